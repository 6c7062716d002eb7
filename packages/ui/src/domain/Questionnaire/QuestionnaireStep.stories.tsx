import { intendedInvestmentAmountOptions, questionnaireFormTexts, retailQuestionnaire } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import { defaultQuestionnaireMessages } from './messages';
import { QuestionnaireStep } from './QuestionnaireStep';
import { useQuestionnairePaging } from './useQuestionnairePaging';

const questionnaire = retailQuestionnaire(intendedInvestmentAmountOptions('DEFAULT', 'retail'), {
  netWorth: [
    { value: 1, label: 'Under $100,000' },
    { value: 2, label: '$100,000 to $1,000,000' },
  ],
  householdIncome: [{ value: 1, label: 'Under $50,000' }],
});
const firstPage = questionnaire.pages[0];
if (firstPage === undefined) throw new Error('the retail questionnaire has no page');

/**
 * The questionnaire's pages with their answers held here (`useQuestionnairePaging`): Continue is
 * enabled once every question of the page is answered and shows the next page.
 */
function Step({ density, showProgress }: { density?: 'regular' | 'compact'; showProgress?: boolean }) {
  const { page, index, complete, goTo, stepProps } = useQuestionnairePaging(questionnaire, () => ({}));
  if (page === undefined) return null;
  return (
    <div style={{ maxWidth: 560 }}>
      <QuestionnaireStep
        page={page}
        {...stepProps}
        headingLevel={2}
        {...(density ? { density } : {})}
        {...(showProgress === undefined ? {} : { showProgress })}
        actions={
          <div>
            <Button
              isDisabled={!complete}
              {...(complete ? {} : { disabledReason: questionnaireFormTexts.incomplete })}
              onPress={() => goTo(index + 1)}
            >
              {questionnaireFormTexts.continue}
            </Button>
          </div>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Domain/Questionnaire/QuestionnaireStep',
  component: QuestionnaireStep,
  parameters: { layout: 'padded' },
  render: () => <Step />,
} satisfies Meta<typeof QuestionnaireStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;
const args = {
  page: firstPage,
  pageNumber: 1,
  pageCount: questionnaire.pages.length,
  answers: {},
  onAnswer: noop,
  headingLevel: 2 as const,
  actions: null,
};

/**
 * The first page: 'Page 1 of n', the title, every question; Continue says why it waits until each
 * question is answered, then is enabled, and the next page takes focus at its title.
 */
export const AnsweringAPage: Story = {
  args,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(defaultQuestionnaireMessages.progress(1, questionnaire.pages.length)),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: firstPage.title })).toBeVisible();
    const continueButton = canvas.getByRole('button', { name: questionnaireFormTexts.continue });
    await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    for (const question of firstPage.questions) {
      const group = canvas.getByRole('radiogroup', { name: question.label });
      const first = question.options[0];
      if (first === undefined) throw new Error(`question ${question.id} has no option`);
      await userEvent.click(within(group).getByText(first.label));
      await expect(within(group).getByRole('radio', { name: first.label })).toBeChecked();
    }
    const enabled = canvas.getByRole('button', { name: questionnaireFormTexts.continue });
    await expect(enabled).toBeEnabled();
    await userEvent.click(enabled);
    const second = questionnaire.pages[1];
    if (second === undefined) throw new Error('the retail questionnaire has one page');
    await expect(canvas.getByRole('heading', { level: 2, name: second.title })).toHaveFocus();
    await expect(
      canvas.getByText(defaultQuestionnaireMessages.progress(2, questionnaire.pages.length)),
    ).toBeVisible();
  },
};

/** Inside a dialog: the same page, closer together. */
export const Compact: Story = {
  args,
  render: () => <Step density="compact" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: firstPage.title })).toBeVisible();
  },
};

/**
 * In a frame that already counts the pages (the onboarding stepper's line, 'Step 2 of 5 in
 * Portfolio · Page 1 of 4'): `showProgress={false}` leaves the page's own line and bar out, so one
 * counter shows, and sets the page's title as a small muted label (still its heading).
 */
export const CountedByTheFrame: Story = {
  args,
  render: () => <Step showProgress={false} />,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: firstPage.title });
    await expect(title).toBeVisible();
    await expect(
      canvas.queryByText(defaultQuestionnaireMessages.progress(1, questionnaire.pages.length)),
    ).toBeNull();
    // A label, not a third heading size: 14 px, under the questions' own 18 px.
    await expect(getComputedStyle(title).fontSize).toBe('14px');
  },
};
