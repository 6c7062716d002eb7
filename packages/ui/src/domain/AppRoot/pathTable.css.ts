import { PATH_TABLE, type PathTableEntry } from '@cairn/domain';

/**
 * The domain's path table (which app owns a page path), evaluated here, where vanilla-extract runs
 * the module at build time: the built kit holds the table's few paths as data, not the route
 * manifest it is derived from (every route with its label, icon and access rule), which no other
 * code of the kit needs (issue 26, "Kit size, part 2"). A kit built against a domain with other
 * routes must be rebuilt, as for any other domain value it uses.
 */
export const pathTable: readonly PathTableEntry[] = PATH_TABLE.map(({ app, exact, prefixes }) => ({
  app,
  exact: [...exact],
  prefixes: [...prefixes],
}));
