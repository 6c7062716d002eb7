/**
 * The save flows of the Account page (doc 2 §4 "Profile save"): edit form, confirm save, phone
 * verification code, changes sent, success dialog. "Mobile number change has the same stages; the
 * new number is set as an auth attribute before verification": a profile save verifies first and
 * then sends the changes; a mobile number change sends the new number first and then verifies it.
 */
import { accountVerificationMessage } from '../errors/codes';

/** What is being changed: the profile form (PATCH /user/profile) or the mobile number. */
export type AccountChangeKind = 'PROFILE' | 'PHONE';

/** Where a save flow is. `SENDING` is the change on its way (PATCH /user/profile or the auth attribute). */
export type AccountChangeStep = 'EDIT' | 'CONFIRM' | 'VERIFY' | 'SENDING' | 'SUCCESS';

/** What moves a save flow. */
export type AccountChangeEvent =
  /** Save pressed on a valid, changed form. */
  | 'SAVE'
  /** The confirmation accepted. */
  | 'CONFIRM'
  /** The verification code was accepted. */
  | 'VERIFIED'
  /** The change was accepted by the server. */
  | 'SENT'
  /** The change was refused (the error policy has spoken): back to the form, the values kept. */
  | 'SEND_FAILED'
  /** Cancel or close before the end. */
  | 'CANCEL'
  /** Done on the success dialog. */
  | 'DONE';

/** The order of the stages after the confirmation, by kind (doc 2 §4). */
const ORDER: Readonly<Record<AccountChangeKind, readonly AccountChangeStep[]>> = {
  PROFILE: ['CONFIRM', 'VERIFY', 'SENDING', 'SUCCESS'],
  PHONE: ['CONFIRM', 'SENDING', 'VERIFY', 'SUCCESS'],
};

/** The event that ends each stage. */
const ENDS: Readonly<Record<Exclude<AccountChangeStep, 'EDIT' | 'SUCCESS'>, AccountChangeEvent>> = {
  CONFIRM: 'CONFIRM',
  VERIFY: 'VERIFIED',
  SENDING: 'SENT',
};

/**
 * The next step of a save flow. Cancel returns to the form from the confirmation or the code
 * (nothing sent is undone: a mobile number already set stays unverified until a code confirms it);
 * a refused change returns to the form; Done closes the success dialog. Events that do not apply
 * leave the step as it is.
 */
export function accountChange(
  kind: AccountChangeKind,
  step: AccountChangeStep,
  event: AccountChangeEvent,
): AccountChangeStep {
  switch (step) {
    case 'EDIT':
      return event === 'SAVE' ? 'CONFIRM' : step;
    case 'SUCCESS':
      return event === 'DONE' ? 'EDIT' : step;
    case 'SENDING':
      if (event === 'SEND_FAILED') return 'EDIT';
      break;
    default:
      if (event === 'CANCEL') return 'EDIT';
  }
  if (event !== ENDS[step]) return step;
  const order = ORDER[kind];
  return order[order.indexOf(step) + 1] ?? step;
}

/** What the verification modal shows after POST /user/profile/auth-attribute/verify (doc 2 §8). */
export type AccountVerificationResult =
  | { readonly kind: 'success' }
  | { readonly kind: 'failure'; readonly message: string; readonly invalidCode: boolean };

/**
 * The verification modal's reading of a result (doc 2 §8): 'SUCCESS' passes; INVALID_CODE,
 * EXPIRED_CODE, TOO_MANY_REQUESTS and UNKNOWN_ERROR have their texts, anything else reads like
 * UNKNOWN_ERROR. A wrong code also turns the boxes red.
 */
export function accountVerificationResult(result: string | null | undefined): AccountVerificationResult {
  if (result === 'SUCCESS') return { kind: 'success' };
  return {
    kind: 'failure',
    message: accountVerificationMessage(result),
    invalidCode: result === 'INVALID_CODE',
  };
}
