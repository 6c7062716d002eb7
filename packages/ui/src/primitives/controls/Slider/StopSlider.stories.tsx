import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StopSlider } from './Slider';

// The stops of two of Cairn's questionnaire sliders, as examples.
const riskToleranceLabels = {
  MINIMAL: 'Minimal',
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  MAXIMUM: 'Maximum',
};
const activePassiveLabels = {
  ALL_PASSIVE: 'All passive',
  PASSIVE: 'Mostly passive',
  EQUAL: 'Equal',
  ACTIVE: 'Mostly active',
  ALL_ACTIVE: 'All active',
};
const riskStops = Object.entries(riskToleranceLabels).map(([value, label]) => ({ value, label }));
const QUESTION = 'How much risk are you willing to take for higher returns?';

const meta = {
  title: 'Primitives/Controls/StopSlider',
  component: StopSlider,
  args: { label: QUESTION, stops: riskStops, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StopSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartsAtTheMiddle: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: QUESTION });
    await expect(slider).toHaveAttribute('aria-valuetext', riskToleranceLabels.MEDIUM);
    await expect(slider).toHaveValue('2');
    for (const stop of riskStops) await expect(canvas.getAllByText(stop.label).length).toBeGreaterThan(0);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: QUESTION });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', riskToleranceLabels.HIGH);
    await expect(args.onChange).toHaveBeenLastCalledWith('HIGH');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', riskToleranceLabels.MAXIMUM);
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', riskToleranceLabels.MINIMAL);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('MINIMAL');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('LOW');
  },
};

export const SavedAnswer: Story = {
  args: { defaultValue: 'LOW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: QUESTION })).toHaveAttribute(
      'aria-valuetext',
      riskToleranceLabels.LOW,
    );
  },
};

export const ActivePassive: Story = {
  args: {
    label: 'Do you prefer passive index tracking or active management?',
    stops: Object.entries(activePassiveLabels).map(([value, label]) => ({ value, label })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', activePassiveLabels.EQUAL);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: QUESTION })).toBeDisabled();
  },
};
