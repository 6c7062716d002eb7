import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Switch } from './Switch';
import { track } from './Switch.css';

const NAME = 'Tax-loss harvesting';

const meta = {
  title: 'Primitives/Controls/Switch',
  component: Switch,
  args: { children: NAME, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText(NAME));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultSelected: true, description: 'Sells losing lots to offset gains.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Sells losing lots to offset gains.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText(NAME), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Forced colours (issue 31): an on switch's track differs from an off one's in more than a background. */
export const ForcedColors: Story = {
  render: (args) => (
    <>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args}>Off</Switch>
    </>
  ),
  play: async ({ canvas }) => {
    const trackOf = (name: string) =>
      canvas.getByRole('switch', { name }).closest('label')?.querySelector(`.${track}`);
    const on = trackOf('On');
    const off = trackOf('Off');
    if (!on || !off) throw new Error('no track');
    await expectDrawnApartInForcedColors(on, off);
  },
};
