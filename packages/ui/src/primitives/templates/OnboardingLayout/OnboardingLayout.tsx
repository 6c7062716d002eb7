import { createContext, type ReactNode, useContext } from 'react';
import { cx } from '../../../utils/cx';
import { Brand } from '../../foundations/Brand/Brand';
import { Stepper, type StepperMessages } from '../../navigation/Stepper/Stepper';
import { defaultLayoutMessages, type LayoutMessages } from '../messages';
import { footer as footerClass, main as mainClass, page, skipLink } from '../templates.css';
import {
  actionRow,
  actions,
  actionsSlot,
  backEnd,
  brandSlot,
  column,
  header,
  main,
  primaryEnd,
  reason,
  stepperSlot,
} from './OnboardingLayout.css';

export interface OnboardingLayoutProps {
  /** The page's content: its `PageHeader` (or heading), then the form or cards. */
  children: ReactNode;
  /** The stepper's current step ('Account'); `null` or omitted on pages outside the steps. */
  currentStep?: string | null;
  /**
   * The page's place inside the step, shown under the stepper ('Step 3 of 8 in Account'; with
   * `stepperMessages.subStep`, e.g. a questionnaire's 'Page 2 of 4').
   */
  subStep?: { index: number; count: number };
  /** The flow is done (the completion page): the stepper shows every step complete. @default false */
  isFlowComplete?: boolean;
  /** The stepper's labels in order (the flow's steps). */
  steps: readonly string[];
  /** Replaces some of the stepper's words (see `Stepper`'s `messages`). */
  stepperMessages?: Partial<StepperMessages>;
  /**
   * The header's links on the right ('Return to Onboarding Review', 'Restart Application'). They
   * wrap in their own column and never move the stepper.
   */
  headerActions?: ReactNode;
  /**
   * The way back (a `BackLink`): drawn by the page's `OnboardingActions`, at the left of its one
   * footer row, opposite the primary action.
   */
  back?: ReactNode;
  /** Where the brand links to. @default '/' */
  homeHref?: string;
  /** The footer's content (legal links): a `contentinfo` landmark. */
  footer?: ReactNode;
  /** The `id` of `main`, the skip link's target. @default 'main-content' */
  mainId?: string;
  /**
   * Replaces some of the frame's words: `skipToContent` (the skip link), `home` (the brand link's
   * name), `navigation` (the side navigation's name, AppLayout only).
   * @default { skipToContent: 'Skip to content', home: 'Cairn home', navigation: 'Main' }
   */
  messages?: Partial<LayoutMessages>;
  /** Merged last, on the page. */
  className?: string;
}

const BackContext = createContext<ReactNode>(null);

/**
 * The way back of the enclosing `OnboardingLayout` (its `back`), for a footer row drawn by a
 * component of its own (the beneficiaries editor's); `null` outside the layout.
 */
export function useOnboardingBack(): ReactNode {
  return useContext(BackContext);
}

export interface OnboardingActionsProps {
  /** The page's primary action (Continue, Confirm and Submit, Go to Dashboard), at the right. */
  children?: ReactNode;
  /**
   * Why the primary action is disabled, one muted line above the row, ending on the action's right
   * edge ('Choose an account type to continue'); give it only while the action is disabled.
   */
  reason?: ReactNode;
}

/**
 * The one footer row of an onboarding page (DESIGN.md "Forms"): the layout's way back at the
 * left, the page's primary action at the right, on every page, whether or not the other is there
 * (with neither, nothing is drawn). One 40 px row, both ends centred on it, 32 px under the
 * content above; a disabled primary action says why in one muted line just above the row, ending
 * on the action's right edge (`reason`), so the row itself never changes between pages.
 * Inside a form, the primary action stays in it (a submit button).
 *
 * Selectors: `[data-onboarding-actions]` on the footer (the reason and the row).
 */
export function OnboardingActions({ children, reason: why }: OnboardingActionsProps) {
  const back = useOnboardingBack();
  if (!back && !children) return null;
  return (
    <div className={actions} data-onboarding-actions="">
      {why ? <p className={reason}>{why}</p> : null}
      <div className={actionRow}>
        <div className={backEnd}>{back}</div>
        <div className={primaryEnd}>{children}</div>
      </div>
    </div>
  );
}

/**
 * The onboarding frame (doc 1 §2.4, DESIGN.md "Onboarding"): the brand, the four-step stepper at a
 * fixed place with the sub-step under it, the shell's links in a slot of their own, one content
 * column of 560 px on every page (cards stack in it, the review's facts fit it), and the footer. The header keeps one height on every page (with or
 * without the stepper or its sub-step line); the way back goes to the page's `OnboardingActions`
 * row, left of the primary action. Landmarks: `banner`, `navigation` (the stepper), `main`,
 * `contentinfo`.
 */
export function OnboardingLayout({
  children,
  currentStep,
  subStep,
  isFlowComplete = false,
  steps,
  stepperMessages,
  headerActions,
  back,
  homeHref = '/',
  footer,
  mainId = 'main-content',
  messages,
  className,
}: OnboardingLayoutProps) {
  const t = { ...defaultLayoutMessages, ...messages };
  return (
    <div className={cx(page, className)}>
      <a href={`#${mainId}`} className={skipLink}>
        {t.skipToContent}
      </a>
      <header className={header}>
        <div className={brandSlot}>
          <Brand href={homeHref} aria-label={t.home} />
        </div>
        <div className={stepperSlot} data-stepper-slot="">
          {currentStep ? (
            <Stepper
              currentStep={currentStep}
              isComplete={isFlowComplete}
              {...(subStep ? { subStep } : {})}
              steps={steps}
              {...(stepperMessages ? { messages: stepperMessages } : {})}
            />
          ) : null}
        </div>
        <div className={actionsSlot}>{headerActions}</div>
      </header>
      <main id={mainId} tabIndex={-1} className={cx(mainClass, main)}>
        <div className={column}>
          <BackContext.Provider value={back ?? null}>{children}</BackContext.Provider>
        </div>
      </main>
      {footer ? <footer className={footerClass}>{footer}</footer> : null}
    </div>
  );
}
