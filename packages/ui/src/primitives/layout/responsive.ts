/** The widths a responsive value can differ at, smallest first (mobile first, as in Braid). */
export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const;

/** A breakpoint a responsive value can name: `mobile` is every width, `tablet` 768 px up, `desktop` 1024 px up. */
export type BreakpointName = (typeof breakpointNames)[number];

/**
 * One value for every width, or one per breakpoint: an object (`{ mobile: '16', desktop: '32' }`)
 * or an array in breakpoint order (`['16', '24', '32']`). A breakpoint without a value takes the
 * one below it.
 */
export type Responsive<Value extends string> =
  | Value
  | Readonly<Partial<Record<BreakpointName, Value>>>
  | readonly [Value, (Value | null)?, (Value | null)?];

/** The value at each breakpoint (`mobile`, `tablet`, `desktop`); `fallback` where none applies. */
export function resolveResponsive<Value extends string>(
  value: Responsive<Value>,
  fallback: Value,
): readonly [Value, Value, Value] {
  if (typeof value === 'string') return [value, value, value];
  const [mobile, tablet, desktop] = Array.isArray(value)
    ? (value as readonly (Value | null | undefined)[])
    : [
        (value as Partial<Record<BreakpointName, Value>>).mobile,
        (value as Partial<Record<BreakpointName, Value>>).tablet,
        (value as Partial<Record<BreakpointName, Value>>).desktop,
      ];
  const atMobile = mobile ?? fallback;
  const atTablet = tablet ?? atMobile;
  return [atMobile, atTablet, desktop ?? atTablet];
}

/** Values by breakpoint as an atom value: one value when they agree, else the array. */
export function atom<Value extends string>(
  values: readonly [Value, Value, Value],
): Value | readonly [Value, Value, Value] {
  return values[0] === values[1] && values[1] === values[2] ? values[0] : values;
}

/** A responsive prop translated value by value (`'top'` to `'flex-start'`), as an atom value. */
export function mapResponsive<Value extends string, Output extends string>(
  value: Responsive<Value>,
  fallback: Value,
  map: Readonly<Record<Value, Output>>,
): Output | readonly [Output, Output, Output] {
  const [mobile, tablet, desktop] = resolveResponsive(value, fallback);
  return atom([map[mobile], map[tablet], map[desktop]]);
}
