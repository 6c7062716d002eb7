import type { ApiApp } from '../../core/contract';

/** Serves the customer calls. */
export function registerCustomerArea(_api: ApiApp): void {}
