import type { ApiApp } from '../../core/contract';

/** Serves the admin calls. */
export function registerAdminArea(_api: ApiApp): void {}
