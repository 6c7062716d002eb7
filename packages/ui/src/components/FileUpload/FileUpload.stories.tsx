import { MAX_UPLOAD_BYTES, UPLOAD_SLOT_STATES, uploadMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Primitives/FileUpload',
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
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

export const AcceptsAPdf: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file ID card front' });
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    const pdf = fileOf('passport.pdf', 'application/pdf', 1024);
    await user.upload(fileInput(canvasElement), pdf);
    await expect(args.onFile).toHaveBeenCalledWith(pdf);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(choose).toBeEnabled();
  },
};

export const RejectsTenMegabytes: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('scan.png', 'image/png', 10 * 1024 * 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size must be smaller than 9MB');
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
    await expect(canvas.getByRole('alert')).toHaveTextContent(uploadMessages.fileSize);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const RejectsAGif: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), fileOf('photo.gif', 'image/gif', 2048));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File type must be a JPEG, PNG, or PDF');
    await expect(args.onFile).not.toHaveBeenCalled();
    // A valid file afterwards clears the message.
    await user.upload(fileInput(canvasElement), fileOf('photo.png', 'image/png', 2048));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onFile).toHaveBeenCalledTimes(1);
  },
};

export const CsvAllowed: Story = {
  args: { label: 'Encrypted keys', allowCsv: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInput(canvasElement).accept).toContain('.csv');
    await user.upload(fileInput(canvasElement), fileOf('keys.csv', 'text/csv', 100));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(canvasElement), fileOf('keys.gif', 'image/gif', 100));
    await expect(canvas.getByRole('alert')).toHaveTextContent(uploadMessages.fileTypeWithCsv);
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
