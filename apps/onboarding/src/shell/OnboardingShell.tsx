import { deleteApplication, endSession, handleMutationError } from '@cairn/api-client';
import {
  backTarget,
  normalizePath,
  ONBOARDING_PAGES,
  onboardingShellMessages,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
} from '@cairn/domain';
import { AlertDialog, Button, DialogTrigger, Link, LinkButton, Stepper } from '@cairn/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import * as layout from '../layout.css';
import { useFlow } from '../session/guard';
import { useGo } from '../session/navigation';
import { clearStoredUserType } from '../session/userType';
import { common } from '../texts';
import { Footer } from './Footer';

/** A questionnaire's page, so the shell's back button can go one page back (doc 1 §2.5). */
export interface QuestionnaireBack {
  readonly index: number;
  readonly goToPage: (index: number) => void;
}

const QuestionnaireBackContext = createContext<(back: QuestionnaireBack | null) => void>(() => {});

/** Lets the shell's back button walk the questionnaire's pages (first page: leave the questionnaire). */
export function useQuestionnaireBack(back: QuestionnaireBack): void {
  const register = useContext(QuestionnaireBackContext);
  const { index, goToPage } = back;
  useEffect(() => {
    register({ index, goToPage });
    return () => register(null);
  }, [register, index, goToPage]);
}

/** Restart Application (doc 1 §2.4, §4): deletes the application, logs out, back to self-identification. */
function RestartApplication() {
  const restart = async () => {
    try {
      await deleteApplication();
    } catch (error) {
      handleMutationError(error);
      return;
    }
    clearStoredUserType();
    // The server ended the session with the user; the app's session listener loads self-identification.
    await endSession('restart');
  };
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        {onboardingShellMessages.restartApplication}
      </Button>
      <AlertDialog
        title={onboardingShellMessages.restartTitle}
        message={onboardingShellMessages.restartBody}
        confirmLabel={onboardingShellMessages.restartConfirm}
        cancelLabel={onboardingShellMessages.restartCancel}
        tone="danger"
        onConfirm={() => void restart()}
      />
    </DialogTrigger>
  );
}

/**
 * The onboarding shell (doc 1 §2.4): the four-label stepper, a back button to the target of
 * doc 1 §2.5, Restart Application (hidden at LOGIN and DASHBOARD) and Return to Onboarding Review
 * (at REVIEW, on another page), the page, and the footer's legal links.
 */
export function OnboardingShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const flow = useFlow();
  const go = useGo();
  const [questionnaire, setQuestionnaire] = useState<QuestionnaireBack | null>(null);
  const page = normalizePath(path);
  const location = flow.waldo?.location ?? 'LOGIN';
  const step = stepOfPage(page);
  const target = backTarget(page, {
    userType: flow.userType ?? 'INDIVIDUAL',
    tlhFlag: flow.tlhFlag,
    questionnairePageIndex: questionnaire?.index,
  });

  const back = () => {
    if (target === null) return;
    if (target.kind === 'questionnaire-page') questionnaire?.goToPage(target.index);
    else go(target.path);
  };

  return (
    <QuestionnaireBackContext.Provider value={setQuestionnaire}>
      <div className={layout.page}>
        <header className={layout.header}>
          <Link href={ONBOARDING_PAGES.login} className={layout.brand} aria-label={`${common.brand} home`}>
            {common.brand}
          </Link>
          {step ? (
            <div className={layout.stepper}>
              <Stepper currentStep={step} />
            </div>
          ) : null}
          <div className={layout.headerActions}>
            {showReturnToReview(location, page) ? (
              <LinkButton href={ONBOARDING_PAGES.review} variant="secondary" size="sm">
                {onboardingShellMessages.returnToReview}
              </LinkButton>
            ) : null}
            {flow.signedIn && showRestartApplication(location) ? <RestartApplication /> : null}
          </div>
        </header>
        <main className={layout.main}>
          {target ? (
            <div className={layout.backRow}>
              <Button variant="ghost" size="sm" onPress={back}>
                {common.back}
              </Button>
            </div>
          ) : null}
          {children}
        </main>
        <Footer />
      </div>
    </QuestionnaireBackContext.Provider>
  );
}
