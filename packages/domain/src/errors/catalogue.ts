/**
 * The message catalogue (doc 1 §8, doc 2 §8, doc 3 §8 "Global handling"). Every text a user reads
 * after something goes wrong lives here once. Where the spec describes a text without quoting it,
 * the project's wording is marked.
 */
/** Toasts and behaviour shared by every app (doc 1 §8, doc 2 §8, doc 3 §8). */
export const globalMessages = {
  /** The generic error toast for failed queries and mutations. */
  serverError:
    'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
  /** The toast after 30 minutes of inactivity. */
  sessionExpired: 'Your session expired due to inactivity.',
  /** The info toast for a demo account (status 418). */
  demoAccount: "Demo accounts can't do this one, but everything else is open to explore!",
} as const;

/** Sign-in errors by code (doc 1 §8). */
export const signInErrorMessages = {
  INVALID_USERNAME_OR_PASSWORD: 'Password and email do not match',
  USER_DISABLED: 'User is disabled. Contact customer support.',
} as const;

/** Two-factor errors by code and the resend texts (doc 1 §8). */
export const twoFactorMessages = {
  TOO_MANY_TRIES: 'Too many attempts. Please try again later.',
  INCORRECT_CODE: 'Code is not matching.',
  SESSION_EXPIRED: 'Code expired. Please try again.',
  /** Any other failure. */
  other: 'Something went wrong. Please contact customer support.',
  resentToEmail: 'Code resent to your email',
  resentToMobile: 'Code resent to your mobile',
  resendFailed: 'Resend failed. Please try again later.',
} as const;

/** Outcomes of the onboarding phone and email verification (doc 1 §8). */
export const verificationMessages = {
  /** The chip of INVALID_CODE; unknown statuses fall back to it. */
  INVALID_CODE: 'Code not matching',
  TOO_MANY_TRIES: 'Too many attempts. Please try again later.',
  SESSION_EXPIRED: 'Code expired. Please try again.',
  USER_DISABLED: 'User is disabled. Contact customer support.',
  INCORRECT_PASSWORD:
    'Did you first attempt signup with a different password? Please restart signup flow or contact customer support.',
  /** UNKNOWN_ERROR, and a failure to send a code. */
  UNKNOWN_ERROR: 'Something went wrong. Please try again',
  /** Success chip after an email code is sent. */
  emailSent: 'Email sent. Please check your inbox',
  /** Success chip after a phone code is sent. */
  codeSent: 'Code sent. Please check your phone',
} as const;

/** The verification modal of the customer app (mobile number change, deactivation; doc 2 §8). */
export const accountVerificationMessages = {
  INVALID_CODE: 'Incorrect code provided',
  EXPIRED_CODE: 'Expired Code. Close modal and try again.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try later.',
  UNKNOWN_ERROR: 'Unknown error. Please try again.',
  resent: 'New code sent!',
} as const;

/** Password recovery success texts (doc 1 §8). */
export const recoverySuccessMessages = {
  emailSent: 'Recovery Email Sent!',
  passwordReset: 'Password Successfully Reset',
} as const;

/** The custodial agreement timeout dialog (doc 1 §2.6, §8). */
export const custodialAgreementTimeoutMessages = {
  title: 'Custodial Agreement Timeout',
  goBack: 'Go Back',
  accessAgreement: 'Access Agreement',
} as const;

/** Internal errors: never shown to users, thrown or reported when a value is impossible (doc 1 §8). */
export const internalErrorMessages = {
  unexpectedSignupValues: 'unexpected TOS value or password',
  /** A wire deposit guide step outside 0–3 (doc 2 §8). */
  invalidWireTransferWizardStep: 'invalid wire transfer wizard step',
  /** A fiat withdrawal step the wizard does not know (doc 2 §8). */
  unknownWithdrawalStep: 'unknown withdrawal step',
  /** A wallet payload built without the self-hosted answer (doc 2 §8). */
  missingSelfHostedAnswer: 'missing is_self_hosted answer',
  /** A wallet payload built without the owner-confirmation answer (doc 2 §8). */
  missingOwnerConfirmedAnswer: 'missing owner_confirmed answer',
  /** A table sorted by a column it does not have (doc 2 §8). */
  invalidSortOrderField: 'invalid sort order field',
} as const;

/**
 * An internal error (doc 2 §8 "Internal errors on unexpected values"): a programming or data
 * error, never a user's mistake. The message is the catalogue's; `value` is what was received.
 */
export class InternalError extends Error {
  override readonly name = 'InternalError';

  constructor(
    message: (typeof internalErrorMessages)[keyof typeof internalErrorMessages],
    /** The unexpected value, for the error report. */
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/**
 * The not-found views of a model or an index, naming it (doc 2 §2 Marketplace, §8). The spec gives
 * no text; this is the project's wording. The shared screens (error, not found, /403, desktop only,
 * /appredirect) are in the apps area (`ERROR_SCREEN`, `NOT_FOUND_SCREEN`, ...).
 */
export const investmentNotFoundMessages = {
  model: (modelName: string): string => `The model ${modelName} could not be found.`,
  index: (indexTicker: string): string => `The index ${indexTicker} could not be found.`,
} as const;

/** Empty and waiting states of the customer app (doc 2 §8). */
export const emptyStateMessages = {
  noAssetsFound: 'No assets found',
  noData: 'No Data',
  preparingCryptoDeposit: 'Preparing Crypto Deposit',
} as const;

/**
 * The API's answers to a request it refuses before reading it as a call (the project's wording:
 * the spec gives none). The apps never trigger them; other clients read them in the `{ code,
 * message }` body.
 */
export const requestMessages = {
  /** 413: the body is larger than the call accepts. */
  tooLarge: (maxBytes: number) =>
    `The request body is too large: this call accepts at most ${Math.ceil(maxBytes / 1024).toLocaleString('en-US')} KB`,
  /** 415: a JSON call sent something else. */
  jsonOnly: 'This call takes a JSON body sent with Content-Type: application/json',
  /** 415: an upload call sent something else. */
  multipartOnly: 'This call takes a multipart/form-data body',
  /** 400: the body does not parse as JSON. */
  invalidJson: 'The body is not valid JSON',
  /** 400: the body does not parse as a multipart form. */
  invalidMultipart: 'The body is not valid multipart/form-data',
} as const;
