import { decimalOfInput, isBlockedDecimalKey, tryDec } from '@cairn/domain';
import { useState } from 'react';
import type { TextFieldProps } from '../../primitives/controls/TextField/TextField';

type KeyDownHandler = NonNullable<TextFieldProps['onKeyDown']>;
type BlurHandler = NonNullable<TextFieldProps['onBlur']>;

/** How a decimal input treats its text. */
export interface DecimalInputRules {
  /** What is kept of typed or pasted text. */
  normalize: (text: string) => string;
  /** The text shown for a decimal value (also after blur). */
  display: (value: string) => string;
  /** The value reported on blur for a decimal value ('12.5' -> '12.50' for money). */
  settle: (value: string) => string;
}

/** The value side of a decimal input: the field shows text, the form holds an exact decimal string. */
export interface DecimalValueProps {
  /** The amount as an exact decimal string ('1234.50'), '' when empty (controlled). */
  value?: string;
  /** The starting amount (uncontrolled). */
  defaultValue?: string;
  /** Called with the new exact decimal string, '' when the field holds no digit. Never a float. */
  onChange?: (value: string) => void;
}

const sameDecimal = (a: string, b: string) => {
  if (a === '' || b === '') return a === b;
  const left = tryDec(a);
  const right = tryDec(b);
  return left !== null && right !== null && left.eq(right);
};

/**
 * Keeps a decimal input's text and reports its exact value. `e`, `E`, `+` and `-` are refused on
 * key down; pasted text goes through `normalize`. A new controlled `value` that differs from what
 * the text holds replaces the text.
 */
export function useDecimalInput(
  { value, defaultValue, onChange }: DecimalValueProps,
  rules: DecimalInputRules,
  handlers: { onKeyDown?: KeyDownHandler | undefined; onBlur?: BlurHandler | undefined },
) {
  const showValue = (decimal: string) =>
    decimal === '' || tryDec(decimal) === null ? '' : rules.display(decimal);
  const [text, setText] = useState(() => showValue(value ?? defaultValue ?? ''));
  const held = decimalOfInput(text);
  // A new value from the form replaces the text; the guard stops a value that is not a decimal
  // from setting the same text again on every render.
  if (value !== undefined && !sameDecimal(value, held) && showValue(value) !== text)
    setText(showValue(value));

  const report = (next: string) => {
    if (next !== held) onChange?.(next);
  };

  return {
    value: text,
    onChange: (typed: string) => {
      const next = rules.normalize(typed);
      setText(next);
      report(decimalOfInput(next));
    },
    onKeyDown: ((event) => {
      if (isBlockedDecimalKey(event.key)) event.preventDefault();
      handlers.onKeyDown?.(event);
    }) satisfies KeyDownHandler,
    onBlur: ((event) => {
      const settled = held === '' ? '' : rules.settle(held);
      setText(showValue(settled));
      report(settled);
      handlers.onBlur?.(event);
    }) satisfies BlurHandler,
  };
}
