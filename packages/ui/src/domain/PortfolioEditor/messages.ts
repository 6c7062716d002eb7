/** The words of `PortfolioEditor` (My Portfolio's weights, doc 2 §2). */
export interface PortfolioEditorMessages {
  /** The name of the list of investments. */
  readonly listLabel: string;
  readonly addModel: string;
  readonly addIndex: string;
  readonly apply: string;
  readonly reset: string;
  /** The badge after a successful Apply Changes. */
  readonly changesApplied: string;
  /** The button closing the 'A Selection is Required' dialog. */
  readonly ok: string;
  /** The running total of the weights. */
  readonly total: (total: number) => string;
  /** The name of an investment's weight slider. */
  readonly weightOf: (name: string) => string;
  /** The name of an investment's percent input. */
  readonly percentOf: (name: string) => string;
  /** The name of an investment's remove button. */
  readonly remove: (name: string) => string;
}

/**
 * The editor's words: doc 2 §2 names Add New Model, Add New Index, Apply Changes, Reset and the
 * 'Changes Applied' badge; the accessible names and the total are the project's wording.
 */
export const defaultPortfolioEditorMessages: PortfolioEditorMessages = {
  listLabel: 'Investments',
  addModel: 'Add New Model',
  addIndex: 'Add New Index',
  apply: 'Apply Changes',
  reset: 'Reset',
  changesApplied: 'Changes Applied',
  ok: 'OK',
  total: (total) => `Total: ${Number.isFinite(total) ? total : 0}%`,
  weightOf: (name) => `Weight of ${name}`,
  percentOf: (name) => `Weight of ${name} in percent`,
  remove: (name) => `Remove ${name}`,
};
