import { type Go, useGo } from '@cairn/app-shell';
import { type FlowOptions, nextPage } from '@cairn/domain';
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

