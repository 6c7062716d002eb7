import {
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../controls/Button/Button';
import { DialogSummarySlotContext } from '../../private/dialogSummarySlot';
import { Dialog, type DialogMessages, type DialogProps } from '../Dialog/Dialog';
import * as styles from './StepDialog.css';

/** The words of `StepDialog`: its Back button, its progress line, and the `Dialog`'s. */
export interface StepDialogMessages extends DialogMessages {
  back: string;
  /** The progress line's count: 'Step 2 of 6'. */
  progress: (step: number, total: number) => string;
}

const defaultMessages: Omit<StepDialogMessages, keyof DialogMessages> = {
  back: 'Back',
  progress: (step, total) => `Step ${step} of ${total}`,
};

export interface StepDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'size'> {
  /**
   * The dialog's width, chosen once for the whole flow (every step and every screen of the flow
   * passes the same value), so the panel never changes width between steps.
   */
  size: NonNullable<DialogProps['size']>;
  /**
   * The panel's least height, one for the whole flow like `size` (every step passes the same value):
   * the footer stays put across the steps it holds; a taller step grows the panel downward (the top
   * edge pinned) up to the window's cap, then scrolls in the body. `sm` (448 px) for short steps (a
   * field, a code), `md` (608 px) for fact lists and small forms, `lg` (704 px) for a long form or a
   * wide fact list. @default 'md'
   */
  height?: 'sm' | 'md' | 'lg';
  /** The step labels of the progress line; omitted, no progress line. */
  steps?: readonly string[];
  /**
   * The index of the current step in `steps`; `null` on a screen outside the count (an intro, a
   * warning): the band then shows the screen's `stepTitle` with no bar under it, at the same height.
   */
  currentStep?: number | null;
  /**
   * The step's name in the header band ('Step 2 of 3 · Confirm'), the step's heading: it takes focus
   * when the step changes. @default the name in `steps` of the current step
   */
  stepTitle?: string;
  /** The step's content: text, a form (its submit button may sit in `footer` with `form={id}`). */
  children: ReactNode;
  /** Back, at the start of the actions row; omitted, no Back. */
  onBack?: () => void;
  /**
   * Replaces some of the dialog's words: `back`, `progress` (the count of the progress line),
   * `close` (the × button's name).
   * @default { back: 'Back', progress: (step, total) => `Step ${step} of ${total}`, close: 'Close' }
   */
  messages?: Partial<StepDialogMessages>;
  /** The actions at the end of the footer's row, the primary one last (as `Dialog`'s `footer`). */
  footer?: ReactNode;
  /**
   * What the primary action needs ticked first (a submit step's confirmation checkbox, in its form):
   * pinned in the footer on its own line right above the actions, so the box and the button it
   * enables read as one and stay in view together while the body scrolls.
   */
  confirmation?: ReactNode;
}

/**
 * The flow dialog (issue 30), e.g. a withdrawal: one frame for every step of a flow. Its width is
 * the flow's `size` and its least height the flow's `height` (neither changes between steps); it
 * hangs from a fixed top edge (`placement="top"`), so the top and the sides never move and the
 * footer stays put across short steps; a taller step grows it downward up to the window's cap, then
 * its body scrolls, the footer pinned and in view.
 * Inside: a header band of the same height on every screen of the flow, the step's heading ('Step 2
 * of 6 · Account overview' over a thin bar, not a labelled stepper and no second heading; a screen
 * outside the count shows its name, with no bar, at the same height), the step's content (from the
 * top: a short step leaves its room under it, never a centred void), then the footer: Back at its start (give
 * `onBack` from the second screen of a flow only: the first has nowhere to go back to) and the
 * way forward at its end, in the same place on every step. When the step changes the band's
 * heading (named by the step, described by the count) takes focus, so keyboard and screen-reader users
 * start at the top of the step and hear where they are (focus is never left on a button that
 * has gone). Escape or × close it (`onOpenChange`).
 * For 350 ms after the step changes and after the panel's height changes (the footer moved), the panel ignores the pointer: the second press of a double-click on Continue never ticks the checkbox the new
 * step put under the pointer, nor presses its Continue. Keys are never ignored.
 *
 * Selectors: those of `Dialog`; the content carries `[data-step]` (the step's title) and
 * `[data-settling]` while the step settles.
 */
export function StepDialog({
  steps,
  currentStep = null,
  stepTitle,
  children,
  onBack,
  messages,
  footer,
  confirmation,
  placement = 'top',
  height = 'md',
  ...dialogProps
}: StepDialogProps) {
  return (
    <Dialog
      {...dialogProps}
      placement={placement}
      {...(messages ? { messages } : {})}
      footer={
        onBack !== undefined || footer !== undefined ? (
          <>
            {confirmation ? <div className={styles.confirmation}>{confirmation}</div> : null}
            <div className={styles.actions}>
              {onBack === undefined ? null : (
                <Button variant="secondary" className={styles.back} onPress={onBack}>
                  {messages?.back ?? defaultMessages.back}
                </Button>
              )}
              {footer}
            </div>
          </>
        ) : undefined
      }
    >
      <StepContent
        height={height}
        steps={steps}
        currentStep={currentStep}
        stepTitle={stepTitle}
        formatProgress={messages?.progress ?? defaultMessages.progress}
      >
        {children}
      </StepContent>
    </Dialog>
  );
}

function StepContent({
  height,
  steps,
  currentStep,
  stepTitle,
  formatProgress,
  children,
}: {
  height: string;
  steps: readonly string[] | undefined;
  currentStep: number | null;
  stepTitle: string | undefined;
  formatProgress: StepDialogMessages['progress'];
  children: ReactNode;
}) {
  const countId = useId();
  const nameId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A form's error summary goes under the header band, so the frame (title, band) does not move
  // when it appears (the dialog's own slot is under the title).
  const outer = useContext(DialogSummarySlotContext);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const summary = useMemo(() => (outer === null ? null : { ...outer, element: slot }), [outer, slot]);
  const shown = useRef<string | undefined>(stepTitle);
  const box = useRef<HTMLDivElement>(null);
  const counted = currentStep === null ? undefined : steps?.[currentStep];
  // The band's name: the step's heading, else the step's own name.
  const name = stepTitle ?? counted;
  const named = useRef(name);
  useLayoutEffect(() => {
    // The pointer is ignored while the step settles (CSS, from `data-settling`); keys never are.
    const content = box.current as HTMLDivElement;
    // The panel (`Dialog`'s, the one ancestor with `data-size`).
    const panel = content.closest('[data-size]') as HTMLElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let height = panel.offsetHeight;
    const settle = () => {
      content.dataset.settling = '';
      clearTimeout(timer);
      // 350 ms: past a double-click's second press, before a person has read the new step.
      timer = setTimeout(() => delete content.dataset.settling, 350);
    };
    // A new step (this runs again when the name changes).
    if (named.current !== name) settle();
    named.current = name;
    // The panel's top is pinned: a change of its height is the footer moving.
    const observer = new ResizeObserver(() => {
      if (panel.offsetHeight !== height) settle();
      height = panel.offsetHeight;
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [name]);
  useEffect(() => {
    // The first step is reached by opening the dialog, which focuses the dialog itself.
    if (shown.current === stepTitle) return;
    shown.current = stepTitle;
    heading.current?.focus();
  }, [stepTitle]);
  const total = steps?.length ?? 0;
  const count =
    counted === undefined || currentStep === null ? undefined : formatProgress(currentStep + 1, total);
  const fill = count === undefined || currentStep === null ? 0 : ((currentStep + 1) / total) * 100;
  return (
    // The flow's height is drawn on the panel from here (`data-height`, see the styles).
    <div ref={box} className={styles.content} data-step={stepTitle} data-height={height}>
      {name === undefined ? null : (
        // The header band, the same height on every screen of a flow: 'Step 2 of 3 · Confirm' over
        // a thin bar; a screen outside the count (an intro, a warning) shows its name without one.
        <div className={styles.progress}>
          <h3
            ref={heading}
            tabIndex={-1}
            className={styles.progressText}
            aria-labelledby={nameId}
            aria-describedby={count && countId}
          >
            {count === undefined ? null : (
              <>
                <span id={countId}>{count}</span> ·{' '}
              </>
            )}
            <span id={nameId} className={styles.stepName}>
              {name}
            </span>
          </h3>
          {steps === undefined ? null : (
            // A screen outside the count keeps the bar's room but shows none (an empty bar read as
            // progress lost, issue 30).
            <div className={styles.track} aria-hidden="true" data-empty={count === undefined || undefined}>
              <div className={styles.fill} style={{ inlineSize: `${fill}%` }} />
            </div>
          )}
        </div>
      )}
      <div ref={setSlot} className={styles.summarySlot} data-error-summary-slot="" />
      <DialogSummarySlotContext.Provider value={summary}>{children}</DialogSummarySlotContext.Provider>
    </div>
  );
}
