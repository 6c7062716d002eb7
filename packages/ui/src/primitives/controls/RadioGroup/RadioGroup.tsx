import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldTexts,
} from '../../private/formField/FormField';
import * as fieldStyles from '../../private/formField/formField.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTexts {
  /** The `Radio` options (or `ChoiceCards` cards). */
  children: ReactNode;
  /** Class of the element around the options. */
  optionsClassName?: string;
  /**
   * The group's focusable radio: the checked one, else the first enabled one (where Tab enters the
   * group), so a form can focus the group when it is invalid.
   */
  inputRef?: Ref<HTMLInputElement | null>;
}

/**
 * A set of mutually exclusive options (react-aria `RadioGroup`, role `radiogroup`). Tab enters
 * the group on the selected option, arrows move and select.
 *
 * Selectors: on the root `[data-orientation="vertical | horizontal"]`, `[data-invalid]`,
 * `[data-disabled]`, `[data-required]`, `[data-readonly]`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  optionsClassName,
  inputRef,
  ...props
}: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  // Found again on every render: which radio is checked changes with the value.
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(inputRef, () => {
    const radios = Array.from(groupRef.current?.querySelectorAll('input[type="radio"]') ?? []).filter(
      (radio) => radio instanceof HTMLInputElement,
    );
    return radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled) ?? null;
  });
  return (
    <AriaRadioGroup
      {...props}
      ref={groupRef}
      className={composeRenderProps(props.className, (className) => cx(fieldStyles.field, className))}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <div className={cx(styles.options, optionsClassName)}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The option's label. */
  children: ReactNode;
}

/**
 * One option of a `RadioGroup` (react-aria `Radio`).
 *
 * Selectors: `[data-selected]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`,
 * `[data-invalid]`, `[data-disabled]`.
 */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(props.className, (className) => cx(styles.radio, className))}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}
