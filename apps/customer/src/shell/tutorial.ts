/**
 * The six-step tutorial over the side navigation (doc 2 §2 "Side navigation", §7): one step per
 * top-level navigation item, Next on each step and Start on the last, which completes it
 * (`TUTORIAL_COMPLETED_PAYLOAD`).
 */
import { TUTORIAL_STEPS, type TutorialStep, tutorialTexts } from './copy';

/** A tutorial step with its position and button. */
export interface TutorialStepView extends TutorialStep {
  /** 0-based. */
  readonly index: number;
  /** 'Next', or 'Start' on the last step. */
  readonly button: string;
  /** Whether the button completes the tutorial. */
  readonly completes: boolean;
}

/** The tutorial's step at `index`; throws a RangeError outside 0–5. */
export function tutorialStep(index: number): TutorialStepView {
  const step = TUTORIAL_STEPS[index];
  if (!Number.isInteger(index) || step === undefined) throw new RangeError(`No tutorial step ${index}`);
  const completes = index === TUTORIAL_STEPS.length - 1;
  return { ...step, index, button: completes ? tutorialTexts.start : tutorialTexts.next, completes };
}
