import type { PortfolioDraftEntry } from '@cairn/domain';
import type { PortfolioItem } from '@cairn/ui';
import { useCallback, useMemo, useRef } from 'react';

const NO_WARNINGS: ReadonlyMap<string, string> = new Map();

/**
 * The pending portfolio as the kit's editor rows, and the editor's changes back as draft entries.
 * An entry that did not change keeps the very same row object, so the editor's memoised rows skip
 * every row but the one being dragged (doc 2 §2: ten sliders, one moving). `warnings` marks rows a
 * banner is about (by id: the banner's title).
 */
export function useEditorItems(
  entries: readonly PortfolioDraftEntry[],
  icons: ReadonlyMap<string, string | null>,
  warnings: ReadonlyMap<string, string> = NO_WARNINGS,
): {
  items: readonly PortfolioItem[];
  toEntries: (items: readonly PortfolioItem[]) => PortfolioDraftEntry[];
} {
  const rows = useRef(new WeakMap<PortfolioDraftEntry, PortfolioItem>());
  const items = useMemo(
    () =>
      entries.map((entry) => {
        const icon = icons.get(entry.id) ?? undefined;
        const warning = warnings.get(entry.id);
        const known = rows.current.get(entry);
        if (known !== undefined && known.iconSrc === icon && known.warning === warning) return known;
        const item: PortfolioItem = {
          id: entry.id,
          name: entry.name,
          weight: entry.weight,
          ...(icon === undefined ? {} : { iconSrc: icon }),
          ...(warning === undefined ? {} : { warning }),
        };
        rows.current.set(entry, item);
        return item;
      }),
    [entries, icons, warnings],
  );
  const toEntries = useCallback(
    (next: readonly PortfolioItem[]) => {
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      return next.flatMap((item) => {
        const entry = byId.get(item.id);
        if (entry === undefined) return [];
        if (entry.weight === item.weight) return [entry];
        const changed: PortfolioDraftEntry = { ...entry, weight: item.weight };
        rows.current.set(changed, item);
        return [changed];
      });
    },
    [entries],
  );
  return { items, toEntries };
}
