import { ENCRYPTED_CSV_FILE, keysDecryptMessages, keysDecryptSchema } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { defaultFilePickerMessages } from '../../FilePicker/messages';
import { FormFilePicker } from './FormFilePicker';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormFilePicker',
  component: FormFilePicker,
  args: {
    name: 'csv_file',
    label: 'Encrypted CSV file',
    kind: ENCRYPTED_CSV_FILE,
  },
  render: (args) => (
    <StoryForm
      schema={keysDecryptSchema.pick({ csv_file: true })}
      defaultValues={{ csv_file: null }}
      onSubmit={onSubmit}
    >
      <FormFilePicker {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormFilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseButton = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: `${defaultFilePickerMessages.choose} Encrypted CSV file` });

/** Submitting without a file shows 'CSV file is required' and focuses the choose button. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(keysDecryptMessages.fileRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(chooseButton(canvas)));
  },
};

/** A chosen file is the value and clears the message; removing it empties the field again. */
export const ChooseAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(keysDecryptMessages.fileRequired)).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const file = new File(['iv,ciphertext'], 'withdrawals.csv.enc', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(canvas.queryByText(keysDecryptMessages.fileRequired)).toBeNull());
    await expect(canvas.getByText('withdrawals.csv.enc')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ csv_file: file }));
    await userEvent.click(
      canvas.getByRole('button', { name: `${defaultFilePickerMessages.remove} Encrypted CSV file` }),
    );
    await expect(await canvas.findByText(keysDecryptMessages.fileRequired)).toBeVisible();
  },
};
