/** The label and placeholder of one date-of-birth selector. */
export interface DateOfBirthSelectorMessages {
  readonly label: string;
  readonly placeholder: string;
}

/** The words of `DateOfBirthSelect`. */
export interface DateOfBirthSelectMessages {
  readonly year: DateOfBirthSelectorMessages;
  readonly month: DateOfBirthSelectorMessages;
  readonly day: DateOfBirthSelectorMessages;
}

/**
 * The three selectors' labels and placeholders: doc 1 §5 names them year, month and day; the
 * placeholders show the digits each expects.
 */
export const defaultDateOfBirthSelectMessages: DateOfBirthSelectMessages = {
  year: { label: 'Year', placeholder: 'YYYY' },
  month: { label: 'Month', placeholder: 'MM' },
  day: { label: 'Day', placeholder: 'DD' },
};
