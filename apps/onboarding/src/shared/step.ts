import { updateApplication, useMutation } from '@cairn/api-client';
import { type Go, useGo } from '@cairn/app-shell';
import { type FlowOptions, nextPage } from '@cairn/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useFlow } from './session/guard';

/** The current step: its flow options, and the way on to the next page of doc 1 §2.5. */
export function useStep(): {
  path: string;
  options: FlowOptions;
  go: Go;
  next: (options?: { replace?: boolean }) => void;
} {
  const [path] = useLocation();
  const flow = useFlow();
  const go = useGo();
  const options: FlowOptions = { userType: flow.userType ?? 'INDIVIDUAL', tlhFlag: flow.tlhFlag };
  const { userType, tlhFlag } = options;
  const next = useCallback(
    (navigation: { replace?: boolean } = {}) => {
      const page = nextPage(path, { userType, tlhFlag });
      if (page !== null) go(page, navigation);
    },
    [path, userType, tlhFlag, go],
  );
  return { path, options, go, next };
}

/** What a step sends: the application's fields it changed. */
export type ApplicationChanges = NonNullable<Parameters<typeof updateApplication>[0]>;

/**
 * Saving a form step of the application (doc 1 §4): only what changed is sent, then the flow goes on;
 * with nothing changed it goes on without a call. A failure is the one error policy's.
 */
export function useStepSave() {
  const { next } = useStep();
  const save = useMutation(updateApplication, { onSuccess: () => next() });
  return {
    isPending: save.isPending,
    save: async (changes: ApplicationChanges) => {
      if (Object.keys(changes).length === 0) next();
      else await save.trigger(changes);
    },
  };
}
