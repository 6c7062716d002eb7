/**
 * `props` without its `undefined` entries, to spread into a component's props under
 * `exactOptionalPropertyTypes` (where an optional prop may be left out but not set to undefined).
 * One helper instead of a `...(x === undefined ? {} : { x })` spread per optional prop.
 */
export function defined<T extends object>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value !== undefined) kept[key] = value;
  return kept as { [K in keyof T]?: Exclude<T[K], undefined> };
}
