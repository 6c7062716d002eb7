import type { CallInput, CallSpec } from './http/call';

/** The SWR key of a call: its name and every input that changes the result. */
export function callKey<C extends CallSpec>(
  spec: C,
  input: CallInput<C> | undefined,
): readonly [string, string] {
  return [spec.name, JSON.stringify(input ?? {})];
}
