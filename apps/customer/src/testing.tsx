import { type StubRoutes, sandboxAnswers, stubApi, TestApp, testRouter } from '@cairn/app-shell/testing';
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
