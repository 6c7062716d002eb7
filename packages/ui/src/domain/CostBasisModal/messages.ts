/**
 * The 'Add Details' modal's words (doc 2 §2 "Add Details modal"). The field messages are
 * `costBasisMessages`; the help text paraphrases the spec's description of it.
 */
export interface CostBasisModalMessages {
  readonly title: string;
  readonly asset: string;
  readonly quantity: string;
  readonly costBasis: string;
  readonly purchaseDate: string;
  readonly addMore: string;
  readonly remove: string;
  readonly entry: (position: number) => string;
  readonly removeEntry: (position: number) => string;
  /** After the counter when the quantities add up ('Total BTC: 1 / 1 · matches the deposit amount'). */
  readonly matches: string;
  readonly help: string;
  readonly cancel: string;
  readonly save: string;
}

/** The 'Add Details' modal's default words. */
export const defaultCostBasisModalMessages: CostBasisModalMessages = {
  title: 'Add Details',
  asset: 'Asset',
  quantity: 'Quantity',
  costBasis: 'Cost Basis (USD)',
  purchaseDate: 'Purchase Date',
  // The spec's '+' is the kit's plus icon before the words (issue 30), not a typed character.
  addMore: '+ Add more cost basis details',
  remove: 'Remove',
  entry: (position) => `Cost basis entry ${position}`,
  removeEntry: (position) => `Remove cost basis entry ${position}`,
  matches: 'matches the deposit amount',
  help: 'If details are missing, a cost basis of $0 is assumed and the date the crypto entered your account is treated as the purchase date.',
  cancel: 'Cancel',
  save: 'Save',
};
