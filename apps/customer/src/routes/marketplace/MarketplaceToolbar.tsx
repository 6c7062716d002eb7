import { MARKETPLACE_VIEW_PARAM, type MarketplaceView, parseMarketplaceView } from '@cairn/domain';
import { Pills, Toolbar, ViewSwitch } from '@cairn/ui';
import { marketplaceTexts } from './copy';
import { useQueryParam } from './useQueryParam';

/** The list or card view of a marketplace page, kept in `?view` (list by default, left out of the URL). */
export function useMarketplaceView(): [MarketplaceView, (next: MarketplaceView) => void] {
  const [viewParam, setView] = useQueryParam(MARKETPLACE_VIEW_PARAM);
  return [parseMarketplaceView(viewParam), (next) => setView(next === 'list' ? null : next)];
}

export interface MarketplaceToolbarProps {
  /** The pills' name (style for models, sector for indices). */
  readonly filterLabel: string;
  readonly filters: readonly { readonly id: string; readonly label: string }[];
  readonly selected: string;
  /** The pill chosen; `allKey`'s pill clears the filter. */
  readonly onSelect: (key: string | null) => void;
  readonly allKey: string;
  readonly view: MarketplaceView;
  readonly onViewChange: (next: MarketplaceView) => void;
}

/**
 * A marketplace list page's toolbar (doc 2 §2 Marketplace): filter pills, wrapping onto more rows when
 * there are many (the indices' sectors), then list or cards at the first row's end.
 */
export function MarketplaceToolbar({
  filterLabel,
  filters,
  selected,
  onSelect,
  allKey,
  view,
  onViewChange,
}: MarketplaceToolbarProps) {
  return (
    <Toolbar
      filters={
        <Pills
          aria-label={filterLabel}
          items={filters}
          selectedKey={selected}
          onSelectionChange={(key) => onSelect(key === allKey ? null : String(key))}
        />
      }
      actions={
        <ViewSwitch
          value={view}
          onChange={onViewChange}
          messages={{ list: marketplaceTexts.listView, card: marketplaceTexts.cardView }}
        />
      }
    />
  );
}
