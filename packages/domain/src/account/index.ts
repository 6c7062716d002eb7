export {
  type AccountChangeEvent,
  type AccountChangeStep,
  accountChange,
  accountVerificationResult,
} from './accountChange';
export {
  type InstitutionProfileValues,
  institutionProfileMessages,
  institutionProfileSchema,
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
  excludeAssets,
} from './accountView';
export {
  canSave,
  changedFields,
} from './changedFields';
