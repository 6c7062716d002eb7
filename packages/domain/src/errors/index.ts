export {
  accountVerificationMessages,
  custodialAgreementTimeoutMessages,
  emptyStateMessages,
  globalMessages,
  InternalError,
  internalErrorMessages,
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
  verificationOutcome,
} from './codes';
export {
  type ErrorReaction,
  mutationErrorPolicy,
  queryErrorPolicy,
} from './policy';
