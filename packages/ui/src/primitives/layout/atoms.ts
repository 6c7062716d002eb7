/**
 * The sprinkles' class map in a compact form, for the built kit. vanilla-extract's
 * `defineProperties` describes every property value with an object per breakpoint naming its class
 * (`{ conditions: { mobile: 'x0', tablet: 'x1', desktop: 'x2' }, defaultClass: 'x0' }`): 4.4 KB of
 * the kit's own code before gzip, 0.9 KB after, which every page using `Box` loads. `packAtoms`
 * runs at build time (in `sprinkles.css.ts`, which vanilla-extract evaluates) and keeps only the
 * property and value names and the class names, in order; a class list of vanilla-extract's short
 * identifiers (one prefix and a base-36 counter) becomes the prefix and the count. `unpackAtoms`
 * rebuilds the same objects at run time for `createSprinkles` (issue 26, "Kit size, part 2").
 * `packAtoms` checks that unpacking gives back exactly what it was given, so a change of either
 * shape fails the build rather than shipping a different class map.
 */

/** One `defineProperties` result, as far as the run-time `createSprinkles` reads it. */
export interface DefinedAtoms {
  readonly conditions?:
    | {
        readonly defaultCondition: string | false;
        readonly conditionNames: readonly string[];
        readonly responsiveArray?: readonly string[] | undefined;
      }
    | undefined;
  readonly styles: Readonly<Record<string, AtomStyle>>;
}

type AtomStyle =
  | { readonly mappings: readonly string[] }
  | {
      readonly values: Readonly<
        Record<
          string,
          { readonly conditions?: Readonly<Record<string, string>>; readonly defaultClass?: string }
        >
      >;
      readonly responsiveArray?: readonly string[] | undefined;
    };

/**
 * The packed form: per set of properties its conditions and, per property, either its shorthand's
 * mappings (`['=', ...names]`) or its value names (a class per condition each, in condition order);
 * then the class names, as one prefix and a count or as a space-separated list.
 */
export interface PackedAtoms {
  readonly sets: readonly {
    readonly conditions: DefinedAtoms['conditions'];
    readonly styles: readonly (readonly [string, readonly string[]])[];
  }[];
  readonly classes: { readonly prefix: string; readonly count: number } | string;
}

/** Rebuilds the `defineProperties` results that {@link packAtoms} was given. */
export function unpackAtoms(packed: PackedAtoms): DefinedAtoms[] {
  const { classes } = packed;
  const names =
    typeof classes === 'string'
      ? classes.split(' ')
      : Array.from({ length: classes.count }, (_, index) => classes.prefix + index.toString(36));
  let next = 0;
  return packed.sets.map(({ conditions, styles }) => {
    const conditionNames = conditions?.conditionNames ?? [];
    const entries = styles.map(([property, [first, ...rest]]): [string, AtomStyle] => {
      if (first === '=') return [property, { mappings: rest }];
      const values = Object.fromEntries(
        [first as string, ...rest].map((value) => {
          if (!conditions) return [value, { defaultClass: names[next++] as string }];
          const byCondition = Object.fromEntries(
            conditionNames.map((name) => [name, names[next++] as string]),
          );
          const defaultClass = conditions.defaultCondition
            ? { defaultClass: byCondition[conditions.defaultCondition] as string }
            : {};
          return [value, { conditions: byCondition, ...defaultClass }];
        }),
      );
      return [property, conditions ? { values, responsiveArray: conditions.responsiveArray } : { values }];
    });
    return { conditions, styles: Object.fromEntries(entries) };
  });
}

/** The compact form of `defineProperties` results (run at build time). */
export function packAtoms(defined: readonly DefinedAtoms[]): PackedAtoms {
  const names: string[] = [];
  const sets = defined.map(({ conditions, styles }) => ({
    conditions,
    styles: Object.entries(styles).map(([property, style]): [string, string[]] => {
      if ('mappings' in style) return [property, ['=', ...style.mappings]];
      for (const value of Object.values(style.values)) {
        if (conditions)
          for (const name of conditions.conditionNames) names.push(value.conditions?.[name] ?? '');
        else names.push(value.defaultClass ?? '');
      }
      return [property, Object.keys(style.values)];
    }),
  }));
  const prefix = (names[0] ?? '').slice(0, -1);
  const counted = names.every((name, index) => name === prefix + index.toString(36));
  const packed: PackedAtoms = {
    sets,
    classes: counted ? { prefix, count: names.length } : names.join(' '),
  };
  if (JSON.stringify(unpackAtoms(packed)) !== JSON.stringify(defined)) {
    throw new Error('packAtoms: the packed sprinkles do not unpack to the defined ones');
  }
  return packed;
}
