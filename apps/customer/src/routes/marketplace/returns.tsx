import type { MarketplaceModel } from '@cairn/api-client';
import { formatModelMinimum, investmentReturns } from '@cairn/domain';
import type { InvestmentCardStat, TableColumn } from '@cairn/ui';
import { marketplaceTexts } from './copy';

/** The returns columns shared by the models and indices tables (doc 2 §3 `performance`). */
export function returnColumns(): TableColumn<MarketplaceModel>[] {
  const column = (
    id: string,
    name: string,
    pick: (model: MarketplaceModel) => number | null,
    key: 'mtd' | 'ytd' | 'oneYear' | 'full',
  ): TableColumn<MarketplaceModel> => ({
    id,
    name,
    align: 'end',
    allowsSorting: true,
    render: (model) => investmentReturns(model.performance)[key],
    compare: (a, b) => (pick(a) ?? Number.NEGATIVE_INFINITY) - (pick(b) ?? Number.NEGATIVE_INFINITY),
  });
  return [
    column('mtd', marketplaceTexts.mtd, (m) => m.performance.month_to_date_pct, 'mtd'),
    column('ytd', marketplaceTexts.ytd, (m) => m.performance.year_to_date_pct, 'ytd'),
    column('oneYear', marketplaceTexts.oneYear, (m) => m.performance.one_year_pct, 'oneYear'),
    column('full', marketplaceTexts.full, (m) => m.performance.full_pct, 'full'),
  ];
}

/** A card's figures: the four returns and the model minimum. */
export function cardStats(model: MarketplaceModel): InvestmentCardStat[] {
  const returns = investmentReturns(model.performance);
  return [
    { label: marketplaceTexts.mtd, value: returns.mtd },
    { label: marketplaceTexts.ytd, value: returns.ytd },
    { label: marketplaceTexts.oneYear, value: returns.oneYear },
    { label: marketplaceTexts.modelMinimum, value: formatModelMinimum(model.product_minimum) },
  ];
}
