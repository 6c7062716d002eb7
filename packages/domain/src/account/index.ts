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
export { canSave, changedFields } from './changedFields';
