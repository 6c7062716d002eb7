import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { Radio } from '../../controls/RadioGroup/RadioGroup';
import { FormRadioGroup } from './FormRadioGroup';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const questionnaireMessages = {
  answerRequired: 'Please answer this question',
};

const onSubmit = fn();
const horizons = ['Less than 3 years', '3 to 10 years', 'More than 10 years'];

const meta = {
  title: 'Primitives/Forms/FormRadioGroup',
  component: FormRadioGroup,
  args: {
    name: 'horizon',
    label: 'How long do you plan to invest?',
    children: horizons.map((horizon) => (
      <Radio key={horizon} value={horizon}>
        {horizon}
      </Radio>
    )),
  },
  render: (args) => (
    <StoryForm
      schema={z.object({
        horizon: z.enum(['Less than 3 years', '3 to 10 years', 'More than 10 years'], {
          error: questionnaireMessages.answerRequired,
        }),
      })}
      defaultValues={{}}
      onSubmit={onSubmit}
    >
      <FormRadioGroup {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting unanswered shows the message and focuses the first radio, where Tab enters the group. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(questionnaireMessages.answerRequired)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('radio', { name: 'Less than 3 years' })),
    );
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '3 to 10 years' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ horizon: '3 to 10 years' }));
  },
};

/** `toValue` / `toId` hold a boolean: Yes and No. */
export const YesNo: Story = {
  args: {
    name: 'addNow',
    label: 'Would you like to add beneficiaries now?',
    orientation: 'horizontal',
    toValue: (id: string) => id === 'yes',
    toId: (value: unknown) => (value === undefined ? null : value === true ? 'yes' : 'no'),
    children: [
      <Radio key="yes" value="yes">
        Yes
      </Radio>,
      <Radio key="no" value="no">
        No
      </Radio>,
    ],
  },
  render: (args) => (
    <StoryForm
      schema={z.object({ addNow: z.boolean({ error: questionnaireMessages.answerRequired }) })}
      defaultValues={{ addNow: false }}
      onSubmit={onSubmit}
    >
      <FormRadioGroup {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ addNow: true }));
  },
};

// The story's own rule, to show where focus goes in a group that has a checked radio.
const NOT_OFFERED = 'Choose a horizon of 10 years or less';

/** With a checked radio in error, focus goes to the checked one. */
export const FocusesCheckedRadio: Story = {
  render: (args) => (
    <StoryForm
      schema={z.object({
        horizon: z.string().refine((horizon) => horizon !== 'More than 10 years', { error: NOT_OFFERED }),
      })}
      defaultValues={{ horizon: 'More than 10 years' }}
      onSubmit={onSubmit}
    >
      <FormRadioGroup {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(NOT_OFFERED)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('radio', { name: 'More than 10 years' })),
    );
  },
};
