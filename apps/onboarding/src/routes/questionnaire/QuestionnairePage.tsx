import {
  type Application,
  type ApplicationChanges,
  type FinancialInformationOptions,
  updateApplication,
  useApplication,
  useFinancialInformationOptions,
  useInvestorProfileSubmit,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { initialAnswers, pageAnswers, type Questionnaire, questionnaireFormTexts } from '@cairn/domain';
import { Button, LoadState, PageHeader, QuestionnaireStep, Stack, useQuestionnairePaging } from '@cairn/ui';
import { StepActions } from '../../shared/forms/ContinueButton';
import { useQuestionnaireBack } from '../../shared/shell/OnboardingShell';
import { useStep } from '../../shared/step';
import { questionnaireTexts as texts } from './copy';
import { questionnaireOf } from './questionnaireOf';

type Kind = 'retail' | 'institution';

function Pages({
  kind,
  questionnaire,
  application,
}: {
  kind: Kind;
  questionnaire: Questionnaire;
  application: Application;
}) {
  const { next } = useStep();
  const {
    page,
    index,
    answers,
    complete,
    final,
    goTo: goToPage,
    stepProps,
  } = useQuestionnairePaging(questionnaire, () => initialAnswers(questionnaire, application));
  useQuestionnaireBack({ index, count: questionnaire.pages.length, goToPage });

  // Each page is saved as it is left, so nothing is lost if the user stops halfway.
  const savePage = useMutation(updateApplication, { onSuccess: () => goToPage(index + 1) });
  const profile = useInvestorProfileSubmit(kind, questionnaire, () => next());

  if (page === undefined) return null;
  const pending = savePage.isPending || profile.isPending;

  const proceed = async () => {
    if (!complete) return;
    if (!final) {
      // The answers are the questions' own option values, the enumerations the server takes.
      await savePage.trigger(pageAnswers(page, answers) as ApplicationChanges);
      return;
    }
    await profile.submit(answers);
  };

  return (
    <QuestionnaireStep
      page={page}
      {...stepProps}
      // The stepper's line counts the pages here ('Page 2 of 4'): one counter.
      showProgress={false}
      headingLevel={2}
      actions={
        <StepActions {...(complete ? {} : { reason: questionnaireFormTexts.incomplete })}>
          <Button
            isDisabled={!complete}
            {...(complete ? {} : { disabledReason: questionnaireFormTexts.incomplete })}
            isPending={pending}
            onPress={() => void proceed()}
          >
            {final ? questionnaireFormTexts.submit : questionnaireFormTexts.continue}
          </Button>
        </StepActions>
      }
    />
  );
}

/**
 * The retail and institution questionnaires (doc 1 §2.6, §5; they share this layout): page by
 * page, Continue once every question on the page is answered, sliders starting at their middle
 * value, the intended-amount ranges of the user's tier, the final page submitting the answers.
 * The shell's back button goes one page back, and from the first page leaves the questionnaire.
 */
export function QuestionnairePage({ kind }: { kind: Kind }) {
  const title = kind === 'retail' ? texts.retailTitle : texts.institutionTitle;
  usePageTitle(title);
  const application = useApplication({});
  const financial = useFinancialInformationOptions(kind === 'retail');
  const pages = (data: Application, lists: FinancialInformationOptions | null) => (
    <Pages kind={kind} questionnaire={questionnaireOf(data, lists)} application={data} />
  );
  return (
    <Stack space="32">
      <PageHeader size="lg" title={title} description={texts.intro} />
      <LoadState read={application}>
        {(data) =>
          kind === 'retail' ? (
            <LoadState read={financial}>{(lists) => pages(data, lists)}</LoadState>
          ) : (
            pages(data, null)
          )
        }
      </LoadState>
    </Stack>
  );
}

/** /onboarding/retail-questionnaire (doc 1 §2.2 INDIVIDUAL_QUESTIONNAIRE). */
export const RetailQuestionnairePage = () => <QuestionnairePage kind="retail" />;

/** /onboarding/institution-questionnaire (doc 1 §2.2 INSTITUTION_QUESTIONNAIRE). */
export const InstitutionQuestionnairePage = () => <QuestionnairePage kind="institution" />;
