export {
  AFTER_DEACTIVATION_PATH,
  DEACTIVATION_REASON_OPTIONS,
  DEACTIVATION_START,
  type DeactivationBankDetails,
  type DeactivationEvent,
  type DeactivationReasonCode,
  type DeactivationReasonValues,
  type DeactivationState,
  type DeactivationStep,
  deactivation,
  deactivationBankDetailsSchema,
  deactivationReasonSchema,
} from './deactivation';
