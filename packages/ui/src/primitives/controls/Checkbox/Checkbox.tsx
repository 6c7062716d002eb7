import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { FieldDescription, type FieldErrorMessage, FieldErrorText } from '../../private/formField/FormField';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, beside the box; clicking it toggles. */
  children: ReactNode;
  /** Help under the label (`aria-describedby`). */
  description?: ReactNode;
  /** Shown while invalid (pass `isInvalid`, or `isRequired` in a form), e.g. 'You must accept the Terms of Use to continue'. */
  errorMessage?: FieldErrorMessage;
}

/**
 * A checkbox with its label, description and error (react-aria `CheckboxField` + `CheckboxButton`).
 * Space toggles.
 *
 * Selectors: on the root `[data-selected]`, `[data-invalid]`, `[data-disabled]`, `[data-required]`;
 * on the label `[data-selected]`, `[data-indeterminate]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-invalid]`, `[data-disabled]`.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(props.className, (className) => cx(styles.checkboxField, className))}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isIndeterminate }) => (
          <>
            <span className={styles.box}>
              <Icon icon={isIndeterminate ? Minus : Check} className={styles.mark} />
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <div className={styles.below}>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    </CheckboxField>
  );
}
