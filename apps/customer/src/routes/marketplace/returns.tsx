import type { MarketplaceModel } from '@cairn/api-client';
import { displayedReturn } from '@cairn/domain';
import { Delta, type InvestmentCardStat, Money, type TableColumn } from '@cairn/ui';
import { marketplaceTexts } from './copy';

/** The returns columns shared by the models and indices tables (doc 2 §3 `performance`). */
export function returnColumns(): TableColumn<MarketplaceModel>[] {
  const column = (
    id: string,
    name: string,
    pick: (model: MarketplaceModel) => number | null,
  ): TableColumn<MarketplaceModel> => ({
    id,
    name,
    align: 'end',
    allowsSorting: true,
    // A return is a change: sign, arrow and colour, two decimals for the whole column (doc 2 §9).
    render: (model) => <Delta value={displayedReturn(pick(model))} />,
    compare: (a, b) => (pick(a) ?? Number.NEGATIVE_INFINITY) - (pick(b) ?? Number.NEGATIVE_INFINITY),
  });
  return [
    column('mtd', marketplaceTexts.mtd, (m) => m.performance.month_to_date_pct),
    column('ytd', marketplaceTexts.ytd, (m) => m.performance.year_to_date_pct),
    column('oneYear', marketplaceTexts.oneYear, (m) => m.performance.one_year_pct),
    column('full', marketplaceTexts.full, (m) => m.performance.full_pct),
  ];
}

/**
 * A card's figures: a model's three returns and its minimum ('Model Minimum'); an index's four
 * returns (doc 2 §2: an index card shows its ticker, number of assets and sector, in its line
 * above; the model minimum is a model's, issue 30).
 */
export function cardStats(model: MarketplaceModel, kind: 'model' | 'index'): InvestmentCardStat[] {
  const { performance } = model;
  const returns = [
    { label: marketplaceTexts.mtd, value: <Delta value={displayedReturn(performance.month_to_date_pct)} /> },
    { label: marketplaceTexts.ytd, value: <Delta value={displayedReturn(performance.year_to_date_pct)} /> },
    { label: marketplaceTexts.oneYear, value: <Delta value={displayedReturn(performance.one_year_pct)} /> },
  ];
  return kind === 'index'
    ? [
        ...returns,
        { label: marketplaceTexts.full, value: <Delta value={displayedReturn(performance.full_pct)} /> },
      ]
    : [
        ...returns,
        { label: marketplaceTexts.modelMinimum, value: <Money value={model.product_minimum} decimals={0} /> },
      ];
}
