import {
  type AssetBreakdownRequest,
  type AssetWeights,
  previewAssetBreakdown,
  useMutation,
} from '@cairn/api-client';
import { useEffect, useRef, useState } from 'react';

/** How long the definition must rest before the breakdown is asked for: one call per pause in typing. */
const BREAKDOWN_PAUSE_MS = 500;

/** The asset breakdown of the form (doc 3 §2): none yet, being calculated, or symbol → percent. */
export type Breakdown =
  | { readonly kind: 'unbuilt' }
  | { readonly kind: 'calculating'; readonly previous: AssetWeights | null }
  | { readonly kind: 'built'; readonly weights: AssetWeights };

/**
 * Calculates the breakdown of a valid definition (`null` while the definition is not valid) with the
 * preview call, after a pause; answers that arrive after a newer request are dropped, and a failure
 * (the error policy has spoken) leaves the breakdown unbuilt. `initial` is the saved index's
 * breakdown, shown until the first answer; `show` puts a save's answer on screen.
 */
export function useAssetBreakdown(definition: AssetBreakdownRequest | null, initial: AssetWeights | null) {
  const [breakdown, setBreakdown] = useState<Breakdown>(
    initial === null ? { kind: 'unbuilt' } : { kind: 'built', weights: initial },
  );
  const preview = useMutation(previewAssetBreakdown);
  const { trigger } = preview;
  const latest = useRef(0);
  const key = definition === null ? null : JSON.stringify(definition);

  useEffect(() => {
    const request = latest.current + 1;
    latest.current = request;
    if (key === null) {
      setBreakdown({ kind: 'unbuilt' });
      return undefined;
    }
    setBreakdown((current) => ({
      kind: 'calculating',
      previous:
        current.kind === 'built' ? current.weights : current.kind === 'calculating' ? current.previous : null,
    }));
    const timer = setTimeout(async () => {
      const result = await trigger(JSON.parse(key) as AssetBreakdownRequest);
      if (latest.current !== request) return;
      setBreakdown(result.ok ? { kind: 'built', weights: result.data.asset_breakdown } : { kind: 'unbuilt' });
    }, BREAKDOWN_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, trigger]);

  return { breakdown, show: (weights: AssetWeights) => setBreakdown({ kind: 'built', weights }) };
}
