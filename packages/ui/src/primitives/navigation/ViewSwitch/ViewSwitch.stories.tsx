import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { ViewSwitch } from './ViewSwitch';

const meta = {
  title: 'Primitives/Navigation/ViewSwitch',
  component: ViewSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof ViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListByDefault: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Card view' }));
    await expect(canvas.getByRole('radio', { name: 'Card view' })).toHaveAttribute('data-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('card');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveFocus();
    // An arrow moves to the other layout and chooses it, as in an APG radio group (issue 31).
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Card view' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Card view' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('card');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('list');
    // Tab leaves the group without choosing anything else.
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const ControlledCard: Story = {
  args: { value: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Card view' })).toHaveAttribute('aria-checked', 'true');
    // Tab enters the group on the chosen layout, not on the first button.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card view' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeDisabled();
  },
};

/** Forced colours (issue 31): the selected view differs from the other in more than a background. */
export const ForcedColors: Story = {
  play: async ({ canvas }) => {
    await expectDrawnApartInForcedColors(
      canvas.getByRole('radio', { name: 'List view' }),
      canvas.getByRole('radio', { name: 'Card view' }),
    );
  },
};
