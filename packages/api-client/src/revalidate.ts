import { type Cache, mutate as globalMutate, type ScopedMutator, unstable_serialize } from 'swr';
import type { CallInput, CallOutput, CallSpec } from './http/call';
import { type BoundCall, bindCall, type CallOptions } from './http/client';
import type { CallRef } from './http/lazy';
import { callKey } from './keys';

/**
 * SWR caches the hooks have been read through (`useCall` registers them). The apps give `<SWRConfig>` their own cache
 * provider (`swrCacheFor(session)`), which swr's global `mutate` does not reach; each hook
 * registers its provider's mutate here so a mutation revalidates every live cache.
 */
const caches = new Set<ScopedMutator>();
/** The caches themselves, for reading what a read shows now (optimistic updates keep it to undo). */
const stores = new Set<Cache>();

/**
 * Remembers the mutate (and the cache, when given) of a cache a hook reads from (idempotent: a
 * provider's mutate and cache are stable). Returns the way to forget it (tests).
 */
export function registerCache(mutate: ScopedMutator, cache?: Cache): () => void {
  caches.add(mutate);
  if (cache !== undefined) stores.add(cache);
  return () => {
    caches.delete(mutate);
    if (cache !== undefined) stores.delete(cache);
  };
}

/** The data a read shows now in the registered caches, or undefined when none holds it. */
export function readCachedData<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C>,
): CallOutput<C> | undefined {
  const key = unstable_serialize(callKey(spec, input));
  for (const cache of stores) {
    const state = cache.get(key);
    if (state?.data !== undefined) return state.data as CallOutput<C>;
  }
  return undefined;
}

/** Every cache's mutate: swr's global one and the registered providers'. */
export function mutators(): ScopedMutator[] {
  return [globalMutate, ...caches];
}

/** Whether an SWR key belongs to one of the calls: keys are `[call name, input JSON]` ({@link callKey}). */
export function isKeyOf(names: ReadonlySet<string>, key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && names.has(key[0]);
}

const staleListeners = new Set<(names: ReadonlySet<string>) => void>();

/**
 * Listens for reads made stale by {@link revalidateNames}: swr revalidates only the reads a hook
 * shows now, so the read hooks (`useCall`) forget when the others were fetched and fetch them on
 * their next mount instead of showing what the mutation changed.
 */
export function onReadsStale(listener: (names: ReadonlySet<string>) => void): void {
  staleListeners.add(listener);
}

/** Revalidates every cached read of the calls with these names, whatever its input, in every cache. */
export async function revalidateNames(names: Iterable<string>): Promise<void> {
  const wanted = new Set(names);
  if (wanted.size === 0) return;
  for (const listener of staleListeners) listener(wanted);
  await Promise.all(mutators().map((mutate) => mutate((key) => isKeyOf(wanted, key))));
}

/** Revalidates every cached read of these calls, whatever its input, in every registered cache. */
export function revalidateCalls(specs: readonly CallRef[]): Promise<void> {
  return revalidateNames(specs.map((spec) => spec.name));
}

/** Puts fresh data of one read into every registered cache without refetching it. */
export async function setCachedData<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C>,
  data: CallOutput<C>,
): Promise<void> {
  const key = callKey(spec, input);
  await Promise.all(mutators().map((mutate) => mutate(key, data, { revalidate: false })));
}

/** Fetches one read again in every registered cache (what was cached is dropped when the answer comes). */
export async function revalidateRead<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C>,
): Promise<void> {
  const key = callKey(spec, input);
  await Promise.all(mutators().map((mutate) => mutate(key)));
}

/**
 * The function of a mutation: sent with the shared client, then the reads it changes are
 * revalidated (only after success: a failed mutation changed nothing).
 */
export function bindMutation<C extends CallSpec>(
  spec: CallRef<C>,
  changes: readonly CallRef[],
): BoundCall<C> {
  const send = bindCall(spec);
  const fn = async (input?: CallInput<C>, options?: CallOptions): Promise<CallOutput<C>> => {
    const result = await send(input, options);
    await revalidateCalls(changes);
    return result;
  };
  return Object.assign(fn, { spec });
}
