import type { CallSpec } from '../http/call';

/** The customer calls of the contract. */
export const customerCalls: readonly CallSpec[] = [];
