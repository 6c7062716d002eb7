import { normalizePhoneInput, PHONE_COUNTRY_PREFIX } from '@cairn/domain';
import { TextField, type TextFieldProps } from '../../primitives/controls/TextField/TextField';
import { useTextValue } from '../../primitives/private/formField/FormField';

export interface PhoneFieldProps
  extends Omit<
    TextFieldProps,
    'prefix' | 'type' | 'inputMode' | 'maxLength' | 'value' | 'defaultValue' | 'onChange'
  > {
  /** The 10 digits, without the country code (controlled). */
  value?: string;
  /** The starting digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits kept: non-digits dropped, at most 10. */
  onChange?: (digits: string) => void;
}

/**
 * A US mobile number (doc 1 §5): the fixed, read-only '+1' is drawn before the input and read with
 * its label ('Mobile Phone Number* +1'); typed or pasted text keeps its digits, at most 10
 * (`normalizePhoneInput`; no `maxLength`, which would cut a pasted '(555) 123-4567' before its
 * digits are kept). The value is the 10 digits: send it with `toApiPhone`.
 *
 * Selectors: those of `TextField`.
 */
export function PhoneField({ value, defaultValue, onChange, ...props }: PhoneFieldProps) {
  const [digits, setDigits] = useTextValue(
    value === undefined ? undefined : normalizePhoneInput(value),
    defaultValue === undefined ? undefined : normalizePhoneInput(defaultValue),
    onChange,
  );
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      type="tel"
      inputMode="numeric"
      prefix={PHONE_COUNTRY_PREFIX}
      value={digits}
      onChange={(typed) => {
        const next = normalizePhoneInput(typed);
        if (next !== digits) setDigits(next);
      }}
    />
  );
}
