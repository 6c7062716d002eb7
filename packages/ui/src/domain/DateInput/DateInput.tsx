import { normalizeDateInput } from '@cairn/domain';
import { TextField, type TextFieldProps } from '../../primitives/controls/TextField/TextField';
import { useTextValue } from '../../primitives/private/formField/FormField';

/** The date input's format, also its placeholder. */
export const DATE_INPUT_PLACEHOLDER = 'MM/DD/YYYY';

export interface DateInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'prefix'> {
  /** The text, 'MM/DD/YYYY' once complete (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the normalised text: digits only, at most 8, slashes inserted ('12/31/2023'). */
  onChange?: (value: string) => void;
}

/**
 * A typed date, MM/DD/YYYY (doc 2 §5 "Cost basis entry", the purchase date): non-digits are
 * stripped, at most 8 digits are kept and the slashes are inserted as the digits come
 * (`normalizeDateInput`). Parse the complete text with `parsePurchaseDate`.
 *
 * Selectors: those of `TextField`.
 */
export function DateInput({
  value,
  defaultValue,
  onChange,
  placeholder = DATE_INPUT_PLACEHOLDER,
  ...props
}: DateInputProps) {
  const [text, setText] = useTextValue(
    value === undefined ? undefined : normalizeDateInput(value),
    defaultValue === undefined ? undefined : normalizeDateInput(defaultValue),
    onChange,
  );
  return (
    <TextField
      autoComplete="off"
      {...props}
      placeholder={placeholder}
      inputMode="numeric"
      value={text}
      onChange={(typed) => {
        const next = normalizeDateInput(typed);
        if (next !== text) setText(next);
      }}
    />
  );
}
