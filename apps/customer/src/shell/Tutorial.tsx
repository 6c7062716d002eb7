import { updateRequiresTutorial, useMutation, useRequiresTutorial } from '@cairn/api-client';
import { TUTORIAL_COMPLETED_PAYLOAD } from '@cairn/domain';
import { createContext, lazy, Suspense, useContext, useState } from 'react';

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
  /** Closes it for this visit. */
  close(): void;
  /** Start: closes it and sets `requires_tutorial` to false. */
  complete(): void;
}

/** Only ACTIVE users are walked through the navigation (`isActive`): the others see half of it. */
export function useTutorial(isActive: boolean): TutorialState {
  const flag = useRequiresTutorial(isActive);
  const save = useMutation(updateRequiresTutorial);
  const [closed, setClosed] = useState(false);
  const isOpen = isActive && flag.data?.requires_tutorial === true && !closed;
  const unknown = isActive && flag.data === undefined && flag.error === undefined;
  return {
    isOpen,
    holdsNotices: isOpen || unknown,
    close: () => setClosed(true),
    complete: () => {
      setClosed(true);
      void save.trigger(TUTORIAL_COMPLETED_PAYLOAD);
    },
  };
}

const TutorialDialog = lazy(() => import('./TutorialDialog'));

/** The tutorial while it shows; its dialog's code loads only for the users it shows to. */
export function Tutorial({ tutorial }: { tutorial: TutorialState }) {
  if (!tutorial.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TutorialDialog tutorial={tutorial} />
    </Suspense>
  );
}
