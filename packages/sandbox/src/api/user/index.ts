import type { ApiApp } from '../../core/contract';

/** Serves the user calls. */
export function registerUserArea(_api: ApiApp): void {}
