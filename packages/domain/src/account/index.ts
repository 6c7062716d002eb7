export {
  type AccountChangeEvent,
  type AccountChangeKind,
  type AccountChangeStep,
  type AccountVerificationResult,
  accountChange,
  accountVerificationResult,
} from './accountChange';
export {
  type InstitutionProfileValues,
  institutionProfileMessages,
  institutionProfileSchema,
  type MobileNumberValues,
  mobileNumberMessages,
  mobileNumberSchema,
  type RetailProfileValues,
  retailProfileMessages,
  retailProfileSchema,
  toMobileNumberPayload,
} from './accountForms';
export {
  ACCOUNT_VIEW_NONE,
  type AccountView,
  type AccountViewEvent,
  accountView,
  assetSearchResults,
  type ExcludableAsset,
  type ExclusionInvestment,
  type ExclusionOutcome,
  excludeAssets,
} from './accountView';
export { canSave, changedFields } from './changedFields';
