import type { CallSpec } from '../http/call';

/** The user calls of the contract. */
export const userCalls: readonly CallSpec[] = [];
