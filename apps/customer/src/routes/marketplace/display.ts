/**
 * How the marketplace's pages show a model or an index (doc 2 §2 Marketplace): the list's skeleton
 * rows, an index card's line and an inception date.
 */
import { assetCountLabel, formatLongDate, MISSING_VALUE_DISPLAY, parseIsoDate } from '@cairn/domain';

/** Skeleton rows of the models list table while it loads (doc 2 §2). */
export const MARKETPLACE_SKELETON_ROWS = 8;

/** An index card's line (doc 2 §2: number of assets and sector): '12 assets · DeFi'. */
export function indexCardSummary(item: {
  readonly asset_count: number;
  readonly sector?: string | null;
}): string {
  const count = assetCountLabel(item.asset_count);
  const sector = item.sector?.trim() ?? '';
  return sector === '' ? count : `${count} · ${sector}`;
}

/** An inception date ('YYYY-MM-DD') as 'Month D, YYYY'; '--' when missing or not a date. */
export function formatInceptionDate(value: string | null | undefined): string {
  const date = value === null || value === undefined ? null : parseIsoDate(value);
  return date === null ? MISSING_VALUE_DISPLAY : formatLongDate(date);
}
