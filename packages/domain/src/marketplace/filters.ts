/**
 * The marketplace's list/card switch and filters (doc 2 §2 Marketplace): the `view` query
 * parameter (default list), the model style pills (View All, Market, Smart Beta, Alpha) and the
 * index tag pills (View All, Multisector, then the server's tags).
 */
import { PRODUCTS } from '../constants';
import type { Product } from '../tiers/tiers';

/** The model styles' labels (doc 2 §1, §2: Market, Smart Beta, Alpha), by product. */
export const PRODUCT_STYLE_LABELS: Readonly<Record<(typeof PRODUCTS)[number], string>> = {
  MARKET: 'Market',
  SMART_BETA: 'Smart Beta',
  ALPHA: 'Alpha',
};

/** The pill that shows every model or every index (doc 2 §2). */
export const VIEW_ALL = 'View All';

/** The two views of a marketplace list. */
export const MARKETPLACE_VIEWS = ['list', 'card'] as const;

/** A marketplace view. */
export type MarketplaceView = (typeof MARKETPLACE_VIEWS)[number];

/** The query parameter that keeps the view. */
export const MARKETPLACE_VIEW_PARAM = 'view';

/** The view a `view` query value names: 'card', else the default 'list' (missing or unknown). */
export function parseMarketplaceView(value: string | null | undefined): MarketplaceView {
  return value === 'card' ? 'card' : 'list';
}

/** The query string keeping a view: '' for the default list, '?view=card' for cards. */
export function marketplaceViewQuery(view: MarketplaceView): string {
  return view === 'list' ? '' : `?${MARKETPLACE_VIEW_PARAM}=${view}`;
}

/** A style pill: every style, or one product. */
export type StyleFilter = 'ALL' | Product;

/** The style pills in order, with their labels. */
export const STYLE_FILTERS: readonly { readonly key: StyleFilter; readonly label: string }[] = [
  { key: 'ALL', label: VIEW_ALL },
  ...PRODUCTS.map((product) => ({ key: product, label: PRODUCT_STYLE_LABELS[product] })),
];

/** The models a style pill shows, in their order. */
export function filterByStyle<T extends { readonly product: string }>(
  models: readonly T[],
  filter: StyleFilter,
): T[] {
  return filter === 'ALL' ? [...models] : models.filter((model) => model.product === filter);
}

/** The tag pill that shows every index. */
export const ALL_TAGS = VIEW_ALL;
/** The tag pill of indices spanning several sectors. */
export const MULTISECTOR_TAG = 'Multisector';

/**
 * The index tag pills: View All, Multisector, then the server's tags (`GET /index/tags`) in their
 * order, without repeats or blanks.
 */
export function indexTagFilters(serverTags: readonly string[]): string[] {
  const pills: string[] = [ALL_TAGS, MULTISECTOR_TAG];
  for (const tag of serverTags) {
    const trimmed = tag.trim();
    if (trimmed !== '' && !pills.includes(trimmed)) pills.push(trimmed);
  }
  return pills;
}

/** An index as the tag filter reads it (doc 2 §3: `tags_excl_usd`, and the card's sector). */
export interface TaggedIndex {
  readonly tags_excl_usd: readonly string[];
  readonly sector?: string | null;
}

/**
 * The indices a tag pill shows: all for View All; for Multisector those whose sector is
 * 'Multisector' or that carry the tag; otherwise those carrying the tag.
 */
export function filterByTag<T extends TaggedIndex>(indices: readonly T[], tag: string): T[] {
  if (tag === ALL_TAGS) return [...indices];
  return indices.filter(
    (index) =>
      index.tags_excl_usd.includes(tag) || (tag === MULTISECTOR_TAG && index.sector === MULTISECTOR_TAG),
  );
}
