import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { failed as failedClass, icon, label as labelClass, root, visuallyHidden } from './CopyButton.css';

/** The kit's own words of a {@link CopyButton}. */
export const copyButtonTexts = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it instead.',
} as const;

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
  /** The button's text. @default 'Copy' */
  label?: string;
  /** The text while copied, also announced politely. @default 'Copied' */
  copiedLabel?: string;
  /** Announced when the clipboard refuses the text. @default 'Could not copy: select the text and copy it instead.' */
  failedLabel?: string;
  /** How long the copied state lasts. @default COPIED_RESET_MS (2000) */
  resetMs?: number;
  /** Called after the text is on the clipboard. */
  onCopy?: () => void;
}

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg className={icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      {copied ? (
        <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      ) : (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </>
      )}
    </svg>
  );
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
  label = copyButtonTexts.copy,
  copiedLabel = copyButtonTexts.copied,
  failedLabel = copyButtonTexts.failed,
  resetMs = COPIED_RESET_MS,
  onCopy,
  variant = 'secondary',
  size = 'sm',
  ...buttonProps
}: CopyButtonProps) {
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
        <CopyIcon copied={copied} />
        <span className={labelClass}>{copied ? copiedLabel : label}</span>
        {what === undefined ? null : <span className={visuallyHidden}> {what}</span>}
      </Button>
      {/* The button already shows 'Copied'; a refusal must be seen as well as heard. */}
      <span role="status" className={state === 'failed' ? failedClass : visuallyHidden}>
        {copied ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
