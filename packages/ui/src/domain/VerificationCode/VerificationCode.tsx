import {
  isBlockedCodeKey,
  isCompleteCode,
  normalizeCodeInput,
  VERIFICATION_CODE_LENGTH,
} from '@cairn/domain';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as fieldStyles from '../../primitives/private/formField/formField.css';
import { cx } from '../../utils/cx';
import * as styles from './VerificationCode.css';

/** The words of `VerificationCode`. The spec names the field but gives it no label: the project's. */
export interface VerificationCodeMessages {
  /** The field's visible label. */
  label: string;
}

const defaultMessages: VerificationCodeMessages = { label: 'Verification code' };

export interface VerificationCodeProps {
  /** The visible label; a shorthand for `messages.label`. @default 'Verification code' */
  label?: string;
  /** Replaces the field's words: `label`. @default { label: 'Verification code' } */
  messages?: Partial<VerificationCodeMessages>;
  /** Help under the boxes, referenced by `aria-describedby`, e.g. where the code was sent. */
  description?: ReactNode;
  /**
   * Ids of text elsewhere that describes the field (an instruction above it, a status under it),
   * announced with it after `description` and the error.
   */
  'aria-describedby'?: string | undefined;
  /** The digits typed (0 to 6), for a controlled field; leave it out and the field keeps its own. */
  value?: string;
  /** The first digits of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the digits after every change, also with '' when the boxes clear. */
  onChange?: (code: string) => void;
  /**
   * Called once with the 6 digits when the code becomes complete, by typing, paste or autofill
   * (doc 1 §4: it is submitted automatically). Editing a digit of a complete code does not call it
   * again.
   */
  onComplete?: (code: string) => void;
  /** Clears the boxes once `onComplete` is called (doc 1 §4), through `onChange('')`. @default true */
  clearOnComplete?: boolean;
  /** Turns the boxes red and sets `aria-invalid` (doc 1 §8: INVALID_CODE). @default false */
  isInvalid?: boolean;
  /** Shown under the boxes, and announced, while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Refuses input and focus. @default false */
  isDisabled?: boolean;
  /**
   * Refuses input but keeps focus, e.g. while a code is being verified, so that after a wrong code
   * the user types the next one where they are. @default false
   */
  isReadOnly?: boolean;
  /** Focuses the field on mount. @default false */
  autoFocus?: boolean;
  /** The input's form name. */
  name?: string;
  /** The input's id; generated when left out. */
  id?: string;
  /** The one `<input>`, e.g. react-hook-form's `field.ref`, or to focus it after a resend. */
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Merged last onto the root. */
  className?: string;
}

/** The six box positions, 0 to 5: also their React keys. */
const BOX_POSITIONS = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, position) => position);

/** Hands `value` to a callback or object ref (also used by `VerificationCodeStep`). */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The 6-digit verification code (doc 1 §4, §5; doc 3 §5): one real `<input
 * autocomplete="one-time-code">` painted as six boxes, as input-otp does, so SMS autofill, password
 * managers and paste work on one field and a screen reader hears one labelled control. Only digits
 * are kept (e, E, +, - and letters are refused; a pasted ' 12-34 56 ' gives 123456 wherever the
 * caret is); Backspace on an empty box moves back a box, removing its digit; Arrow Left/Right,
 * Home, End and a click pick a box, whose digit the next one typed replaces. At 6 digits
 * `onComplete` is called once and the boxes clear. Nothing here takes focus away: after a wrong
 * code the parent sets `isInvalid` and the caret waits in the first box.
 *
 * Selectors: root `[data-invalid]`, `[data-disabled]`, `[data-readonly]`; box `[data-active]` (the
 * caret's box), `[data-filled]`; the input's own `:focus` and `:hover`.
 */
export function VerificationCode({
  label,
  messages,
  description,
  'aria-describedby': describedByOthers,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  clearOnComplete = true,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  name,
  id,
  inputRef,
  onFocus,
  onBlur,
  className,
}: VerificationCodeProps) {
  const [ownCode, setOwnCode] = useState(() => normalizeCodeInput(defaultValue));
  const code = value === undefined ? ownCode : normalizeCodeInput(value);
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLInputElement | null>(null);
  const slots = useRef<HTMLDivElement>(null);
  // The box to select once React has written a new value (typing moves on to the next box).
  const pendingBox = useRef<number | null>(null);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const attachInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      setRef(inputRef, element);
    },
    [inputRef],
  );
  const showsError = isInvalid && errorMessage !== undefined && errorMessage !== null;
  const describedBy = [
    description === undefined ? null : descriptionId,
    showsError ? errorId : null,
    describedByOthers ?? null,
  ]
    .filter(Boolean)
    .join(' ');

  // Box `index` as a selection: its digit selected (typing replaces it), or the caret after the last digit.
  const selectBox = (element: HTMLInputElement, index: number, length: number) => {
    const at = Math.max(0, Math.min(index, length));
    if (at < length) element.setSelectionRange(at, at + 1);
    else element.setSelectionRange(length, length);
    setCaret(at);
  };

  useLayoutEffect(() => {
    const element = input.current;
    if (pendingBox.current === null || element === null) return;
    if (document.activeElement === element) selectBox(element, pendingBox.current, code.length);
    pendingBox.current = null;
  });

  const commit = (next: string, boxAfter: number) => {
    const completes = isCompleteCode(next) && !isCompleteCode(code);
    const shown = completes && clearOnComplete ? '' : next;
    pendingBox.current = shown === '' ? 0 : boxAfter;
    if (value === undefined) setOwnCode(shown);
    if (shown !== code) onChange?.(shown);
    if (completes) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const next = normalizeCodeInput(text);
    // The caret counts digits only: a refused character typed before it does not move it.
    const before = normalizeCodeInput(text.slice(0, event.currentTarget.selectionStart ?? text.length));
    commit(next, before.length);
  };

  // Paste is handled here for every length: iOS will not paste into a field drawn invisible, and the
  // browser would cut ' 12-34 56 ' to the 6-character limit before the dashes and spaces are dropped.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (isDisabled || isReadOnly) return;
    const pasted = normalizeCodeInput(event.clipboardData.getData('text'));
    if (pasted === '') return;
    if (pasted.length === VERIFICATION_CODE_LENGTH) {
      commit(pasted, pasted.length);
      return;
    }
    const element = event.currentTarget;
    const start = element.selectionStart ?? code.length;
    const end = element.selectionEnd ?? start;
    const next = normalizeCodeInput(code.slice(0, start) + pasted + code.slice(end));
    commit(next, Math.min(start + pasted.length, next.length));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isBlockedCodeKey(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey) return;
    const element = event.currentTarget;
    const start = element.selectionStart ?? code.length;
    const moves: Partial<Record<string, number>> = {
      ArrowLeft: start - 1,
      ArrowRight: start + 1,
      Home: 0,
      End: code.length,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectBox(element, target, code.length);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    // Tabbing in selects all the text, which the next digit would replace: start after the last digit.
    selectBox(event.currentTarget, code.length, code.length);
    onFocus?.(event);
  };

  // The digits are painted, not laid out as text: the box under the pointer is computed from x.
  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    const rect = slots.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    const index = Math.floor(((event.clientX - rect.left) / rect.width) * VERIFICATION_CODE_LENGTH);
    selectBox(event.currentTarget, index, code.length);
  };

  const handleSelect = () => {
    const element = input.current;
    if (element !== null) setCaret(element.selectionStart ?? code.length);
  };

  const activeBox = Math.min(caret, code.length, VERIFICATION_CODE_LENGTH - 1);

  return (
    <div
      className={cx(styles.field, className)}
      {...(isInvalid ? { 'data-invalid': '' } : {})}
      {...(isDisabled ? { 'data-disabled': '' } : {})}
      {...(isReadOnly ? { 'data-readonly': '' } : {})}
    >
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label ?? messages?.label ?? defaultMessages.label}
      </label>
      <div ref={slots} className={styles.slots}>
        <input
          ref={attachInput}
          id={inputId}
          type="text"
          className={styles.input}
          value={code}
          maxLength={VERIFICATION_CODE_LENGTH}
          autoComplete="one-time-code"
          inputMode="numeric"
          // Older iOS shows the digit keypad for this pattern only; every kept value matches it.
          pattern="[0-9]*"
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          disabled={isDisabled}
          readOnly={isReadOnly}
          // biome-ignore lint/a11y/noAutofocus: opt-in, for a page whose one task is this code
          autoFocus={autoFocus}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          name={name}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onFocus={handleFocus}
          onBlur={onBlur}
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
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {showsError ? (
        <div id={errorId} role="alert" className={fieldStyles.errorText}>
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
