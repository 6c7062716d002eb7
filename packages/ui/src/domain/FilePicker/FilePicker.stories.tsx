import { adminUploadMessages, ENCRYPTED_CSV_FILE, uploadMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePicker, type FilePickerProps } from './FilePicker';
import { defaultFilePickerMessages } from './messages';

/** Holds the chosen file like a form would. */
function Controlled(props: FilePickerProps) {
  const [name, setName] = useState<string | null>(props.fileName);
  return (
    <div style={{ width: '26rem' }}>
      <FilePicker
        {...props}
        fileName={name}
        onChange={(file) => {
          setName(file?.name ?? null);
          props.onChange(file);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/FilePicker',
  component: FilePicker,
  args: {
    label: 'Encrypted CSV file',
    kind: ENCRYPTED_CSV_FILE,
    fileName: null,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file Encrypted CSV file' });
    await expect(choose).toHaveAccessibleDescription(ENCRYPTED_CSV_FILE.description);
    await expect(canvas.queryByRole('button', { name: /^Remove file/ })).toBeNull();
    // The file dialog offers what the domain's kind of file accepts.
    await expect(fileInput(canvasElement).accept).toBe(ENCRYPTED_CSV_FILE.accept.join(','));
    const file = new File(['ZW5jcnlwdGVk\n'], 'crypto-withdrawals.csv.enc', { type: '' });
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
    await expect(canvas.getByText('crypto-withdrawals.csv.enc')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace file Encrypted CSV file' })).toBeVisible();
  },
};

/** A refused file shows the caller's message and is not taken. */
export const Refused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(adminUploadMessages.encryptedFileType);
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveAccessibleDescription(
      `${ENCRYPTED_CSV_FILE.description} ${adminUploadMessages.encryptedFileType}`,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The validator sees the first bytes: an executable renamed `.csv.enc`, or an empty file, is refused. */
export const RefusedByContent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    await userEvent.upload(fileInput(canvasElement), new File([executable], 'evil.csv.enc', { type: '' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      adminUploadMessages.encryptedFileContent,
    );
    await userEvent.upload(fileInput(canvasElement), new File([], 'empty.csv.enc', { type: '' }));
    await expect(await canvas.findByText(uploadMessages.fileEmpty)).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^Remove file/ })).toBeNull();
  },
};

/** The caller's own description, offer and check win over the kind's. */
export const OwnProps: Story = {
  args: {
    description: 'A plain CSV file',
    acceptedFileTypes: ['.csv'],
    validate: (file) => (file.name.endsWith('.csv') ? null : 'Only a .csv file'),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file Encrypted CSV file' });
    await expect(choose).toHaveAccessibleDescription('A plain CSV file');
    await expect(fileInput(canvasElement).accept).toBe('.csv');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['ZW5j'], 'withdrawals.csv.enc', { type: '' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only a .csv file');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A chosen name with folders in it is shown as its base name only. */
export const SafeFileName: Story = {
  args: { fileName: '../../../../etc/passwd.csv.enc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('passwd.csv.enc')).toBeVisible();
    await expect(canvas.queryByText(/etc/)).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { fileName: 'withdrawals.csv.enc' },
  play: async ({ args, canvas }) => {
    // The drop zone takes focus first (to paste a file), then the replace button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Replace file/ })).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove file Encrypted CSV file' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('button', { name: /^Remove file/ })).toBeNull();
  },
};

/** An error from the form, e.g. when the file is required. */
export const Invalid: Story = {
  args: { errorMessage: 'CSV file is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('CSV file is required');
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveAccessibleDescription(
      `${ENCRYPTED_CSV_FILE.description} CSV file is required`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, fileName: 'withdrawals.csv.enc' },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByText('withdrawals.csv.enc').parentElement ?? document.body);
    await expect(buttons.getByRole('button', { name: /Remove file/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Replace file/ })).toBeDisabled();
  },
};

/** Words are overridden through `messages`, key by key; the rest keep the kit's defaults. */
export const Messages: Story = {
  args: {
    fileName: 'withdrawals.csv.enc',
    messages: { replace: 'Choose another file', remove: 'Discard' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Choose another file Encrypted CSV file' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard Encrypted CSV file' })).toBeVisible();
    await expect(canvas.getByText(defaultFilePickerMessages.dropHint)).toBeVisible();
  },
};
