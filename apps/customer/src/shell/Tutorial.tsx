import { updateRequiresTutorial, useMutation, useRequiresTutorial } from '@cairn/api-client';
import { TUTORIAL_COMPLETED_PAYLOAD, TUTORIAL_STEPS, tutorialStep, tutorialTexts } from '@cairn/domain';
import { Button, Dialog, Stack, Text } from '@cairn/ui';
import { useState } from 'react';

export interface TutorialProps {
  /** Only ACTIVE users are walked through the navigation: the others see half of it. */
  isActive: boolean;
}

/**
 * The first-visit tutorial (doc 1 §2.6, doc 2 §2): while `requires_tutorial` is true, six steps
 * over the navigation items with Next, and Start on the last, which sets the flag to false. Closing
 * it early (Escape or ×) hides it until the next visit; only Start completes it.
 */
export function Tutorial({ isActive }: TutorialProps) {
  const flag = useRequiresTutorial(isActive);
  const complete = useMutation(updateRequiresTutorial);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const isOpen = isActive && flag.data?.requires_tutorial === true && !closed;
  const step = tutorialStep(index);
  const next = () => {
    if (!step.completes) {
      setIndex(index + 1);
      return;
    }
    setClosed(true);
    void complete.trigger(TUTORIAL_COMPLETED_PAYLOAD);
  };
  if (!isOpen) return null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) setClosed(true);
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
