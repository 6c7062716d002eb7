import {
  type AnswerValue,
  intendedInvestmentAmountOptions,
  type Question,
  retailQuestionnaire,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/layout/Stack/Stack';
import { defaultQuestionnaireMessages } from './messages';
import { QuestionField } from './QuestionField';
import { QuestionnaireProgress } from './QuestionnaireProgress';

const questionnaire = retailQuestionnaire(intendedInvestmentAmountOptions('DEFAULT', 'retail'), {
  netWorth: [
    { value: 1, label: 'Under $100,000' },
    { value: 2, label: '$100,000 to $1,000,000' },
  ],
  householdIncome: [{ value: 1, label: 'Under $50,000' }],
});
const questions = questionnaire.pages.flatMap((page) => page.questions);
const questionOf = (id: Question['id']): Question => {
  const question = questions.find((candidate) => candidate.id === id);
  if (question === undefined) throw new Error(`no question ${id}`);
  return question;
};
const choice = questionOf('investment_experience');
const slider = questionOf('risk_tolerance');
const select = questionOf('intended_investment_amount');

const onChange = fn();

function Controlled({ question, initial }: { question: Question; initial?: AnswerValue }) {
  const [value, setValue] = useState<AnswerValue | undefined>(initial);
  return (
    <div style={{ maxWidth: 560 }}>
      <QuestionField
        question={question}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/Questionnaire/QuestionField',
  component: QuestionField,
  parameters: { layout: 'padded' },
  args: { question: choice, value: undefined, onChange },
  render: (args) => <Controlled question={args.question} />,
  beforeEach: () => {
    onChange.mockClear();
  },
} satisfies Meta<typeof QuestionField>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);

/**
 * A choice: the question is set larger than its answers (issue 11); each answer row selects as a
 * whole and reports the option's value.
 */
export const Choice: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: choice.label });
    const label = canvas.getByText(choice.label);
    const firstOption = choice.options[0];
    if (firstOption === undefined) throw new Error('no option');
    const answer = canvas.getByText(firstOption.label);
    await expect(fontSize(label)).toBeGreaterThan(fontSize(answer));
    await userEvent.click(answer);
    await expect(onChange).toHaveBeenCalledWith(firstOption.value);
    await expect(within(group).getByRole('radio', { name: firstOption.label })).toBeChecked();
  },
};

/** The keyboard picks an answer with the arrow keys, as in any radio group. */
export const ChoiceByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = choice.options[1];
    if (second === undefined) throw new Error('no second option');
    await waitFor(() => expect(canvas.getByRole('radio', { name: second.label })).toBeChecked());
    await expect(onChange).toHaveBeenLastCalledWith(second.value);
  },
};

/** A slider over its labelled stops, starting at the middle stop until moved (doc 1 §5). */
export const Slider: Story = {
  args: { question: slider },
  render: () => <Controlled question={slider} />,
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider');
    await expect(fontSize(canvas.getByText(slider.label))).toBeGreaterThan(16);
    await userEvent.click(thumb);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  },
};

/** A dropdown: the tier's intended-amount ranges, reported as the range's number. */
export const Dropdown: Story = {
  args: { question: select },
  render: () => <Controlled question={select} />,
  play: async ({ canvas }) => {
    const option = select.options[0];
    if (option === undefined) throw new Error('no option');
    const button = canvas.getByRole('button', { name: new RegExp(select.label) });
    await expect(button).toHaveTextContent(defaultQuestionnaireMessages.choose);
    await userEvent.click(button);
    await userEvent.click(await within(document.body).findByRole('option', { name: option.label }));
    await expect(onChange).toHaveBeenCalledWith(option.value);
    await expect(button).toHaveTextContent(option.label);
  },
};

/** A page of the questionnaire as the onboarding shows it: progress, then its questions. */
export const Page: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <Stack space="32">
        <QuestionnaireProgress page={2} total={questionnaire.pages.length} />
        <Controlled question={choice} />
        <Controlled question={slider} />
      </Stack>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(defaultQuestionnaireMessages.progress(2, questionnaire.pages.length)),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-done]')).toHaveLength(2);
  },
};
