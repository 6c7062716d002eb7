import { EDITABLE_INDEX_TYPE } from '../constants';

/** Small rules of the admin lists and forms (doc 3 §2, §4, §6). */

/** Index and model statuses (doc 3 §3). */
export const ADMIN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** An index or model status (doc 3 §3). */
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** Whether the admin list's edit link is active: only indexes whose index_type is CAIRN (doc 3 §2, §6). */
export function canEditIndex(indexType: string | null | undefined): boolean {
  return indexType === EDITABLE_INDEX_TYPE;
}

/** An asset as the admin asset search sees it. */
export interface SearchableAsset {
  readonly symbol: string;
  readonly name: string;
}

/**
 * Whether an asset matches the search text: its symbol or name contains it, ignoring case and the
 * text's surrounding spaces (doc 2 §5, doc 3 §2). Empty text matches every asset.
 */
export function matchesAssetSearch(asset: SearchableAsset, query: string): boolean {
  const text = query.trim().toLowerCase();
  return asset.symbol.toLowerCase().includes(text) || asset.name.toLowerCase().includes(text);
}
