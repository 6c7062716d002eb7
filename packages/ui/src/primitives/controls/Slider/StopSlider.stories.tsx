import {
  ACTIVE_PASSIVE_PREFERENCES,
  activePassiveLabels,
  RISK_TOLERANCES,
  riskToleranceLabels,
  sliderStartValue,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StopSlider } from './Slider';

const riskStops = RISK_TOLERANCES.map((value) => ({ value, label: riskToleranceLabels[value] }));
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
    const middle = sliderStartValue(riskStops);
    await expect(middle).toBe('MEDIUM');
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
    stops: ACTIVE_PASSIVE_PREFERENCES.map((value) => ({ value, label: activePassiveLabels[value] })),
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
