import { MASK_CHARACTER, taxNumberMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import { MASKED_FIELD_EDIT_LABEL, MaskedField, maskedFieldKinds } from './MaskedField';

const meta = {
  title: 'Domain/MaskedField',
  component: MaskedField,
  args: { label: 'SSN', placeholder: 'XXX-XX-XXXX', onChange: fn(), onEdit: fn() },
  argTypes: { kind: { control: 'select', options: maskedFieldKinds } },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No raw digit group of the saved number anywhere in the page: text, attributes or input values. */
function expectNoRawNumber(root: HTMLElement, digits: string) {
  const html = root.innerHTML.replaceAll('-', '');
  expect(html).not.toContain(digits.slice(0, 5));
  for (const input of root.querySelectorAll('input'))
    expect(input.value.replaceAll('-', '')).not.toContain(digits.slice(0, 5));
}

export const TypingSsn: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SSN' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('123-45');
    await userEvent.type(input, 'x6789 0');
    await expect(input).toHaveValue('123-45-6789');
    await expect(args.onChange).toHaveBeenLastCalledWith('123-45-6789');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('123-45');
  },
};

export const PasteFormattedSsn: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SSN' });
    await userEvent.click(input);
    await userEvent.paste('123-45-6789');
    await expect(input).toHaveValue('123-45-6789');
    await userEvent.clear(input);
    await userEvent.paste(' 123 45 6789 ');
    await expect(input).toHaveValue('123-45-6789');
    await expect(args.onChange).toHaveBeenLastCalledWith('123-45-6789');
  },
};

export const TaxId: Story = {
  args: { kind: 'taxId', label: 'Tax ID', placeholder: 'XX-XXXXXXX' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('12-3456789');
  },
};

export const Saved: Story = {
  args: { isSaved: true, defaultValue: '123456789' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'SSN' });
    await expect(input).toHaveValue(`${MASK_CHARACTER.repeat(3)}-${MASK_CHARACTER.repeat(2)}-6789`);
    await expect(input).toHaveAttribute('readonly');
    expectNoRawNumber(canvasElement, '123456789');

    const edit = canvas.getByRole('button', { name: `${MASKED_FIELD_EDIT_LABEL} SSN` });
    await userEvent.tab();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    const editable = canvas.getByRole('textbox', { name: 'SSN' });
    await expect(editable).toHaveValue('');
    await expect(editable).not.toHaveAttribute('readonly');
    await expect(editable).toHaveFocus();
  },
};

export const SavedTaxId: Story = {
  args: { kind: 'taxId', label: 'Tax ID', isSaved: true, defaultValue: '12-3456789' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tax ID' })).toHaveValue(
      `${MASK_CHARACTER.repeat(2)}-${MASK_CHARACTER.repeat(3)}6789`,
    );
    expectNoRawNumber(canvasElement, '123456789');
  },
};

/** A form that saves the number: once saved only the masked text remains in the page. */
export const MaskingAfterSave: Story = {
  render: function Render(args) {
    const [ssn, setSsn] = useState('');
    const [saved, setSaved] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <MaskedField
          {...args}
          value={ssn}
          onChange={(next) => {
            setSsn(next);
            setSaved(false);
          }}
          isSaved={saved}
        />
        <Button onPress={() => setSaved(true)}>Save</Button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'SSN' }), '987654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'SSN' })).toHaveValue(
      `${MASK_CHARACTER.repeat(3)}-${MASK_CHARACTER.repeat(2)}-4321`,
    );
    expectNoRawNumber(canvasElement, '987654321');
    await userEvent.click(canvas.getByRole('button', { name: `${MASKED_FIELD_EDIT_LABEL} SSN` }));
    await expect(canvas.getByRole('textbox', { name: 'SSN' })).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123-45', isInvalid: true, errorMessage: taxNumberMessages.ssnDigits },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SSN' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(taxNumberMessages.ssnDigits);
    await expect(canvas.getByText(taxNumberMessages.ssnDigits)).toBeVisible();
  },
};

export const InvalidTaxId: Story = {
  args: {
    kind: 'taxId',
    label: 'Tax ID',
    defaultValue: '12-34',
    isInvalid: true,
    errorMessage: taxNumberMessages.taxIdDigits,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tax ID' })).toHaveAccessibleDescription(
      taxNumberMessages.taxIdDigits,
    );
  },
};

export const Disabled: Story = {
  args: { isSaved: true, defaultValue: '123456789', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `${MASKED_FIELD_EDIT_LABEL} SSN` })).toBeDisabled();
  },
};
