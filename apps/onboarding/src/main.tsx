// First: schemas made by the imports below must be jitless, or a strict CSP reports zod's eval probe.
import '@cairn/api-client/zod-jitless';
// The kit's reset and tokens first, so every component's styles come after them.
import '@cairn/ui/theme';
import { startCairnApp } from '@cairn/app-shell';
import { Routes } from './Routes';

startCairnApp('onboarding', <Routes />);
