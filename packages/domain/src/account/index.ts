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
  canSave,
  changedFields,
} from './changedFields';
export {
  assetSearchResults,
  excludeAssets,
} from './exclusions';
