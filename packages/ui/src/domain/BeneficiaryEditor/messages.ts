/**
 * The words of `BeneficiaryEditor` (doc 1 §2.6 "Beneficiaries", doc 2 §2 "Account" and §5
 * "Beneficiary"): the add-now question, the list and entry labels and the actions. The validation
 * messages are the domain's rule messages (`beneficiaryMessages`, `beneficiaryListMessages`).
 * Functions take the list's type label ('Primary', 'Contingent').
 */
export interface BeneficiaryEditorMessages {
  readonly addNow: string;
  readonly yes: string;
  readonly no: string;
  readonly listTitle: (type: string) => string;
  readonly entry: (type: string, position: number) => string;
  readonly relationship: string;
  readonly relationshipPlaceholder: string;
  readonly name: string;
  readonly allocation: string;
  readonly add: (type: string) => string;
  readonly remove: string;
  readonly removeEntry: (type: string, position: number) => string;
  readonly total: (total: string) => string;
  readonly empty: (type: string) => string;
  readonly back: string;
  readonly continue: string;
  readonly skip: string;
  /** Beside Continue while it waits for the Yes/No answer (onboarding). */
  readonly answerFirst: string;
}

/** The editor's English words, the spec's where it has them. */
export const defaultBeneficiaryEditorMessages: BeneficiaryEditorMessages = {
  addNow: 'Would you like to add beneficiaries now?',
  yes: 'Yes',
  no: 'No',
  listTitle: (type) => `${type} Beneficiaries`,
  entry: (type, position) => `${type} beneficiary ${position}`,
  relationship: 'Relationship',
  relationshipPlaceholder: 'Select a relationship',
  name: 'Full legal name',
  allocation: 'Allocation',
  add: (type) => `Add ${type} Beneficiary`,
  remove: 'Remove',
  removeEntry: (type, position) => `Remove ${type.toLowerCase()} beneficiary ${position}`,
  total: (total) => `Total allocation: ${total}%`,
  empty: (type) => `No ${type.toLowerCase()} beneficiaries.`,
  back: 'Back',
  continue: 'Continue',
  skip: 'Skip',
  answerFirst: 'Answer the question to continue.',
};
