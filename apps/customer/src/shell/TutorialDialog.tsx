import {
  Button,
  DialogBody,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  Stack,
  Text,
  VisuallyHidden,
} from '@cairn/ui';
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
  const progress = tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length);
  const next = () => {
    if (!step.completes) {
      setIndex(index + 1);
      return;
    }
    tutorial.complete();
  };
  return (
    // The step count on the left, Skip (quiet) and Next on the right (issue 30). Focus starts on
    // the dialog itself, not on Next: no focus ring at rest; Tab reaches Skip and Next.
    <DialogRoot isOpen onClose={tutorial.close} size="sm">
      <DialogHeader>{step.title}</DialogHeader>
      <DialogBody>
        {/* Next keeps focus while the title and text change: the step is read from this live region
          (its title first, which the dialog's name already says for the first step). */}
        <div aria-live="polite" aria-atomic="true">
          <Stack space="12">
            {index > 0 ? <VisuallyHidden>{step.title}</VisuallyHidden> : null}
            <Text>{step.body}</Text>
            {/* Shown in the footer; read here, after the step. */}
            <VisuallyHidden>{progress}</VisuallyHidden>
          </Stack>
        </div>
      </DialogBody>
      <DialogFooter start={<span aria-hidden="true">{progress}</span>}>
        <Button variant="ghost" onPress={tutorial.close}>
          {tutorialTexts.skip}
        </Button>
        <Button onPress={next}>{step.button}</Button>
      </DialogFooter>
    </DialogRoot>
  );
}
