export {
  accountVerificationMessages,
  custodialAgreementTimeoutMessages,
  emptyStateMessages,
  globalMessages,
  InternalError,
  internalErrorMessages,
  investmentNotFoundMessages,
  recoverySuccessMessages,
  requestMessages,
  signInErrorMessages,
  twoFactorMessages,
  verificationMessages,
} from './catalogue';
export {
  accountVerificationMessage,
  type CodeDelivery,
  codeSentChip,
  signInErrorMessage,
  twoFactorErrorMessage,
  twoFactorResendMessage,
  type VerificationAttribute,
  type VerificationFailure,
  type VerificationOutcome,
  verificationOutcome,
} from './codes';
export { type ErrorReaction, mutationErrorPolicy, queryErrorPolicy, USER_CORRECTABLE } from './policy';
