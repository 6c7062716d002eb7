import { deleteApplication, endSession, useMutation } from '@cairn/api-client';
import { MAIN_ID } from '@cairn/app-shell';
import {
  backTarget,
  type FlowOptions,
  normalizePath,
  ONBOARDING_PAGES,
  ONBOARDING_STEPS,
  onboardingShellMessages,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
  subStepOfPage,
} from '@cairn/domain';
import { AlertDialog, BackLink, Button, DialogTrigger, LinkButton, OnboardingLayout, Text } from '@cairn/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { common } from '../copy';
import { useLastFlow } from '../session/guard';
import { clearStoredUserType, readStoredUserType } from '../session/userType';
import { LegalFooter } from './LegalLinks';
import { template } from './shell.css';

/** A questionnaire's page, so the shell's back button can go one page back (doc 1 §2.5). */
export interface QuestionnaireBack {
  readonly index: number;
  /** The questionnaire's pages: the stepper's line counts them while it shows. */
  readonly count: number;
  readonly goToPage: (index: number) => void;
}

const QuestionnaireBackContext = createContext<(back: QuestionnaireBack | null) => void>(() => {});

/**
 * Lets the shell's back button walk the questionnaire's pages (first page: leave the
 * questionnaire).
 */
export function useQuestionnaireBack(back: QuestionnaireBack): void {
  const register = useContext(QuestionnaireBackContext);
  const { index, count, goToPage } = back;
  useEffect(() => {
    register({ index, count, goToPage });
    return () => register(null);
  }, [register, index, count, goToPage]);
}

/** Restart Application (doc 1 §2.4, §4): deletes the application, logs out, back to self-identification. */
function RestartApplication() {
  const restart = useMutation(deleteApplication, {
    onSuccess: async () => {
      clearStoredUserType();
      // The server ended the session with the application; the app's session listener loads
      // self-identification.
      await endSession('restart');
    },
  });
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" isPending={restart.isPending}>
        {onboardingShellMessages.restartApplication}
      </Button>
      <AlertDialog
        title={onboardingShellMessages.restartTitle}
        message={onboardingShellMessages.restartBody}
        confirmLabel={onboardingShellMessages.restartConfirm}
        cancelLabel={onboardingShellMessages.restartCancel}
        tone="danger"
        onConfirm={() => void restart.trigger()}
      />
    </DialogTrigger>
  );
}

const P = ONBOARDING_PAGES;

/**
 * The onboarding frame (doc 1 §2.4) on the kit's `OnboardingLayout`: the four-step stepper at its
 * fixed place with the page's sub-step under it ('Step 3 of 5 in Account', `subStepOfPage`; on a
 * questionnaire its page after it, 'Step 2 of 5 in Portfolio · Page 1 of 4', the page drawing no bar of its own), one 560 px column on every page, the back link to the
 * target of doc 1 §2.5 at the left of the page's footer row (`StepActions`), Restart Application (hidden at LOGIN and
 * DASHBOARD) and Return to Onboarding Review (at REVIEW, on another page) in the header's slot,
 * and the legal links in the footer. It stays while the next page is checked and loaded.
 */
export function OnboardingShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const flow = useLastFlow();
  const [questionnaire, setQuestionnaire] = useState<QuestionnaireBack | null>(null);
  const page = normalizePath(path);
  // Before the first check of the visit the flow is the one chosen at self-identification.
  const options: FlowOptions = {
    userType: flow?.userType ?? readStoredUserType() ?? 'INDIVIDUAL',
    tlhFlag: flow?.tlhFlag ?? false,
  };
  const location = flow?.waldo?.location ?? 'LOGIN';
  const step = stepOfPage(page);
  // The page's place in its step; on a questionnaire the same line goes on with its page
  // ('Step 2 of 5 in Portfolio · Page 1 of 4'), the one progress shown there.
  const subStep = subStepOfPage(page, options);
  const target =
    flow === null ? null : backTarget(page, { ...options, questionnairePageIndex: questionnaire?.index });

  const back =
    target === null ? null : target.kind === 'questionnaire-page' ? (
      <BackLink label={common.back} onPress={() => questionnaire?.goToPage(target.index)} />
    ) : (
      <BackLink label={common.back} href={target.path} />
    );

  return (
    <QuestionnaireBackContext.Provider value={setQuestionnaire}>
      <OnboardingLayout
        steps={ONBOARDING_STEPS}
        currentStep={step}
        isFlowComplete={page === P.complete}
        {...(subStep ? { subStep: { index: subStep.index, count: subStep.count } } : {})}
        {...(questionnaire
          ? {
              stepperMessages: {
                subStep: (index: number, count: number, name: string) =>
                  common.questionnairePage(index, count, name, questionnaire.index + 1, questionnaire.count),
              },
            }
          : {})}
        headerActions={
          <>
            {/* Before the flow, the way to sign in instead, where /login offers Sign Up. */}
            {!flow?.signedIn && (page === P.selfIdentification || page === P.signup) ? (
              <>
                <Text size="sm" tone="muted" as="span">
                  {common.haveAccount}
                </Text>
                <LinkButton href={P.login} variant="secondary" size="sm">
                  {common.logIn}
                </LinkButton>
              </>
            ) : null}
            {showReturnToReview(location, page) ? (
              <LinkButton href={P.review} variant="secondary" size="sm">
                {onboardingShellMessages.returnToReview}
              </LinkButton>
            ) : null}
            {flow?.signedIn && showRestartApplication(location) ? <RestartApplication /> : null}
          </>
        }
        back={back}
        homeHref={P.login}
        footer={<LegalFooter />}
        mainId={MAIN_ID}
      >
        {/* The layout audit's template: before the flow (no stepper) the public pages' frame. */}
        <div className={template} data-template={step ? 'onboarding' : 'public'}>
          {children}
        </div>
      </OnboardingLayout>
    </QuestionnaireBackContext.Provider>
  );
}
