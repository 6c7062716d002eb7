import { Button, Dialog, Stack, Text, VisuallyHidden } from '@cairn/ui';
import { useState } from 'react';
import { TUTORIAL_STEPS, tutorialTexts } from './copy';
import type { TutorialState } from './Tutorial';
import { tutorialStep } from './tutorial';

/**
 * The first-visit tutorial (doc 1 §2.6, doc 2 §2): while `requires_tutorial` is true, six steps
 * over the navigation items with Next, and Start on the last, which sets the flag to false. Closing
 * it early (Escape or ×) hides it until the next visit; only Start completes it. Its own chunk,
 * without api-client code (see `LogOutDialogs`).
 */
export default function TutorialDialog({ tutorial }: { tutorial: TutorialState }) {
  const [index, setIndex] = useState(0);
  const step = tutorialStep(index);
  const next = () => {
    if (!step.completes) {
      setIndex(index + 1);
      return;
    }
    tutorial.complete();
  };
  return (
    <Dialog
      isOpen
      onClose={tutorial.close}
      title={step.title}
      size="sm"
      footer={
        <Button autoFocus onPress={next}>
          {step.button}
        </Button>
      }
    >
      {/* Next keeps focus while the title and text change: the step is read from this live region
          (its title first, which the dialog's name already says for the first step). */}
      <div aria-live="polite" aria-atomic="true">
        <Stack space="12">
          {index > 0 ? <VisuallyHidden>{step.title}</VisuallyHidden> : null}
          <Text>{step.body}</Text>
          <Text size="sm" tone="muted">
            {tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length)}
          </Text>
        </Stack>
      </div>
    </Dialog>
  );
}
