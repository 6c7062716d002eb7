import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  composeRenderProps,
  Group,
  Input,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldSize,
  type FieldTexts,
  fieldSizeClass,
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
  /** The `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number field (react-aria `NumberField`): locale-aware parsing and formatting (`formatOptions`),
 * `minValue` / `maxValue` / `step`, Arrow Up/Down and the steppers. Its value is a JavaScript
 * number: for money and crypto quantities use `MoneyInput` / `QuantityInput`, which keep exact
 * decimal strings.
 *
 * Selectors: on the root `[data-invalid]`, `[data-disabled]`, `[data-readonly]`, `[data-required]`;
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
  inputRef,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        cx(styles.field, fieldSizeClass(size), className),
      )}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Group className={styles.inputBox}>
        {showSteppers && (
          <Button slot="decrement" className={styles.iconButton}>
            <Icon icon={Minus} className={styles.icon} />
          </Button>
        )}
        <Input
          className={styles.input}
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(inputRef === undefined ? {} : { ref: inputRef })}
        />
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
