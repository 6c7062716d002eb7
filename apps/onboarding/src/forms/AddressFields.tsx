import { US_STATES } from '@cairn/domain';
import { Select, TextField } from '@cairn/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import * as layout from '../layout.css';
import { personalInformationTexts as texts } from '../texts';
import { fieldErrorProps } from './fieldProps';

/** The address fields shared by the personal and institution forms (the domain's `addressShape`). */
interface AddressValues extends FieldValues {
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

const STATE_OPTIONS = US_STATES.map((state) => ({ id: state.code, label: state.name }));

export function AddressFields<T extends AddressValues>({ control }: { control: Control<T> }) {
  const text = (
    name: 'addressLine1' | 'addressLine2' | 'city' | 'zip',
    label: string,
    autoComplete: string,
  ) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          autoComplete={autoComplete}
          {...(name === 'zip' ? { inputMode: 'numeric' as const, maxLength: 5 } : {})}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...fieldErrorProps(fieldState)}
        />
      )}
    />
  );
  return (
    <>
      {text('addressLine1', texts.addressLine1, 'address-line1')}
      {text('addressLine2', texts.addressLine2, 'address-line2')}
      <div className={layout.row}>
        {text('city', texts.city, 'address-level2')}
        <Controller
          control={control}
          name={'state' as Path<T>}
          render={({ field, fieldState }) => (
            <Select
              label={texts.state}
              placeholder={texts.statePlaceholder}
              options={STATE_OPTIONS}
              value={(field.value as string | undefined) || null}
              onChange={(key) => field.onChange(key === null ? '' : String(key))}
              onBlur={field.onBlur}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        {text('zip', texts.zip, 'postal-code')}
      </div>
    </>
  );
}
