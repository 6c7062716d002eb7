// An app's entry imports this module first, so these two run before any other module of the app.
// Schemas made by the modules below must be jitless, or a strict CSP reports zod's eval probe.
import '@cairn/api-client/zod-jitless';
// The kit's reset and tokens first, so every component's styles come after them.
import '@cairn/ui/theme';
import type { AppName } from '@cairn/domain';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CairnApp } from './CairnApp';

/**
 * Renders an app into its `index.html`'s `#root`: its routes inside `CairnApp`, in strict mode.
 * Imported as `@cairn/app-shell/start`, first in the app's entry (not from the barrel, whose other
 * modules would make schemas and styles before the two imports above ran).
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
