import type { CallSpec } from '../http/call';

/** The admin calls of the contract. */
export const adminCalls: readonly CallSpec[] = [];
