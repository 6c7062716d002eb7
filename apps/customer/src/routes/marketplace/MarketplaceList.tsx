import type { MarketplaceModel } from '@cairn/api-client';
import {
  InvestmentCard,
  LoadState,
  type Read,
  type SortDescriptor,
  Table,
  type TableColumn,
} from '@cairn/ui';
import type { ReactNode } from 'react';
import { MARKETPLACE_SKELETON_ROWS } from './display';
import { MarketplaceToolbar, type MarketplaceToolbarProps, useMarketplaceView } from './MarketplaceToolbar';
import { cardGrid } from './marketplace.css';
import { cardStats } from './returns';

export interface MarketplaceListProps {
  /** The page's name, the table's label. */
  readonly label: string;
  /** The models or indices (an api-client read). */
  readonly read: Read<MarketplaceModel[]>;
  /** The filter pills (the view switch is the list's own). */
  readonly pills: Omit<MarketplaceToolbarProps, 'view' | 'onViewChange'>;
  /** The items the chosen pill shows. */
  readonly filter: (items: MarketplaceModel[]) => MarketplaceModel[];
  readonly columns: TableColumn<MarketplaceModel>[];
  /**
   * The order the table opens in, its arrow on that column's header (the list's own order, so the
   * arrow says how the rows already stand); without it the server's order and no arrow.
   */
  readonly defaultSort?: SortDescriptor;
  /** Which figures the cards show (`cardStats`). */
  readonly kind: 'model' | 'index';
  /** An item's details page: a card's link and a row's action. */
  readonly href: (item: MarketplaceModel) => string;
  /** A card's own parts: its name, the line above it and its actions (the figures are shared). */
  readonly card: (item: MarketplaceModel) => {
    readonly name: string;
    readonly eyebrow: ReactNode;
    readonly actions: ReactNode;
  };
}

/**
 * A marketplace list page's body (doc 2 §2 Marketplace): the toolbar (filter pills, list or cards
 * kept in `?view`), then the items the pill shows as a table (the default; its skeleton rows while
 * they load, a row opens the item's page) or as cards.
 */
export function MarketplaceList({
  label,
  read,
  pills,
  filter,
  columns,
  defaultSort,
  kind,
  href,
  card,
}: MarketplaceListProps) {
  const [view, setView] = useMarketplaceView();
  const sortProps = defaultSort === undefined ? {} : { defaultSortDescriptor: defaultSort };
  return (
    <>
      <MarketplaceToolbar {...pills} view={view} onViewChange={setView} />
      <LoadState
        read={read}
        loading={
          <Table
            aria-label={label}
            columns={columns}
            rows={[]}
            // The same sort as the loaded table: the table stays mounted when the rows arrive.
            {...sortProps}
            isLoading
            loadingRows={MARKETPLACE_SKELETON_ROWS}
          />
        }
      >
        {(data) => {
          const shown = filter(data);
          return view === 'card' ? (
            <div className={cardGrid}>
              {shown.map((item) => (
                <InvestmentCard
                  key={item.id}
                  {...card(item)}
                  href={href(item)}
                  icon={item.icon ?? item.icon_resource_path}
                  description={item.description}
                  stats={cardStats(item, kind)}
                />
              ))}
            </div>
          ) : (
            <Table
              aria-label={label}
              columns={columns}
              rows={shown}
              {...sortProps}
              // The whole row is the link to the item's page; its name is plain text.
              rowHref={href}
            />
          );
        }}
      </LoadState>
    </>
  );
}
