import {
  type Application,
  type ApplicationChanges,
  type FinancialInformationOptions,
  submitInstitutionInvestorProfile,
  submitInvestorProfile,
  updateApplication,
  useApplication,
  useFinancialInformationOptions,
} from '@cairn/api-client';
import {
  type AnswerValue,
  type FinancialOptions,
  initialAnswers,
  institutionInvestorProfileSchema,
  institutionQuestionnaire,
  intendedInvestmentAmountOptions,
  isFinalPage,
  isPageComplete,
  type Questionnaire,
  type QuestionnaireAnswers,
  retailInvestorProfileSchema,
  retailQuestionnaire,
  tierFromMinTier,
} from '@cairn/domain';
import { Button, useToaster } from '@cairn/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as layout from '../../layout.css';
import { useQuestionnaireBack } from '../../shell/OnboardingShell';
import { usePageTitle } from '../../shell/PageTitle';
import { PageHeading } from '../../shell/PublicLayout';
import { common, questionnaireTexts as texts } from '../../texts';
import { Loaded } from '../Loaded';
import { attempt, useStep } from '../step';
import { QuestionField } from './QuestionField';

type Kind = 'retail' | 'institution';

function financialOptions(lists: FinancialInformationOptions): FinancialOptions {
  return {
    netWorth: lists.net_worth,
    householdIncome: lists.household_income,
    employmentStatus: lists.employment_status,
    wealthSource: lists.wealth_source,
    occupation: lists.occupation,
  };
}

/** The answers the application has saved, by question id. */
function savedAnswers(questionnaire: Questionnaire, application: Application): QuestionnaireAnswers {
  const saved: Record<string, AnswerValue | null> = {};
  const record = application as unknown as Readonly<Record<string, unknown>>;
  for (const question of questionnaire.pages.flatMap((page) => page.questions)) {
    const value = record[question.id];
    if (typeof value === 'string' || typeof value === 'number') saved[question.id] = value;
  }
  return saved;
}

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
  const { toast } = useToaster();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(() => ({
    ...initialAnswers(questionnaire, savedAnswers(questionnaire, application)),
  }));
  const [index, setIndex] = useState(0);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const goToPage = useCallback((page: number) => {
    moved.current = true;
    setIndex(page);
  }, []);
  useQuestionnaireBack({ index, goToPage });
  // A new page takes focus at its title, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const page = questionnaire.pages[index];
  if (page === undefined) return null;
  const amounts = questionnaire.pages
    .flatMap((p) => p.questions)
    .find((q) => q.id === 'intended_investment_amount');
  const amountOptions = (amounts?.options ?? []).filter(
    (option): option is { value: number; label: string } => typeof option.value === 'number',
  );
  const complete = isPageComplete(page, answers);
  const showError = (message: string) => toast({ tone: 'danger', message });

  const proceed = async () => {
    if (!complete) return;
    setSaving(true);
    let ok: boolean;
    if (isFinalPage(questionnaire, index)) {
      ok =
        kind === 'retail'
          ? await attempt(
              () => submitInvestorProfile(retailInvestorProfileSchema(amountOptions).parse(answers)),
              showError,
            )
          : await attempt(
              () =>
                submitInstitutionInvestorProfile(
                  institutionInvestorProfileSchema(amountOptions).parse(answers),
                ),
              showError,
            );
      setSaving(false);
      if (ok) next();
      return;
    }
    // Each page is saved as it is left, so nothing is lost if the user stops halfway.
    const pageAnswers = Object.fromEntries(
      page.questions.map((question) => [question.id, answers[question.id]]),
    );
    ok = await attempt(() => updateApplication(pageAnswers as ApplicationChanges), showError);
    setSaving(false);
    if (ok) goToPage(index + 1);
  };

  return (
    <>
      <p className={layout.muted}>{texts.progress(index + 1, questionnaire.pages.length)}</p>
      <h2 ref={heading} tabIndex={-1} className={layout.sectionTitle}>
        {page.title}
      </h2>
      <div key={page.id} className={layout.form}>
        {page.questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
      </div>
      <div className={layout.actions}>
        <Button isDisabled={!complete} isPending={saving} onPress={() => void proceed()}>
          {isFinalPage(questionnaire, index) ? texts.submit : common.continue}
        </Button>
      </div>
    </>
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
  const build = (data: Application, lists: FinancialInformationOptions | null) => {
    const amounts = intendedInvestmentAmountOptions(tierFromMinTier(data.min_tier), kind);
    return kind === 'retail' && lists
      ? retailQuestionnaire(amounts, financialOptions(lists))
      : institutionQuestionnaire(amounts);
  };
  return (
    <>
      <PageHeading title={title} intro={texts.intro} />
      <Loaded read={application}>
        {(data) =>
          kind === 'retail' ? (
            <Loaded read={financial}>
              {(lists) => <Pages kind={kind} questionnaire={build(data, lists)} application={data} />}
            </Loaded>
          ) : (
            <Pages kind={kind} questionnaire={build(data, null)} application={data} />
          )
        }
      </Loaded>
    </>
  );
}
