import { adminCalls } from './admin/calls';
import { customerCalls } from './customer/calls';
import type { CallSpec } from './http/call';
import { userCalls } from './user/calls';

/** Every call of the three call tables (doc 1 §7, doc 2 §7, doc 3 §7). */
export const ALL_CALLS: readonly CallSpec[] = [...userCalls, ...customerCalls, ...adminCalls];
