import { US_STATES, ZIP_DIGITS } from '@cairn/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { SelectOption } from '../../primitives/controls/Select/Select';
import { FormSelect } from '../../primitives/forms/FormSelect/FormSelect';
import { FormTextField } from '../../primitives/forms/FormTextField/FormTextField';
import { FieldRow } from '../../primitives/layout/FieldRow/FieldRow';
import { Stack } from '../../primitives/layout/Stack/Stack';
import type { Space } from '../../theme/shared';
import { defined } from '../../utils/defined';
import { type AddressFieldsMessages, defaultAddressFieldsMessages } from './messages';

/** The form fields the address is bound to, by part. */
export interface AddressFieldNames<V extends FieldValues> {
  readonly addressLine1: FieldPath<V>;
  readonly addressLine2: FieldPath<V>;
  readonly city: FieldPath<V>;
  readonly state: FieldPath<V>;
  readonly zip: FieldPath<V>;
}

/** The state list of doc 1 §1 (DC included, NY excluded) as select options. */
const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({
  id: state.code,
  label: state.name,
}));

export interface AddressFieldsProps<V extends FieldValues = FieldValues> {
  /**
   * The form's fields of each part.
   * @default addressLine1, addressLine2, city, state, zip (the domain's `addressShape`)
   */
  names?: Partial<AddressFieldNames<V>>;
  /** The `useForm` control; omitted, the enclosing `Form`'s. */
  control?: Control<V>;
  /** Replaces some of the fields' labels and the state's placeholder. @default { addressLine1: 'Address Line 1*', addressLine2: 'Address Line 2', city: 'City*', state: 'State*', statePlaceholder: 'Select a state', zip: 'Zip Code*' } */
  messages?: Partial<AddressFieldsMessages>;
  /** The states offered. @default the domain's US_STATES (DC included, NY excluded) */
  states?: readonly SelectOption[];
  /** The gap between the rows, from the space scale. @default '24' */
  space?: Space;
  isDisabled?: boolean;
}

/**
 * A US address bound to a react-hook-form form (DESIGN.md "Forms"): line 1, line 2, then City,
 * State and Zip side by side (stacked on narrow screens), each with its browser autofill token.
 * The fields register in that order, so a failed submit focuses the first invalid one as the page
 * shows them, the state's button included. Validate with the domain's `addressShape`.
 */
export function AddressFields<V extends FieldValues = FieldValues>({
  names,
  control,
  messages,
  states = US_STATE_OPTIONS,
  space = '24',
  isDisabled,
}: AddressFieldsProps<V>) {
  const t = { ...defaultAddressFieldsMessages, ...messages };
  const name = (part: keyof AddressFieldNames<V>) => (names?.[part] ?? part) as FieldPath<V>;
  const bound = {
    ...defined({ control }),
    ...defined({ isDisabled }),
  };
  return (
    <Stack space={space}>
      <FormTextField<V>
        {...bound}
        name={name('addressLine1')}
        label={t.addressLine1}
        autoComplete="address-line1"
      />
      <FormTextField<V>
        {...bound}
        name={name('addressLine2')}
        label={t.addressLine2}
        autoComplete="address-line2"
      />
      <FieldRow widths={['2/5', '2/5', '1/5']}>
        <FormTextField<V> {...bound} name={name('city')} label={t.city} autoComplete="address-level2" />
        <FormSelect<V>
          {...bound}
          name={name('state')}
          label={t.state}
          placeholder={t.statePlaceholder}
          options={states}
        />
        <FormTextField<V>
          {...bound}
          name={name('zip')}
          label={t.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ZIP_DIGITS}
        />
      </FieldRow>
    </Stack>
  );
}
