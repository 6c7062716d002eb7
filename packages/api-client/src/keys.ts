import type { CallInput, CallSpec } from './http/call';
import type { CallRef } from './http/lazy';

/** The SWR key of a call: its name and every input that changes the result. */
export function callKey<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C> | undefined,
): readonly [string, string] {
  return [spec.name, JSON.stringify(input ?? {})];
}

/**
 * The SWR key of one call read for each input of a list (`useCallList`): the call's name first, so
 * a mutation that revalidates the call by name revalidates the list too; never equal to a single
 * read's key.
 */
export function callListKey<C extends CallSpec>(
  spec: CallRef<C>,
  inputs: readonly CallInput<C>[],
): readonly [string, string] {
  return [spec.name, JSON.stringify({ list: inputs })];
}
