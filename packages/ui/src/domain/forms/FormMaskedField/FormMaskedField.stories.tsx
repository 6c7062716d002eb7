import { ssnSchema, taxIdSchema, taxNumberMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { MASKED_FIELD_EDIT_LABEL } from '../../MaskedField/MaskedField';
import { FormMaskedField, type FormMaskedFieldProps } from './FormMaskedField';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormMaskedField',
  component: FormMaskedField,
  args: { name: 'ssn', kind: 'ssn', label: 'Social Security Number' },
  render: (args) => (
    <StoryForm schema={z.object({ ssn: ssnSchema })} defaultValues={{ ssn: '' }} onSubmit={onSubmit}>
      <FormMaskedField {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormMaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows 'SSN is required' and focuses the number. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(taxNumberMessages.ssnRequired)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Social Security Number' })),
    );
  },
};

/** The tax id formats dd-ddddddd; too few digits are refused, nine are submitted with the dash. */
export const TaxId: Story = {
  args: { name: 'taxId', kind: 'taxId', label: 'Tax ID or FEIN' },
  render: (args) => (
    <StoryForm schema={z.object({ taxId: taxIdSchema })} defaultValues={{ taxId: '' }} onSubmit={onSubmit}>
      <FormMaskedField {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    const taxId = canvas.getByRole('textbox', { name: 'Tax ID or FEIN' });
    await userEvent.type(taxId, '1234');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(taxNumberMessages.taxIdDigits)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(taxId));
    await userEvent.type(taxId, '56789');
    await expect(taxId).toHaveValue('12-3456789');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ taxId: '12-3456789' }));
  },
};

function SavedSsn(props: FormMaskedFieldProps) {
  const [saved, setSaved] = useState(true);
  return (
    <StoryForm schema={z.object({ ssn: ssnSchema })} defaultValues={{ ssn: '000006789' }} onSubmit={onSubmit}>
      <FormMaskedField {...props} isSaved={saved} onEdit={() => setSaved(false)} />
    </StoryForm>
  );
}

/** A saved number shows masked; Edit empties the form's value, so submitting asks for it again. */
export const SavedThenEdited: Story = {
  render: (args) => <SavedSsn {...args} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Social Security Number' });
    await expect(field).toHaveValue('•••-••-6789');
    await userEvent.click(
      canvas.getByRole('button', { name: `${MASKED_FIELD_EDIT_LABEL} Social Security Number` }),
    );
    const editing = canvas.getByRole('textbox', { name: 'Social Security Number' });
    await waitFor(() => expect(editing).toHaveFocus());
    await expect(editing).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(taxNumberMessages.ssnRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(editing));
  },
};
