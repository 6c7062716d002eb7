import { ApiError, handleMutationError } from '@cairn/api-client';
import { type Go, useGo } from '@cairn/app-shell';
import { type FlowOptions, nextPage, verificationOutcome } from '@cairn/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useFlow } from '../session/guard';

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

/**
 * Runs a mutation of the step; a failure goes through the one error policy (toasts) and gives
 * `false`. Identity errors the spec words itself (INCORRECT_PASSWORD, USER_DISABLED, doc 1 §8) are
 * shown with their text instead of the generic toast.
 */
export async function attempt(
  run: () => Promise<unknown>,
  showError: (message: string) => void,
): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    const code = error instanceof ApiError ? error.body?.code : undefined;
    if (code === 'INCORRECT_PASSWORD' || code === 'USER_DISABLED') {
      const outcome = verificationOutcome(code);
      if (outcome.kind === 'failure') showError(outcome.message);
    } else {
      handleMutationError(error);
    }
    return false;
  }
}
