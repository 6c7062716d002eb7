import { updateRequiresTutorial, useMutation, useRequiresTutorial } from '@cairn/api-client';
import { TUTORIAL_COMPLETED_PAYLOAD, TUTORIAL_STEPS, tutorialStep, tutorialTexts } from '@cairn/domain';
import { Button, Dialog, Stack, Text } from '@cairn/ui';
import { createContext, useContext, useState } from 'react';

const TutorialOpenContext = createContext(false);

/** Tells the pages below whether the tutorial shows. */
export const TutorialOpenProvider = TutorialOpenContext.Provider;

/**
 * Whether the tutorial shows now: a page holds back its timed notices (the dashboard's 7.5 s
 * popups) until it is done, so none runs out unseen behind the modal tutorial.
 */
export function useTutorialOpen(): boolean {
  return useContext(TutorialOpenContext);
}

/** The tutorial's state: open while `requires_tutorial` is true and it has not been closed. */
export interface TutorialState {
  readonly isOpen: boolean;
  /** Open, or not known yet (its flag still loading): timed notices wait. */
  readonly holdsNotices: boolean;
  close(): void;
}

/** Only ACTIVE users are walked through the navigation (`isActive`): the others see half of it. */
export function useTutorial(isActive: boolean): TutorialState {
  const flag = useRequiresTutorial(isActive);
  const [closed, setClosed] = useState(false);
  const isOpen = isActive && flag.data?.requires_tutorial === true && !closed;
  const unknown = isActive && flag.data === undefined && flag.error === undefined;
  return { isOpen, holdsNotices: isOpen || unknown, close: () => setClosed(true) };
}

/**
 * The first-visit tutorial (doc 1 §2.6, doc 2 §2): while `requires_tutorial` is true, six steps
 * over the navigation items with Next, and Start on the last, which sets the flag to false. Closing
 * it early (Escape or ×) hides it until the next visit; only Start completes it.
 */
export function Tutorial({ tutorial }: { tutorial: TutorialState }) {
  const complete = useMutation(updateRequiresTutorial);
  const [index, setIndex] = useState(0);
  const step = tutorialStep(index);
  const next = () => {
    if (!step.completes) {
      setIndex(index + 1);
      return;
    }
    tutorial.close();
    void complete.trigger(TUTORIAL_COMPLETED_PAYLOAD);
  };
  if (!tutorial.isOpen) return null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) tutorial.close();
      }}
      title={step.title}
      size="sm"
      footer={
        <Button autoFocus onPress={next}>
          {step.button}
        </Button>
      }
    >
      <Stack space="12">
        <Text>{step.body}</Text>
        <Text size="sm" tone="muted">
          {tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length)}
        </Text>
      </Stack>
    </Dialog>
  );
}
