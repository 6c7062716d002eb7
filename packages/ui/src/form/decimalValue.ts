/** A decimal input's text of a field value: a string as is, a number in digits, else ''. */
export const decimalOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** How a decimal binding maps its exact decimal string to and from the form's value. */
export interface DecimalMapping {
  /**
   * The form's value for the input's exact decimal string ('' when empty), e.g.
   * `(decimal) => (decimal === '' ? null : Number(decimal))` for a percent held as a number.
   * @default the decimal string itself
   */
  toValue?: (decimal: string) => unknown;
  /** The decimal string shown for the form's value. @default a string as is, a number in digits, else '' */
  toDecimal?: (value: unknown) => string;
}
