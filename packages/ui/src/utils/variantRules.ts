/** A variant's styles: plain declarations and its own `selectors`, `&` standing for the variant. */
export type VariantStyle = {
  selectors?: Record<string, Record<string, string | number>>;
} & Record<string, unknown>;

/**
 * A variant as selectors of a component's one class (for a `.css.ts` file; it never reaches the
 * page's JS), on the `data-*` attribute the component sets: `scope` is `&:where([data-…])` (or
 * `:where([data-…]) > &` for a part), which adds no weight, so every rule weighs what a recipe's
 * variant class did (a variant's colour loses to the base's disabled look) and comes in the
 * recipe's order. The page then ships one class name per part, with no recipe runtime and no map
 * of variant class names.
 */
export function variantRules(scope: string, { selectors = {}, ...declarations }: VariantStyle) {
  const rules: Record<string, Record<string, unknown>> = {};
  if (Object.keys(declarations).length > 0) rules[scope] = declarations;
  for (const [selector, rule] of Object.entries(selectors)) rules[selector.replaceAll('&', scope)] = rule;
  return rules;
}
