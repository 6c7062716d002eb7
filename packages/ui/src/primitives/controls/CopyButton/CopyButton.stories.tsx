import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/Controls/CopyButton',
  component: CopyButton,
  args: { value: 'K7PQ2MZX', what: 'access code', onCopy: fn() },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy access code' });
    await expect(button).toHaveTextContent('Copy');
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('K7PQ2MZX');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-copied');
    await expect(button).toHaveTextContent('Copied');
    await expect(button).toHaveAccessibleName('Copied access code');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** The copied state reads 'Copy' again after `resetMs`. */
export const Resets: Story = {
  args: { resetMs: 300 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy access code' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Copied');
    await waitFor(() => expect(button).toHaveTextContent('Copy'));
    await expect(button).not.toHaveAttribute('data-copied');
  },
};

export const Keyboard: Story = {
  args: { value: 'a2V5LWJhc2U2NA==', what: 'key' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('a2V5LWJhc2U2NA==');
    await userEvent.keyboard(' ');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(2);
  },
};

/** The browser refuses the clipboard: the failure is shown and announced. */
export const Refused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy access code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Could not copy: select the text and copy it instead.',
    );
    await expect(canvas.getByText('Could not copy: select the text and copy it instead.')).toBeVisible();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** `messages` replaces some words; the others stay the kit's English defaults. */
export const OwnWords: Story = {
  args: { messages: { copy: 'Copy code' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy code access code' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Copied');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy access code' })).toBeDisabled();
  },
};

const LONG_KEY = 'gAAAAABnQ2V5LWJhc2U2NC1hLWxvbmctZmVybmV0LWtleS10aGF0LW11c3Qtd3JhcC1ub3QtY2xpcA==';

/**
 * The copyable value (issue 30): a read-only `TextField` with `rows={1}` and a `CopyButton` as its
 * suffix. The value is in the code face and wraps instead of clipping; Copy stays attached at the
 * box's end, beside the value, not beside the hint.
 */
export const InAReadOnlyField: Story = {
  args: { value: LONG_KEY, what: 'generated key' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TextField
        label="Generated key"
        description="The key is shown once: copy it now."
        value={args.value}
        isReadOnly
        rows={1}
        suffix={<CopyButton {...args} />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByRole('textbox', { name: 'Generated key' });
    await expect(value).toHaveValue(LONG_KEY);
    await expect(value).toHaveAttribute('readonly');
    // Never clipped: no hidden overflow either way, so the box grew to more than one line.
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(value.scrollHeight).toBeLessThanOrEqual(value.clientHeight + 1);
    const label = canvas.getByText('Generated key');
    await expect(getComputedStyle(value).fontFamily).not.toBe(getComputedStyle(label).fontFamily);
    // Copy is attached to the value: inside the field's box, on the value's right.
    const button = canvas.getByRole('button', { name: 'Copy generated key' });
    const box = value.parentElement as HTMLElement;
    await expect(box.contains(button)).toBe(true);
    await expect(button.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      value.getBoundingClientRect().right,
    );
    // A segment of the box: as tall as the box inside its border, ending on its edge.
    const edge = box.getBoundingClientRect();
    const segment = button.getBoundingClientRect();
    await expect(Math.abs(segment.height - (edge.height - 2))).toBeLessThanOrEqual(1);
    await expect(Math.abs(segment.right - (edge.right - 1))).toBeLessThanOrEqual(1);
    // No read-only lock beside Copy.
    await expect(getComputedStyle(box, '::after').content).toBe('none');
    // Lines of whole groups of four characters: the value's width is a multiple of 4 of its characters.
    const probe = document.createElement('span');
    probe.textContent = '0000';
    probe.style.font = getComputedStyle(value).font;
    document.body.append(probe);
    const group = probe.getBoundingClientRect().width;
    probe.remove();
    const groups = value.getBoundingClientRect().width / group;
    await expect(Math.abs(groups - Math.round(groups))).toBeLessThan(0.01);
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(LONG_KEY);
  },
};
