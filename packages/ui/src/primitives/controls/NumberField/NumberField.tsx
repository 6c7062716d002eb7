import { Minus, Plus } from 'lucide-react';
import { type Ref, useId } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  composeRenderProps,
  Group,
  Input,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { Icon } from '../../foundations/Icon/Icon';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldSize,
  type FieldTexts,
} from '../../private/formField/FormField';
import * as styles from '../../private/formField/formField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldTexts {
  /** Greyed text shown while the field is empty. */
  placeholder?: string;
  /**
   * Whether the − / + stepper buttons show (they stay out of the tab order; Arrow Up/Down step).
   * @default true
   */
  showSteppers?: boolean;
  /** Width by expected content (a cap; the field still shrinks on a narrow screen). Fills its container when unset. */
  size?: FieldSize;
  /** A unit drawn after the number ('%', 'days'), read with the label: the input's name is the label then the unit. */
  suffix?: string;
  /** The `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number field (react-aria `NumberField`): locale-aware parsing and formatting (`formatOptions`),
 * `minValue` / `maxValue` / `step`, Arrow Up/Down and the steppers. Its value is a JavaScript
 * number: for money and crypto quantities use `MoneyInput` / `QuantityInput`, which keep exact
 * decimal strings.
 *
 * Selectors: on the root `[data-invalid]`, `[data-disabled]`, `[data-readonly]`, `[data-required]`,
 * `[data-size]` (the prop's value, when set);
 * on the input box `[data-focus-within]`, `[data-hovered]`, `[data-invalid]`, `[data-disabled]`;
 * on the steppers `[data-hovered]`, `[data-pressed]`, `[data-disabled]`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  size,
  suffix,
  inputRef,
  ...props
}: NumberFieldProps) {
  const suffixId = useId();
  // With only an `aria-label`, a labelledby would replace it: the unit then stays visual.
  const announceUnit =
    suffix !== undefined && (label !== undefined || props['aria-labelledby'] !== undefined);
  const labelledBy = announceUnit ? cx(props['aria-labelledby'], suffixId) : props['aria-labelledby'];
  return (
    <AriaNumberField
      {...props}
      {...defined({ 'aria-labelledby': labelledBy })}
      className={composeRenderProps(props.className, (className) => cx(styles.field, className))}
      data-size={size}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Group className={styles.inputBox}>
        {showSteppers && (
          <Button slot="decrement" className={styles.iconButton}>
            <Icon icon={Minus} className={styles.icon} />
          </Button>
        )}
        <Input className={styles.input} {...defined({ placeholder })} {...defined({ ref: inputRef })} />
        {suffix !== undefined && (
          <span id={suffixId} className={styles.affix}>
            {suffix}
          </span>
        )}
        {showSteppers && (
          <Button slot="increment" className={styles.iconButton}>
            <Icon icon={Plus} className={styles.icon} />
          </Button>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}
