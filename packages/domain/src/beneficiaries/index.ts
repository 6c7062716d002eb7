export {
  type Beneficiary,
  type BeneficiaryEntry,
  beneficiaryEntrySchema,
  beneficiaryMessages,
  beneficiarySchema,
} from './beneficiary';
export {
  allocationTotal,
  type BeneficiaryLists,
  beneficiaryListIssues,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  type OnboardingBeneficiaries,
  onboardingBeneficiariesSchema,
} from './lists';
