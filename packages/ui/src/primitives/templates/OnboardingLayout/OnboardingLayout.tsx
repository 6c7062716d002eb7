import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Brand } from '../../foundations/Brand/Brand';
import { Stepper, type StepperMessages } from '../../navigation/Stepper/Stepper';
import { defaultLayoutMessages, type LayoutMessages } from '../messages';
import { footer as footerClass, main as mainClass, page, skipLink } from '../templates.css';
import {
  actionsSlot,
  backSlot,
  brandSlot,
  column,
  header,
  main,
  stepperSlot,
  width as widthClass,
} from './OnboardingLayout.css';

export interface OnboardingLayoutProps {
  /** The page's content: its `PageHeader` (or heading), then the form or cards. */
  children: ReactNode;
  /** The stepper's current step ('Account'); `null` or omitted on pages outside the steps. */
  currentStep?: string | null;
  /** The page's place inside the step, shown under the stepper ('Step 3 of 8 in Account'). */
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
  /** The way back (a `BackLink`), top left of the content column; its row is kept when empty. */
  back?: ReactNode;
  /** `form` 560 px, one column of fields; `wide` 880 px for choice cards and the review. @default 'form' */
  width?: 'form' | 'wide';
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

/**
 * The onboarding frame (doc 1 §2.4, DESIGN.md "Onboarding"): the brand, the four-step stepper at a
 * fixed place with the sub-step under it, the shell's links in a slot of their own, the back link
 * above one content column, and the footer. Landmarks: `banner`, `navigation` (the stepper),
 * `main`, `contentinfo`.
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
  width = 'form',
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
        <div className={cx(column, widthClass[width])}>
          <div className={backSlot}>{back}</div>
          {children}
        </div>
      </main>
      {footer ? <footer className={footerClass}>{footer}</footer> : null}
    </div>
  );
}
