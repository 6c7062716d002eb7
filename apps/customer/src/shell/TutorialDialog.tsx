import { Button, Inline, Popover, Stack, Text, VisuallyHidden } from '@cairn/ui';
import { useLayoutEffect, useMemo, useState } from 'react';
import { TUTORIAL_STEPS, tutorialTexts } from './copy';
import type { TutorialState } from './Tutorial';
import * as css from './TutorialDialog.css';
import { tutorialStep } from './tutorial';

/**
 * The side navigation's entry named `label` (a link, or a disabled item's `role="link"`), or the
 * navigation itself when it has none: the element a tutorial step points at.
 */
function navEntry(label: string): HTMLElement | null {
  const nav = document.querySelector<HTMLElement>('nav');
  if (nav === null) return null;
  const entries = nav.querySelectorAll<HTMLElement>('a, [role="link"]');
  return Array.from(entries).find((entry) => entry.textContent?.trim() === label) ?? nav;
}

/**
 * The first-visit tutorial (doc 1 §2.6, doc 2 §2): while `requires_tutorial` is true, six steps
 * over the navigation items with Next, and Start on the last, which sets the flag to false. Closing
 * it early (Escape, Skip or a click outside) hides it until the next visit; only Start completes
 * it. Each step stands beside the navigation item it describes, its arrow pointing at it and the
 * item ringed (issue 30 "the tutorial anchored to the items it describes"). Its own chunk, without
 * api-client code (see `LogOutDialogs`).
 */
export default function TutorialDialog({ tutorial }: { tutorial: TutorialState }) {
  const [index, setIndex] = useState(0);
  const step = tutorialStep(index);
  const progress = tutorialTexts.progress(index + 1, TUTORIAL_STEPS.length);
  const anchor = useMemo(() => navEntry(step.title), [step.title]);
  const triggerRef = useMemo(() => ({ current: anchor }), [anchor]);
  useLayoutEffect(() => {
    if (anchor === null || anchor.tagName === 'NAV') return undefined;
    anchor.setAttribute('data-tour-target', '');
    return () => anchor.removeAttribute('data-tour-target');
  }, [anchor]);
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
    <Popover
      isOpen
      onOpenChange={(open) => {
        if (!open) tutorial.close();
      }}
      triggerRef={triggerRef}
      // Under the item, inside the side navigation's column (issue 30: beside it, the popover
      // covered the page's title and banner); its arrow points up at the item.
      placement="bottom"
      title={step.title}
      className={css.panel}
    >
      {/* Next keeps focus while the title and text change: the step is read from this live region
          (its title first, which the dialog's name already says for the first step). */}
      <div aria-live="polite" aria-atomic="true" className={css.body}>
        <Stack space="12">
          {index > 0 ? <VisuallyHidden>{step.title}</VisuallyHidden> : null}
          {/* 14 px, as the title: the body never outranks it (issue 30). */}
          <Text size="sm">{step.body}</Text>
          {/* Shown in the footer; read here, after the step. */}
          <VisuallyHidden>{progress}</VisuallyHidden>
        </Stack>
      </div>
      {/* The step count, then Skip (quiet) and Next at the end, on a line of their own. */}
      <Stack space="12" className={css.footer}>
        <span aria-hidden="true" className={css.progress}>
          {progress}
        </span>
        <Inline space="8" align="end">
          <Button variant="ghost" onPress={tutorial.close}>
            {tutorialTexts.skip}
          </Button>
          <Button onPress={next}>{step.button}</Button>
        </Inline>
      </Stack>
    </Popover>
  );
}
