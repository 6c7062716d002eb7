import { FormRadioGroup, Radio } from '@cairn/ui';

/** A Yes / No question held as a boolean in the form (the wallet questions of doc 2 §5). */
export function YesNoField({
  name,
  label,
  yes,
  no,
}: {
  name: string;
  label: string;
  yes: string;
  no: string;
}) {
  return (
    <FormRadioGroup
      name={name}
      label={label}
      orientation="horizontal"
      toValue={(id) => id === 'yes'}
      toId={(value) => (value === true ? 'yes' : value === false ? 'no' : null)}
    >
      <Radio value="yes">{yes}</Radio>
      <Radio value="no">{no}</Radio>
    </FormRadioGroup>
  );
}
