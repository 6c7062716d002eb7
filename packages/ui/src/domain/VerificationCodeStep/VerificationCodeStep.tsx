import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Chip, type ChipProps } from '../../primitives/feedback/Chip/Chip';
import { link } from '../../primitives/navigation/Link/Link.css';
import { cx } from '../../utils/cx';
import { defined } from '../../utils/defined';
import { useResendLock } from '../VerificationCode/useResendLock';
import {
  setRef,
  VerificationCode,
  type VerificationCodeMessages,
  type VerificationCodeProps,
} from '../VerificationCode/VerificationCode';
import * as styles from './VerificationCodeStep.css';

/** The outcome of the last verification or resend, shown as a status chip under the code. */
export interface VerificationCodeStatus {
  /** The text, from the domain (`codeSentChip`, `verificationOutcome(result).message`). */
  message: string;
  /** `error` is announced as an alert, the others politely. @default 'info' */
  tone?: ChipProps['tone'];
  /** Give each outcome a new id, so the same message shows again (and turns the boxes red again). */
  id?: string | number;
  /**
   * The code was wrong (doc 1 §8: INVALID_CODE, `verificationOutcome(...).invalidCode`): the boxes
   * turn red until the user types again or asks for a new code. @default false
   */
  invalidCode?: boolean;
}

export interface VerificationCodeStepProps extends Omit<VerificationCodeProps, 'messages'> {
  /** The chip under the code; it disappears when its animation ends, then `onStatusHidden` is called. */
  status?: VerificationCodeStatus | null;
  /** Called when the chip has disappeared (set `status` to null). */
  onStatusHidden?: () => void;
  /** Shows the Resend button: each press locks it for `resendLockMs` and returns focus to the code. */
  onResend?: () => void;
  /**
   * Shows a second resend link, `messages.resendAs` (2FA's 'Resend as email'), after Resend and
   * under the same lock.
   */
  onResendAs?: () => void;
  /** The start of the resend row, before its links: a question ('Did not get a code?') or a tip. */
  prompt?: ReactNode;
  /** The Resend button's lockout (doc 1 §9). @default RESEND_LOCK_MS (10 s) */
  resendLockMs?: number;
  /**
   * Replaces some of the step's words: `label` (the field's), `resend` (the link), `resendLocked`
   * (the link while locked, with the seconds left).
   * @default { label: 'Verification code', resend: 'Resend', resendLocked: (s) => `Resend in ${s}s` }
   */
  messages?: Partial<VerificationCodeStepMessages>;
}

/**
 * The words of `VerificationCodeStep`: the field's and the Resend link's. The spec gives no
 * countdown wording: the project's.
 */
export interface VerificationCodeStepMessages extends VerificationCodeMessages {
  /** The link (doc 1 §2.6). */
  resend: string;
  /** The link while it is locked (doc 1 §4: 10 s after each press). */
  resendLocked: (seconds: number) => string;
  /** The second resend link's words (with `onResendAs`). */
  resendAs?: string;
}

const defaultMessages: Omit<VerificationCodeStepMessages, 'label'> = {
  resend: 'Resend',
  resendLocked: (seconds) => `Resend in ${seconds}s`,
};

/**
 * A verification step (doc 1 §2.6, §4, §8; doc 2 §8 "Verification modal"): the `VerificationCode`
 * field, its status chip ('Code sent. Please check your phone', 'Code not matching') and a Resend
 * link locked by `useResendLock` with a visible countdown ('Resend in 9s'). A status with
 * `invalidCode` paints the boxes red; typing again or pressing Resend clears the red, so after a
 * resend the boxes never stay red beside 'Code sent'. A press on Resend puts the focus back in the
 * code, where the new code is typed (the locked link could not keep it).
 *
 * One pattern for every code (onboarding's email and mobile, 2FA, the account's dialogs): the six
 * boxes fill the step's width, and one 14 px row under them, flush with the label, holds the
 * `prompt`, Resend (and `onResendAs`'s second link) and the chip. `isInvalid` with `errorMessage`
 * shows a refusal the page words itself (2FA's), red until the next digit or a resend asks.
 *
 * Built from the parts a page can also compose itself: `VerificationCode`, `Chip`, `Link`,
 * `useResendLock`.
 */
export function VerificationCodeStep({
  status = null,
  onStatusHidden,
  onResend,
  onResendAs,
  prompt,
  resendLockMs,
  messages,
  onChange,
  inputRef,
  isDisabled = false,
  isInvalid: isRefused,
  'aria-describedby': describedBy,
  ...fieldProps
}: VerificationCodeStepProps) {
  // The status ('Incorrect code provided', 'New code sent!') describes the field while it shows,
  // so a screen reader hears it with the code it is about (WCAG 4.1.3, 3.3.1).
  const statusId = useId();
  const { isLocked, secondsLeft, lock } = useResendLock(resendLockMs);
  const input = useRef<HTMLInputElement | null>(null);
  const attachInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      setRef(inputRef, element);
    },
    [inputRef],
  );
  const statusKey = status === null ? null : (status.id ?? status.message);
  // The red follows the newest status, not its chip: it stays after the chip has faded.
  const [seenKey, setSeenKey] = useState(statusKey);
  const [isInvalid, setIsInvalid] = useState(status?.invalidCode === true);
  if (statusKey !== seenKey) {
    setSeenKey(statusKey);
    if (status !== null) setIsInvalid(status.invalidCode === true);
  }
  const words = { ...defaultMessages, ...messages };
  // An action, not a place: a real <button> drawn as a standalone link (issue 31).
  const resendLink = (label: string, send: () => void) => (
    <AriaButton
      className={cx(styles.resend, link)}
      data-variant="standalone"
      isDisabled={isDisabled || isLocked}
      onPress={() => {
        lock();
        setIsInvalid(false);
        input.current?.focus();
        send();
      }}
    >
      {label}
    </AriaButton>
  );

  return (
    <div className={styles.step}>
      <VerificationCode
        {...fieldProps}
        {...(messages?.label === undefined ? {} : { messages: { label: messages.label } })}
        isDisabled={isDisabled}
        isInvalid={isInvalid || isRefused === true}
        aria-describedby={
          [describedBy, status === null ? null : statusId].filter(Boolean).join(' ') || undefined
        }
        inputRef={attachInput}
        onChange={(code) => {
          if (code !== '') setIsInvalid(false);
          onChange?.(code);
        }}
      />
      <div className={styles.footer}>
        {prompt}
        {onResend && resendLink(isLocked ? words.resendLocked(secondsLeft) : words.resend, onResend)}
        {onResendAs && resendLink(words.resendAs ?? '', onResendAs)}
        {status === null ? null : (
          <span id={statusId}>
            <Chip key={statusKey} tone={status.tone ?? 'info'} {...defined({ onHidden: onStatusHidden })}>
              {status.message}
            </Chip>
          </span>
        )}
      </div>
    </div>
  );
}
