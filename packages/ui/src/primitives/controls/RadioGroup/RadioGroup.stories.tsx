import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Radio, RadioGroup } from './RadioGroup';
import { dot } from './RadioGroup.css';

const LABEL = 'How much investment experience do you have?';
// The answers of one of Cairn's questionnaire questions, as an example.
const label = { NONE: 'None', MINIMAL: 'Minimal', GOOD: 'Good', EXTENSIVE: 'Extensive' } as const;
const INVESTMENT_EXPERIENCE_LEVELS = ['NONE', 'MINIMAL', 'GOOD', 'EXTENSIVE'] as const;
const answerRequired = 'Please answer this question';

const meta = {
  title: 'Primitives/Controls/RadioGroup',
  component: RadioGroup,
  args: {
    label: LABEL,
    onChange: fn(),
    children: INVESTMENT_EXPERIENCE_LEVELS.map((level) => (
      <Radio key={level} value={level}>
        {label[level]}
      </Radio>
    )),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: LABEL })).toBeVisible();
    await userEvent.click(canvas.getByText(label.GOOD));
    await expect(canvas.getByRole('radio', { name: label.GOOD })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('GOOD');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: label.NONE })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: label.MINIMAL })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: label.EXTENSIVE })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('GOOD');
    // Tab leaves the group from the selected option.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: label.GOOD })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'MINIMAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: LABEL })).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
    await expect(canvas.getByRole('radio', { name: label.MINIMAL })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: answerRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(answerRequired)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: LABEL })).toHaveAccessibleDescription(answerRequired);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'NONE' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Forced colours (issue 31): the selected answer's dot differs from the others in more than a background. */
export const ForcedColors: Story = {
  args: { defaultValue: 'GOOD' },
  play: async ({ canvas }) => {
    const dotOf = (name: string) =>
      canvas.getByRole('radio', { name }).closest('label')?.querySelector(`.${dot}`);
    const selected = dotOf(label.GOOD);
    const other = dotOf(label.NONE);
    if (!selected || !other) throw new Error('no radio dot');
    await expectDrawnApartInForcedColors(selected, other);
  },
};

/** A label longer than its column wraps beside the dot, in a column of its own (issue 30). */
export const LongLabel: Story = {
  args: {
    children: [
      <Radio key="long" value="LONG">
        I have traded crypto-assets, options and other derivatives for more than five years
      </Radio>,
      <Radio key="short" value="SHORT">
        None
      </Radio>,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const label = canvas.getByRole('radio', { name: /more than five years/ }).closest('label');
    const text = label?.querySelector(`.${dot} + span`)?.getBoundingClientRect();
    const mark = label?.querySelector(`.${dot}`)?.getBoundingClientRect();
    if (!text || !mark) throw new Error('no radio parts');
    // Several lines, all of them right of the dot, the first beside it.
    await expect(text.height).toBeGreaterThan(40);
    await expect(text.left).toBeGreaterThan(mark.right);
    await expect(text.top).toBeLessThan(mark.bottom);
  },
};
