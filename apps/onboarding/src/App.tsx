import { CairnApp } from '@cairn/app-shell';
import { Routes } from './Routes';

/** Public routes and onboarding (doc 1 §2.1, §2.2), in the root every app shares. */
export function App() {
  return (
    <CairnApp app="onboarding">
      <Routes />
    </CairnApp>
  );
}
