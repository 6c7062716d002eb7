export {
  type Beneficiary,
  type BeneficiaryEntry,
  beneficiaryEntrySchema,
  beneficiaryMessages,
  beneficiarySchema,
} from './beneficiary';
export {
  type BeneficiaryEditorTexts,
  beneficiaryEditorTexts,
} from './editorTexts';
export {
  allocationTotal,
  type BeneficiaryLists,
  beneficiaryListIssues,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  type OnboardingBeneficiaries,
  onboardingBeneficiariesSchema,
} from './lists';
