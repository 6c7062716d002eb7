import Module, { register } from 'node:module';

/**
 * Props tables come from react-docgen-typescript, which needs TypeScript's JS compiler API; the repo's
 * TypeScript 7 has none. This points the two docgen packages (and only them) at TypeScript 5.9, the
 * `typescript5` devDependency alias: ESM imports through a resolve hook, CommonJS `require` through
 * the CommonJS resolver. Imported by `main.ts` before Storybook loads the docgen plugin.
 */
const DOCGEN =
  /[\\/]node_modules[\\/](@joshwooding[\\/]vite-plugin-react-docgen-typescript|react-docgen-typescript)[\\/]/;

register('./typescript5-hooks.mjs', import.meta.url);

type Resolve = (
  request: string,
  parent: { filename?: string | null } | undefined,
  ...rest: unknown[]
) => string;
const commonJs = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = commonJs._resolveFilename;
commonJs._resolveFilename = function (this: unknown, request, parent, ...rest) {
  const redirected =
    (request === 'typescript' || request.startsWith('typescript/')) && DOCGEN.test(parent?.filename ?? '')
      ? request.replace(/^typescript/, 'typescript5')
      : request;
  return resolveFilename.call(this, redirected, parent, ...rest);
};
