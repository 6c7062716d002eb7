import { type StubRoutes, sandboxAnswers, stubApi, TestApp, testRouter } from '@cairn/app-shell/testing';
import { render } from 'vitest-browser-react';
import { App } from './App';

/**
 * The staff console's component tests: the console at `path` for the signed-in demo admin, its reads
 * answered from the captured sandbox answers with `routes` over them. The apps project's setup ends
 * the test (`config/apps-test-setup.ts`).
 */
export async function openAdminApp(path: string, routes: StubRoutes = {}) {
  const api = stubApi({ ...sandboxAnswers.admin, ...routes }, { token: 'token' });
  const screen = await render(
    <TestApp app="admin" location={testRouter(path)}>
      <App />
    </TestApp>,
  );
  return { api, screen };
}
