import type { ReactNode } from 'react';
import { composeRenderProps, SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { FieldDescription, type FieldErrorMessage, FieldErrorText } from '../../private/formField/FormField';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label, beside the track; clicking it toggles. */
  children: ReactNode;
  /** Help under the label (`aria-describedby`). */
  description?: ReactNode;
  /** Shown while invalid. */
  errorMessage?: FieldErrorMessage;
}

/**
 * An on/off switch taking effect at once, e.g. tax-loss harvesting (react-aria `SwitchField` +
 * `SwitchButton`, role `switch`). Space toggles.
 *
 * Selectors: on the label `[data-selected]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]`, `[data-readonly]`.
 */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(props.className, (className) => cx(styles.switchField, className))}
    >
      <SwitchButton className={styles.switchLabel}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {/* The description and error start on the switch's own edge, the text edge of the card or
          form around it (issue 30: indented under the label, the hint read as a stray column). */}
      <div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    </SwitchField>
  );
}
