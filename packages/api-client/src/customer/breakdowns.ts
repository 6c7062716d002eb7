import { useMemo } from 'react';
import { useCallList } from '../swr';
import { customerCallSpecs as calls } from './calls';
import type { BreakdownItem } from './schema';

/** An investment of the pending portfolio, as its details are found: a model by name, an index by ticker. */
export interface BreakdownSource {
  readonly id: string;
  readonly name: string;
  readonly ticker: string | null;
  readonly index_tracker: boolean;
}

/** What {@link useInvestmentBreakdowns} gives: each investment's asset breakdown by id, once all are in. */
export interface InvestmentBreakdowns {
  readonly data: ReadonlyMap<string, readonly BreakdownItem[]> | undefined;
  readonly error: unknown;
}

/**
 * The asset breakdowns of several investments at once (`GET /model/details/{name}` for models,
 * `GET /index/details/{ticker}` for indices), e.g. for the Apply & Rebalance preview, which
 * spreads each investment's weight over its assets. `null` waits. Each list is one cached read,
 * keyed by its names or tickers, so the same portfolio is asked once. Pass a memoised list.
 */
export function useInvestmentBreakdowns(sources: readonly BreakdownSource[] | null): InvestmentBreakdowns {
  const { models, indices } = useMemo(
    () => ({
      models: sources?.filter((source) => !source.index_tracker) ?? null,
      indices: sources?.filter((source) => source.index_tracker && source.ticker !== null) ?? null,
    }),
    [sources],
  );
  const modelReads = useCallList(
    calls.getModelDetails,
    models === null ? null : models.map((source) => ({ name: source.name })),
  );
  const indexReads = useCallList(
    calls.getIndexDetails,
    indices === null ? null : indices.map((source) => ({ ticker: source.ticker ?? '' })),
  );
  const modelData = modelReads.data;
  const indexData = indexReads.data;
  const data = useMemo(() => {
    if (models === null || indices === null || modelData === undefined || indexData === undefined)
      return undefined;
    const byId = new Map<string, readonly BreakdownItem[]>();
    models.forEach((source, at) => {
      const details = modelData[at];
      if (details) byId.set(source.id, details.asset_breakdown);
    });
    indices.forEach((source, at) => {
      const details = indexData[at];
      if (details) byId.set(source.id, details.asset_breakdown);
    });
    return byId;
  }, [modelData, indexData, models, indices]);
  return { data, error: modelReads.error ?? indexReads.error };
}
