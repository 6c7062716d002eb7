import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../../theme/utilities.css';
import { Icon } from '../../foundations/Icon/Icon';
import { Button, type ButtonProps } from '../Button/Button';
import { failed as failedClass, label as labelClass, root } from './CopyButton.css';

/** The words of `CopyButton`. */
export interface CopyButtonMessages {
  /** The button's text. */
  copy: string;
  /** The button's text while copied, also announced. */
  copied: string;
  /** Shown and announced when the browser refuses the clipboard. */
  failed: string;
}

const defaultMessages: CopyButtonMessages = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it instead.',
};

/** How long the button says 'Copied' before it reads 'Copy' again, in milliseconds. */
export const COPIED_RESET_MS = 2_000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress' | 'children' | 'aria-label'> {
  /** The text put on the clipboard, e.g. an access code or a key. */
  value: string;
  /**
   * What is copied, read after the visible word so the button's name is 'Copy access code' (and
   * 'Copied access code') while it shows 'Copy'.
   */
  what?: string;
  /**
   * Replaces some of the button's words: `copy` (its text), `copied` (its text while copied, also
   * announced politely), `failed` (shown and announced when the clipboard refuses the text).
   * @default { copy: 'Copy', copied: 'Copied', failed: 'Could not copy: select the text and copy it instead.' }
   */
  messages?: Partial<CopyButtonMessages>;
  /** How long the copied state lasts. @default COPIED_RESET_MS (2000) */
  resetMs?: number;
  /** Called after the text is on the clipboard. */
  onCopy?: () => void;
}

/**
 * A button that puts `value` on the clipboard (the Clipboard API), e.g. beside a waitlist access
 * code or a generated key. It then reads 'Copied' for `resetMs` and a polite live region announces
 * it; if the browser refuses, the region says how to copy by hand. `what` names what it copies
 * for screen readers ('Copy access code'), keeping the visible word first in the name.
 *
 * Selectors: those of `Button`, plus `[data-copied]` on the button while copied.
 */
export function CopyButton({
  value,
  what,
  messages,
  resetMs = COPIED_RESET_MS,
  onCopy,
  variant = 'secondary',
  size = 'sm',
  ...buttonProps
}: CopyButtonProps) {
  const texts = { ...defaultMessages, ...messages };
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopy?.();
      timer.current = setTimeout(() => setState('idle'), resetMs);
    } catch {
      setState('failed');
    }
  };

  const copied = state === 'copied';
  return (
    <span className={root}>
      <Button
        {...buttonProps}
        variant={variant}
        size={size}
        data-copied={copied || undefined}
        onPress={() => {
          void copy();
        }}
      >
        <Icon icon={copied ? Check : Copy} />
        <span className={labelClass}>{copied ? texts.copied : texts.copy}</span>
        {what === undefined ? null : <span className={visuallyHidden}> {what}</span>}
      </Button>
      {/* The button already shows 'Copied'; a refusal must be seen as well as heard. */}
      <span role="status" className={state === 'failed' ? failedClass : visuallyHidden}>
        {copied ? texts.copied : state === 'failed' ? texts.failed : ''}
      </span>
    </span>
  );
}
