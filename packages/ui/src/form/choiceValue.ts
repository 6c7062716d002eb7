/** How a choice binding (select, radio group) maps the chosen option's id to and from the form's value. */
export interface ChoiceMapping {
  /**
   * The form's value for a chosen id, e.g. `(id) => id === 'yes'` for a boolean or
   * `(id) => Number(id)` for a code.
   * @default the id itself
   */
  toValue?: (id: string) => unknown;
  /**
   * The id shown as chosen for the form's value, or `null` for none.
   * @default the value when it is a non-empty string, else none
   */
  toId?: (value: unknown) => string | null;
}

/** The default `toId`: a non-empty string is the chosen id; '', `null` and `undefined` choose none. */
export const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
