import { isCompleteCode, normalizeCodeInput, RESEND_LOCK_MS, VERIFICATION_CODE_LENGTH } from '@cairn/domain';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  TextField as AriaTextField,
  composeRenderProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { Chip } from '../Chip/Chip';
import type { chipTones } from '../Chip/Chip.css';
import { Link } from '../Link/Link';
import * as styles from './VerificationCode.css';

/** The component's own texts (the spec names the Resend link but gives no countdown wording). */
export const verificationCodeTexts = {
  resend: 'Resend',
  resendLocked: (seconds: number): string => `Resend in ${seconds}s`,
} as const;

/** A status chip under the code: 'Code sent. Please check your phone', 'Code not matching'... */
export interface VerificationCodeStatus {
  /** The text, from the domain (`codeSentChip`, `verificationOutcome(result).message`). */
  message: string;
  /** `error` is announced as an alert, the others politely. @default 'info' */
  tone?: (typeof chipTones)[number];
  /** Change it to show the same message again (a chip is removed once its animation ends). */
  id?: string | number;
}

export interface VerificationCodeProps {
  /** The visible label of the one input, e.g. 'Verification code'. */
  label: string;
  /** Help under the boxes (RAC `Text slot="description"`), e.g. where the code was sent. */
  description?: ReactNode;
  /** Turns the boxes red (doc 1 §8: INVALID_CODE, `verificationOutcome(...).invalidCode`). @default false */
  isInvalid?: boolean;
  /** Shown under the boxes while `isInvalid` (RAC `FieldError`). */
  errorMessage?: string;
  /** Refuses input, e.g. while a code is being verified. @default false */
  isDisabled?: boolean;
  /**
   * Called once with the 6 digits when the code becomes complete, by typing, paste or autofill.
   * Editing a digit of a complete code does not call it again.
   */
  onComplete: (code: string) => void;
  /** Called with the digits after every change (0 to 6 of them), e.g. to clear an error. */
  onChange?: (code: string) => void;
  /** Clear the boxes once the code is submitted (doc 1 §4). @default true */
  clearOnComplete?: boolean;
  /** The status chip; it disappears when its animation ends, then `onStatusHidden` is called. */
  status?: VerificationCodeStatus | null;
  /** Called when the status chip has disappeared. */
  onStatusHidden?: () => void;
  /** Shows the Resend link; each press locks it for `resendLockMs` with a visible countdown. */
  onResend?: () => void;
  /** The Resend link's lockout. @default RESEND_LOCK_MS (10 s) */
  resendLockMs?: number;
  /** Focus the input on mount. @default false */
  autoFocus?: boolean;
  /** The input's form name. */
  name?: string;
  /** Merged last onto the field root. */
  className?: string;
}

/** The six box positions, 0 to 5: also their React keys. */
const BOX_POSITIONS = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, position) => position);

// Keys that add a character are refused unless they are digits: e, E, +, - and letters never land.
function isRefusedKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Seconds left of the Resend lockout, counting down to 0. */
function useResendLock(lockMs: number): [number, () => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return [
    seconds,
    () => {
      setSeconds(Math.ceil(lockMs / 1000));
      setDeadline(Date.now() + lockMs);
    },
  ];
}

/**
 * The 6-digit verification code (doc 1 §4, §5): one real `<input autocomplete="one-time-code">`
 * painted as six boxes, as input-otp does, so SMS autofill, password managers and paste work on
 * one field and a screen reader hears one labelled control. Only digits are kept (e, E, +, - and
 * letters are refused; pasted ' 12-34 56 ' gives 123456); Backspace on an empty box removes the
 * digit before it; Arrow Left/Right, Home, End and a click pick a box, whose digit the next one
 * typed replaces. At 6 digits `onComplete` is called once and the boxes clear.
 *
 * Selectors: root `[data-invalid]`, `[data-disabled]`; input `[data-focused]`, `[data-focus-visible]`,
 * `[data-hovered]`; box `[data-active]` (the caret's box), `[data-filled]`.
 */
export function VerificationCode({
  label,
  description,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  onComplete,
  onChange,
  clearOnComplete = true,
  status,
  onStatusHidden,
  onResend,
  resendLockMs = RESEND_LOCK_MS,
  autoFocus = false,
  name,
  className,
}: VerificationCodeProps) {
  const [code, setCode] = useState('');
  const [caret, setCaret] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // The box to select after React has written the new value (typing moves on to the next digit).
  const pendingBox = useRef<number | null>(null);
  const [lockSeconds, lockResend] = useResendLock(resendLockMs);

  const selectBox = (input: HTMLInputElement, index: number, length: number) => {
    const at = Math.max(0, Math.min(index, length));
    if (at < length) input.setSelectionRange(at, at + 1);
    else input.setSelectionRange(length, length);
    setCaret(at);
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingBox.current === null || input === null) return;
    if (document.activeElement === input) selectBox(input, pendingBox.current, code.length);
    pendingBox.current = null;
  });

  const commit = (next: string, boxAfter: number) => {
    const wasComplete = isCompleteCode(code);
    const complete = isCompleteCode(next);
    const shown = complete && !wasComplete && clearOnComplete ? '' : next;
    setCode(shown);
    pendingBox.current = shown === '' ? 0 : boxAfter;
    onChange?.(shown);
    if (complete && !wasComplete) onComplete(next);
  };

  const handleChange = (text: string) => {
    const next = normalizeCodeInput(text);
    const input = inputRef.current;
    commit(next, input?.selectionStart ?? next.length);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normalizeCodeInput(event.clipboardData.getData('text'));
    // A whole code replaces what is there, wherever the caret is; a part is inserted at the caret.
    if (pasted.length < VERIFICATION_CODE_LENGTH) return;
    event.preventDefault();
    commit(pasted, pasted.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isRefusedKey(event)) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey || event.metaKey || event.ctrlKey || event.altKey) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const moves: Record<string, number> = {
      ArrowLeft: start - 1,
      ArrowRight: start + 1,
      Home: 0,
      End: code.length,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectBox(input, target, code.length);
  };

  // The digits are painted, not laid out as text: the box under the pointer is computed from x.
  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const rect = input.getBoundingClientRect();
    const index = Math.floor(((event.clientX - rect.left) / rect.width) * VERIFICATION_CODE_LENGTH);
    selectBox(input, index, code.length);
  };

  const handleSelect = () => {
    const input = inputRef.current;
    if (input !== null) setCaret(input.selectionStart ?? code.length);
  };

  const activeBox = Math.min(caret, code.length, VERIFICATION_CODE_LENGTH - 1);

  return (
    <AriaTextField
      value={code}
      onChange={handleChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputMode="numeric"
      // Older iOS shows the digit keypad for this pattern only; every kept value matches it.
      pattern="[0-9]*"
      {...(name === undefined ? {} : { name })}
      className={composeRenderProps(className, (extra) => [styles.field, extra].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.slots}>
        <Input
          ref={inputRef}
          className={styles.input}
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onClick={handleClick}
          onSelect={handleSelect}
        />
        {BOX_POSITIONS.map((position) => {
          const digit = code[position] ?? '';
          return (
            <div
              key={position}
              aria-hidden="true"
              className={styles.box}
              data-box=""
              {...(position === activeBox ? { 'data-active': '' } : {})}
              {...(digit === '' ? {} : { 'data-filled': '' })}
            >
              {digit === '' ? <span className={styles.caret} /> : digit}
            </div>
          );
        })}
      </div>
      {description === undefined ? null : (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
      <div className={styles.footer}>
        {onResend === undefined ? null : (
          <Link
            variant="standalone"
            isDisabled={isDisabled || lockSeconds > 0}
            onPress={() => {
              lockResend();
              onResend();
            }}
          >
            {lockSeconds > 0 ? verificationCodeTexts.resendLocked(lockSeconds) : verificationCodeTexts.resend}
          </Link>
        )}
        {status ? (
          <Chip
            key={status.id ?? status.message}
            tone={status.tone ?? 'info'}
            {...(onStatusHidden === undefined ? {} : { onHidden: onStatusHidden })}
          >
            {status.message}
          </Chip>
        ) : null}
      </div>
    </AriaTextField>
  );
}
