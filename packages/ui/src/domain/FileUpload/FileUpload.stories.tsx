import { MAX_UPLOAD_BYTES, UPLOAD_SLOT_STATES, uploadMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload } from './FileUpload';
import { defaultFileUploadMessages } from './messages';

const meta = {
  title: 'Domain/FileUpload',
  component: FileUpload,
  args: { label: 'ID card front', onFile: fn() },
  argTypes: { state: { control: 'select', options: UPLOAD_SLOT_STATES } },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

// The file input's `accept` would filter these out before the component sees them, as a browser
// dialog set to "All files" would not: check the component's own validation.
const user = userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
/** The first bytes of each kind of file: the content check reads them. */
const SIGNATURES: Record<string, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'text/csv': [0x61, 0x2c, 0x62, 0x0a, 0x31, 0x2c, 0x32, 0x0a],
};
/** A file of `size` bytes that starts like a real file of its type (or with `head`); CSV is all text. */
const fileOf = (name: string, type: string, size: number, head = SIGNATURES[type] ?? []) => {
  const bytes = new Uint8Array(size).fill(type === 'text/csv' ? 0x0a : 0);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};
// A Windows executable starts with 'MZ' and its DOS header.
const EXECUTABLE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff];

export const AcceptsAPdf: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file ID card front' });
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    const pdf = fileOf('passport.pdf', 'application/pdf', 1024);
    await user.upload(fileInput(canvasElement), pdf);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(pdf));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(choose).toBeEnabled();
  },
};

export const RejectsTenMegabytes: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('scan.png', 'image/png', 10 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File size must be smaller than 9MB');
    await expect(
      canvas.getByRole('button', { name: 'Choose file ID card front' }),
    ).toHaveAccessibleDescription('File size must be smaller than 9MB');
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const RejectsExactlyNineMegabytes: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('scan.jpg', 'image/jpeg', MAX_UPLOAD_BYTES));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.fileSize);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const RejectsAGif: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('photo.gif', 'image/gif', 2048));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File type must be a JPEG, PNG, or PDF');
    await expect(args.onFile).not.toHaveBeenCalled();
    // A valid file afterwards clears the message.
    await user.upload(fileInput(canvasElement), fileOf('photo.png', 'image/png', 2048));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An executable renamed `.png` (its bytes start with 'MZ'): refused by its content, never sent. */
export const RejectsAnExecutableNamedPng: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('evil.png', 'image/png', 4096, EXECUTABLE));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.fileContent);
    await expect(canvas.getByRole('alert')).toHaveTextContent('File content is not a JPEG, PNG, or PDF');
    await expect(
      canvas.getByRole('button', { name: 'Choose file ID card front' }),
    ).toHaveAccessibleDescription(uploadMessages.fileContent);
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.queryByText(/Uploaded/)).not.toBeInTheDocument();
  },
};

/** An empty file is refused with its own message, never sent. */
export const RejectsAnEmptyFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), new File([], 'scan.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.fileEmpty);
    await expect(canvas.getByRole('alert')).toHaveTextContent('File is empty');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const CsvAllowed: Story = {
  args: { label: 'Encrypted keys', allowCsv: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInput(canvasElement).accept).toContain('.csv');
    await user.upload(fileInput(canvasElement), fileOf('keys.csv', 'text/csv', 100));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await user.upload(fileInput(canvasElement), fileOf('keys.gif', 'image/gif', 100));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.fileTypeWithCsv);
    await user.upload(fileInput(canvasElement), fileOf('keys.csv', 'text/csv', 100, EXECUTABLE));
    await expect(await canvas.findByText(uploadMessages.fileContentWithCsv)).toBeInTheDocument();
    await expect(args.onFile).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: 'LOADING', progress: 45, fileName: 'passport.pdf' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.queryByRole('button', { name: /Choose file/ })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { state: 'PENDING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Success: Story = {
  args: { state: 'SUCCESS', fileName: 'passport.pdf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploaded: passport.pdf')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Replace file ID card front' })).toBeEnabled();
  },
};

/** A name with folders in it is shown as its base name only. */
export const SafeFileName: Story = {
  args: { state: 'SUCCESS', fileName: '../../../../etc/passwd.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploaded: passwd.png')).toBeInTheDocument();
    await expect(canvas.queryByText(/etc/)).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { state: 'FAILURE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(uploadMessages.failed);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload not successful. Please try again.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file ID card front' })).toBeDisabled();
  },
};

export const KeyboardChoose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file ID card front' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
  },
};

/** Words are overridden through `messages`, key by key; the rest keep the kit's defaults. */
export const Messages: Story = {
  args: {
    state: 'SUCCESS',
    fileName: 'passport.pdf',
    messages: { uploaded: 'Received', replace: 'Upload another' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Received: passport.pdf')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload another ID card front' })).toBeEnabled();
    await expect(canvas.getByText(defaultFileUploadMessages.accepted)).toBeVisible();
  },
};
