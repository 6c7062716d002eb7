export {
  type Beneficiary,
  type BeneficiaryEntry,
  beneficiaryEntrySchema,
  beneficiaryMessages,
  beneficiarySchema,
  FULL_LEGAL_NAME_PATTERN,
} from './beneficiary';
export {
  allocationTotal,
  type BeneficiaryListIssue,
  type BeneficiaryLists,
  type BeneficiaryListsDraft,
  beneficiaryListIssues,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  fromBeneficiariesPayload,
  type OnboardingBeneficiaries,
  onboardingBeneficiariesSchema,
  toBeneficiariesPayload,
} from './lists';
