import type { SWRResponse } from 'swr';
import type { CallInput, CallOutput, CallSpec } from '../http/call';
import { type CallRef, lazyCalls } from '../http/lazy';
import { useCall } from '../swr';
import type { adminCallSpecs } from './calls';

// The specs (and zod) load with the first call sent.
const calls = lazyCalls<typeof adminCallSpecs>(() =>
  import('./calls').then((module) => module.adminCallSpecs),
);

/**
 * The admin console's reads. The spec gives no cache times for them: the global default applies
 * (never stale; saves and toggles revalidate what they change).
 */

type Calls = typeof adminCallSpecs;
type Read<K extends keyof Calls> = SWRResponse<CallOutput<Calls[K]>>;

// Registers the hook's SWR cache so saves and toggles revalidate it (the apps use their own cache).
function useAdminCall<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C> | null,
): SWRResponse<CallOutput<C>> {
  return useCall(spec, input);
}

/** The Index Creation Tool's selection lists. */
export function useIndexCreateOptions(): Read<'getIndexCreateOptions'> {
  return useAdminCall(calls.getIndexCreateOptions, {});
}

/** Every sector. */
export function useIndexSectors(): Read<'getIndexSectors'> {
  return useAdminCall(calls.getIndexSectors, {});
}

/** The industry groups of the chosen sectors. */
export function useIndexIndustryGroups(
  input: CallInput<Calls['getIndexIndustryGroups']>,
): Read<'getIndexIndustryGroups'> {
  return useAdminCall(calls.getIndexIndustryGroups, input);
}

/** The industries of the chosen sectors. */
export function useIndexIndustries(
  input: CallInput<Calls['getIndexIndustries']>,
): Read<'getIndexIndustries'> {
  return useAdminCall(calls.getIndexIndustries, input);
}

/** The subindustries of the chosen sectors. */
export function useIndexSubindustries(
  input: CallInput<Calls['getIndexSubindustries']>,
): Read<'getIndexSubindustries'> {
  return useAdminCall(calls.getIndexSubindustries, input);
}

/** Every blockchain. */
export function useIndexBlockchains(): Read<'getIndexBlockchains'> {
  return useAdminCall(calls.getIndexBlockchains, {});
}

/** The admin index list. */
export function useAdminIndexes(): Read<'getAdminIndexes'> {
  return useAdminCall(calls.getAdminIndexes, {});
}

/** One index; pass `null` for a new index (nothing is fetched). */
export function useAdminIndex(id: string | null): Read<'getAdminIndex'> {
  return useAdminCall(calls.getAdminIndex, id === null ? null : { id });
}

/** The admin model list. */
export function useAdminModels(): Read<'getAdminModels'> {
  return useAdminCall(calls.getAdminModels, {});
}

/** The Model Creation Tool's options. */
export function useModelCreateOptions(): Read<'getModelCreateOptions'> {
  return useAdminCall(calls.getModelCreateOptions, {});
}

/** One model; pass `null` for a new model (nothing is fetched). */
export function useAdminModel(modelId: string | null): Read<'getAdminModel'> {
  return useAdminCall(calls.getAdminModel, modelId === null ? null : { modelId });
}
