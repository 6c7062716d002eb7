import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const WEIGHT_MAX_INPUT = 100;
const WEIGHT_MIN_INPUT = 0;
const WEIGHT_STEP = 1;

const meta = {
  title: 'Primitives/Controls/Slider',
  component: Slider,
  args: {
    label: 'Bitcoin',
    minValue: WEIGHT_MIN_INPUT,
    maxValue: WEIGHT_MAX_INPUT,
    step: WEIGHT_STEP,
    defaultValue: 25,
    formatOptions: { style: 'unit', unit: 'percent' },
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weight: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Bitcoin' });
    // A native range input: value, min and max are its own attributes.
    await expect(slider).toHaveValue('25');
    await expect(slider).toHaveAttribute('min', String(WEIGHT_MIN_INPUT));
    await expect(slider).toHaveAttribute('max', String(WEIGHT_MAX_INPUT));
    await expect(slider).toHaveAttribute('step', String(WEIGHT_STEP));
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    await expect(canvas.getByText('25%')).toBeVisible();
    // The thumb (around the input and its visually hidden wrapper) is 24 × 24 px, the project’s target size (issue 31).
    const thumb = slider.parentElement?.parentElement?.getBoundingClientRect();
    await expect([thumb?.width, thumb?.height]).toEqual([24, 24]);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Bitcoin' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(slider).toHaveValue('28');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveValue('27');
    await expect(args.onChange).toHaveBeenLastCalledWith(27);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue(String(WEIGHT_MAX_INPUT));
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue(String(WEIGHT_MIN_INPUT));
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { 'aria-label': 'Weight of Ethereum', showOutput: false, defaultValue: 60 },
  render: ({ label: _label, ...args }) => <Slider {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Weight of Ethereum' })).toHaveValue('60');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Bitcoin' })).toBeDisabled();
  },
};
