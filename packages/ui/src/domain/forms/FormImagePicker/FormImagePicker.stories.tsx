import { ICON_IMAGE_FILE } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { defaultFilePickerMessages } from '../../FilePicker/messages';
import { FormImagePicker } from './FormImagePicker';

// A 1×1 PNG: the saved icon's URL, and the bytes of a chosen one.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SAVED = `data:image/png;base64,${PNG_BASE64}`;
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], 'icon.png', {
    type: 'image/png',
  });

const schema = z.object({ icon_image: z.unknown() });
const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormImagePicker',
  component: FormImagePicker,
  args: {
    name: 'icon_image',
    label: 'Icon Image',
    kind: ICON_IMAGE_FILE,
    current: SAVED,
    messages: { current: 'Current icon', chosen: 'New icon' },
  },
  render: (args) => (
    <StoryForm schema={schema} defaultValues={{ icon_image: args.current }} onSubmit={onSubmit}>
      <FormImagePicker {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

/** The saved icon shows; submitting unchanged keeps its URL as the value (a save sends it as null). */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Current icon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ icon_image: SAVED }));
  },
};

/**
 * On the field grid (issue 30): the label and the drop zone start on the same edge; the preview sits
 * inside the drop zone, at its start, and the zone's words start after it.
 */
export const PreviewOnTheGrid: Story = {
  play: async ({ canvas }) => {
    const preview = (await canvas.findByRole('img', { name: 'Current icon' })).getBoundingClientRect();
    const label = canvas.getByText('Icon Image', { exact: true }).getBoundingClientRect();
    const choose = canvas.getByRole('button', { name: /Choose file/ });
    const hint = canvas.getByText(defaultFilePickerMessages.dropHint);
    const zone = (hint.parentElement ?? hint).getBoundingClientRect();
    await expect(Math.abs(zone.left - label.left)).toBeLessThanOrEqual(1);
    await expect(preview.left).toBeGreaterThan(zone.left);
    await expect(preview.top).toBeGreaterThanOrEqual(zone.top);
    await expect(preview.bottom).toBeLessThanOrEqual(zone.bottom);
    await expect(choose.getBoundingClientRect().left).toBeGreaterThan(preview.right);
  },
};

/** A chosen image replaces the preview and the value; removing it brings the saved icon back. */
export const ChooseThenRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(await canvas.findByRole('img', { name: 'New icon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ icon_image: file }));
    await userEvent.click(
      canvas.getByRole('button', { name: `${defaultFilePickerMessages.remove} Icon Image` }),
    );
    await expect(await canvas.findByRole('img', { name: 'Current icon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ icon_image: SAVED }));
  },
};

/** Without a saved icon nothing is previewed until an image is chosen; a refused file says why. */
export const NoIconYet: Story = {
  args: { current: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
