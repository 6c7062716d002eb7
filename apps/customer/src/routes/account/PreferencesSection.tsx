import {
  type FinancialInformationOptions,
  type UserProfile,
  useFinancialInformationOptions,
  useInstitutionInvestorProfile,
  useInvestorProfile,
  useInvestorProfileSubmit,
  useRecommendedPortfolio,
} from '@cairn/api-client';
import {
  initialAnswers,
  productStyleLabel,
  type Questionnaire,
  type QuestionnaireAnswers,
  questionnaireFor,
  questionnaireFormTexts,
  recommendationChanged,
  routePath,
  tierFromMinTier,
} from '@cairn/domain';
import {
  Button,
  DescriptionList,
  Dialog,
  Inline,
  LoadState,
  QuestionnaireStep,
  type Read,
  useQuestionnairePaging,
  useToaster,
} from '@cairn/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AccountCard } from './AccountCard';
import type { AccountView, AccountViewEvent } from './accountView';
import { accountTexts as t } from './copy';
import { isInstitution } from './ProfileSection';

/** The marketplace page that announces a new recommended style (history state, doc 2 §2 Marketplace). */
const MODELS_PATH = routePath('models');

type Kind = 'retail' | 'institution';

/**
 * Financial Information and Investment Preferences (doc 2 §2, §4, §7): the recommended model style
 * and the questionnaire's re-submission, page by page, starting from the saved answers. When the
 * answers change the recommended style the page goes to the marketplace's models with history state
 * `{ recommendationUpdated: true }` (the recommendation update view state), where the modal names
 * the new style; otherwise a toast says the style is unchanged.
 */
export function PreferencesSection({
  profile,
  view,
  dispatch,
}: {
  profile: UserProfile;
  view: AccountView;
  dispatch: (event: AccountViewEvent) => void;
}) {
  const recommended = useRecommendedPortfolio();
  const [retaking, setRetaking] = useState(false);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (view.view !== 'RECOMMENDATION_UPDATE') return;
    dispatch({ type: 'CLOSE' });
    navigate(MODELS_PATH, { state: { recommendationUpdated: true } });
  }, [view.view, dispatch, navigate]);
  const kind: Kind = isInstitution(profile) ? 'institution' : 'retail';
  return (
    <AccountCard
      title={t.preferences}
      description={t.preferencesIntro}
      actions={
        <Button variant="secondary" onPress={() => setRetaking(true)}>
          {t.retakeQuestionnaire}
        </Button>
      }
    >
      <LoadState read={recommended}>
        {({ recommended_portfolio: style }) => (
          <DescriptionList
            items={[
              {
                term: t.recommendedStyle,
                value: style === null ? t.noRecommendation : productStyleLabel(style),
              },
            ]}
          />
        )}
      </LoadState>
      {retaking ? (
        <QuestionnaireDialog
          kind={kind}
          profile={profile}
          before={recommended.data?.recommended_portfolio ?? null}
          onClose={() => setRetaking(false)}
          onRecommendationChanged={() => dispatch({ type: 'RECOMMENDATION_CHANGED' })}
        />
      ) : null}
    </AccountCard>
  );
}

function QuestionnaireDialog({
  kind,
  profile,
  before,
  onClose,
  onRecommendationChanged,
}: {
  kind: Kind;
  profile: UserProfile;
  before: string | null;
  onClose: () => void;
  onRecommendationChanged: () => void;
}) {
  const retail = useInvestorProfile(kind === 'retail');
  const institution = useInstitutionInvestorProfile(kind === 'institution');
  const lists = useFinancialInformationOptions(kind === 'retail');
  const tier = tierFromMinTier(profile.user.min_tier);
  const pages = (answers: QuestionnaireAnswers, options: FinancialInformationOptions | null) => (
    <Pages
      kind={kind}
      questionnaire={questionnaireFor(kind, tier, options === null ? null : listsOf(options))}
      saved={answers}
      before={before}
      onClose={onClose}
      onRecommendationChanged={onRecommendationChanged}
    />
  );
  return (
    <Dialog isOpen size="lg" isDismissable={false} onClose={onClose} title={t.questionnaireTitle}>
      {kind === 'retail' ? (
        <SavedAnswers read={retail}>
          {(answers) => <LoadState read={lists}>{(options) => pages(answers, options)}</LoadState>}
        </SavedAnswers>
      ) : (
        <SavedAnswers read={institution}>{(answers) => pages(answers, null)}</SavedAnswers>
      )}
    </Dialog>
  );
}

/**
 * The saved answers, read by `read`; a questionnaire never submitted (404, silent) starts blank.
 */
function SavedAnswers<T extends object>({
  read,
  children,
}: {
  read: Read<T>;
  children: (answers: QuestionnaireAnswers) => ReactNode;
}) {
  if (read.error !== undefined && read.data === undefined) return <>{children({})}</>;
  return <LoadState read={read}>{(answers) => children(answers as QuestionnaireAnswers)}</LoadState>;
}

function listsOf(options: FinancialInformationOptions) {
  return {
    netWorth: options.net_worth,
    householdIncome: options.household_income,
    employmentStatus: options.employment_status,
    wealthSource: options.wealth_source,
    occupation: options.occupation,
  };
}

function Pages({
  kind,
  questionnaire,
  saved,
  before,
  onClose,
  onRecommendationChanged,
}: {
  kind: Kind;
  questionnaire: Questionnaire;
  saved: QuestionnaireAnswers;
  before: string | null;
  onClose: () => void;
  onRecommendationChanged: () => void;
}) {
  const { page, index, answers, complete, final, goTo, stepProps } = useQuestionnairePaging(
    questionnaire,
    () => initialAnswers(questionnaire, saved),
  );
  const { toast } = useToaster();
  const submitted = (recommended: string) => {
    onClose();
    if (recommendationChanged(before, recommended)) onRecommendationChanged();
    else toast({ tone: 'success', message: t.answersSaved });
  };
  const profile = useInvestorProfileSubmit(kind, questionnaire, submitted);
  if (page === undefined) return null;
  const proceed = () => {
    if (!complete) return;
    if (!final) return goTo(index + 1);
    void profile.submit(answers);
  };
  return (
    <QuestionnaireStep
      page={page}
      {...stepProps}
      headingLevel={3}
      density="compact"
      actions={
        <Inline space="8" align="between">
          <Button variant="secondary" onPress={() => (index === 0 ? onClose() : goTo(index - 1))}>
            {index === 0 ? t.cancel : questionnaireFormTexts.back}
          </Button>
          <Button
            isDisabled={!complete}
            {...(complete ? {} : { disabledReason: questionnaireFormTexts.incomplete })}
            isPending={profile.isPending}
            onPress={proceed}
          >
            {final ? t.submitAnswers : questionnaireFormTexts.continue}
          </Button>
        </Inline>
      }
    />
  );
}
