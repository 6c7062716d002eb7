import type { AppName } from '@cairn/domain';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CairnApp } from './CairnApp';

/**
 * Renders an app into its `index.html`'s `#root`: its routes inside `CairnApp`, in strict mode.
 * The entry imports `@cairn/api-client/zod-jitless` and `@cairn/ui/theme` before this module.
 */
export function startCairnApp(app: AppName, routes: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <CairnApp app={app}>{routes}</CairnApp>
    </StrictMode>,
  );
}
