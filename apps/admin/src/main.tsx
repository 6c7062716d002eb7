// First: schemas made by the imports below must be jitless, or a strict CSP reports zod's eval probe.
import '@cairn/api-client/zod-jitless';
// The kit's reset and tokens first, so every component's styles come after them.
import '@cairn/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
