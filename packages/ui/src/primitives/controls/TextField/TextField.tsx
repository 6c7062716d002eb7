import { type ReactNode, type RefCallback, useId } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import {
  FieldBox,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldSize,
  type FieldTexts,
} from '../../private/formField/FormField';
import * as styles from '../../private/formField/formField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'prefix'>, FieldTexts {
  /** Greyed text shown while the field is empty. */
  placeholder?: string;
  /**
   * Fixed text drawn before the input ('$', '+1'). It is read with the label: the input's name is
   * the label followed by the prefix.
   */
  prefix?: string;
  /**
   * Content after the input: a unit ('%', 'days') or a small button (show password). A unit given
   * as a string is read with the label, like the prefix: the input's name is the label then the unit.
   */
  suffix?: ReactNode;
  /** Width by expected content (a cap; the field still shrinks on a narrow screen). Fills its container when unset. */
  size?: FieldSize;
  /** Lines of a multi-line field (a `<textarea>`) for prose: a description, an objective. Single-line when unset. */
  rows?: number;
  /** The `<input>` (or `<textarea>`) element. */
  inputRef?: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * A text field (react-aria `TextField`), single-line or with `rows` a multi-line one, with label, description and error message.
 *
 * Selectors: on the root `[data-invalid]`, `[data-disabled]`, `[data-readonly]`, `[data-required]`,
 * `[data-size]` (the prop's value, when set);
 * on the input `[data-focused]`, `[data-focus-visible]`, `[data-hovered]`, `[data-invalid]`,
 * `[data-disabled]`; on the input box the plain CSS states `:has(:focus-visible)`, `:hover`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  prefix,
  suffix,
  size,
  rows,
  inputRef,
  ...props
}: TextFieldProps) {
  const prefixId = useId();
  const suffixId = useId();
  // With only an `aria-label`, a labelledby would replace it: the prefix then stays visual.
  const labelled = label !== undefined || props['aria-labelledby'] !== undefined;
  const unit = typeof suffix === 'string' ? suffix : undefined;
  const affixIds = cx(prefix === undefined ? undefined : prefixId, unit === undefined ? undefined : suffixId);
  const labelledBy =
    labelled && affixIds !== '' ? cx(props['aria-labelledby'], affixIds) : props['aria-labelledby'];
  const control = { className: styles.input, ...defined({ placeholder, ref: inputRef }) };
  return (
    <AriaTextField
      {...props}
      {...defined({ 'aria-labelledby': labelledBy })}
      className={composeRenderProps(props.className, (className) => cx(styles.field, className))}
      data-size={size}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <FieldBox>
        {prefix !== undefined && (
          <span id={prefixId} className={styles.affix}>
            {prefix}
          </span>
        )}
        {rows === undefined ? <Input {...control} /> : <TextArea {...control} rows={rows} />}
        {unit === undefined ? (
          suffix
        ) : (
          <span id={suffixId} className={styles.affix}>
            {unit}
          </span>
        )}
      </FieldBox>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
