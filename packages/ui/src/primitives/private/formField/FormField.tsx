import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { FieldError, Label, type LabelProps, Text, type ValidationResult } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import * as styles from './formField.css';

export { cx } from '../../../utils/cx';

/** An error message: text, or text computed from RAC's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The texts every kit field takes, wired through RAC so screen readers get them. */
/** A field's width by its expected content: xs ≈ 120 px, sm ≈ 200 px, md ≈ 320 px, lg ≈ 560 px. */
export type FieldSize = 'xs' | 'sm' | 'md' | 'lg';

export interface FieldTexts {
  /** The visible label (RAC `Label`). */
  label?: string;
  /** Help under the field (RAC `Text slot="description"`, referenced by `aria-describedby`). */
  description?: ReactNode;
  /** Shown while the field is invalid (RAC `FieldError`): pass `isInvalid` or a `validate` rule. */
  errorMessage?: FieldErrorMessage;
}

export function FieldLabel({ className, ...props }: LabelProps) {
  return <Label {...props} className={cx(styles.label, className)} />;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: FieldErrorMessage | undefined }) {
  return <FieldError className={styles.errorText}>{children}</FieldError>;
}

/**
 * The bordered box around an input and its affixes; visual only (`role="presentation"`). A plain
 * element: its hover and focus looks come from CSS (`:hover`, `:has(:focus-visible)`), so a text field
 * carries no react-aria `Group` and its hover and focus-within hooks (issue 26's size budget).
 */
export function FieldBox({ className, ...props }: Omit<HTMLAttributes<HTMLDivElement>, 'role'>) {
  return <div role="presentation" {...props} className={cx(styles.inputBox, className)} />;
}

/**
 * A text value that is controlled when `value` is given, else kept here from `defaultValue`.
 * The setter reports every change through `onChange`.
 */
export function useTextValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): [string, (next: string) => void] {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const set = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}
