import type { ApiApp } from '../../core/contract';
import { registerAccessCalls } from './access';
import { registerIndexCalls } from './indexes';
import { registerModelCalls } from './models';

/**
 * Serves the admin calls (doc 3 §7; GET /backend/feature-flags is the user area's). Every call
 * needs an ACTIVE CAIRN_ADMIN user at DASHBOARD, else 403 `{ code: 'FORBIDDEN', message }`.
 * Index and model changes edit the market catalog, so the marketplace sees them.
 */
export function registerAdminArea(api: ApiApp): void {
  registerIndexCalls(api);
  registerModelCalls(api);
  registerAccessCalls(api);
}
