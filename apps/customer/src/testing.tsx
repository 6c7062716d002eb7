import {
  apiError,
  type StubRoutes,
  sandboxAnswers,
  stubApi,
  TestApp,
  testRouter,
} from '@cairn/app-shell/testing';
import { globalMessages } from '@cairn/domain';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { CustomerRoutes } from './App';

/**
 * The investor app's component tests: the app at `path` for the signed-in demo investor, its reads
 * answered from the captured sandbox answers with `routes` over them; `beside` renders next to the
 * routes (a hook under test). The apps project's setup ends the test (`config/apps-test-setup.ts`).
 */
export async function openInvestorApp(path: string, routes: StubRoutes = {}, beside?: ReactNode) {
  const api = stubApi({ ...sandboxAnswers.investor, ...routes }, { token: 'token' });
  const screen = await render(
    <TestApp app="customer" location={testRouter(path)}>
      {beside}
      <CustomerRoutes />
    </TestApp>,
  );
  return { api, screen };
}

/**
 * The one error policy's refusals of a write (doc 2 §8), each with what the investor reads: a server
 * error (the generic toast), a demo account (418, the demo toast) and a USER_CORRECTABLE answer (its
 * own message). `answer` makes a fresh response each time (a body is read once).
 */
export const REFUSED_WRITES = [
  {
    answer: () => apiError(500, { code: 'SERVER_ERROR', message: 'down' }),
    toast: globalMessages.serverError,
  },
  {
    answer: () => apiError(418, { code: 'DEMO_ACCOUNT', message: 'demo' }),
    toast: globalMessages.demoAccount,
  },
  {
    answer: () => apiError(400, { code: 'USER_CORRECTABLE', message: 'Please correct your request.' }),
    toast: 'Please correct your request.',
  },
] as const;
