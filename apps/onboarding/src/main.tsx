// First: it loads the jitless zod and the kit's theme before any module of the app.
import { startCairnApp } from '@cairn/app-shell/start';
import { AppRoutes } from './AppRoutes';

startCairnApp('onboarding', <AppRoutes />);
