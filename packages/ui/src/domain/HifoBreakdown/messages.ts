import { taxCenterTexts } from '@cairn/domain';

/** The words of `HifoBreakdown`. */
export interface HifoBreakdownMessages {
  readonly acquired: string;
  readonly quantityUsed: string;
  readonly unitCost: string;
  readonly costBasis: string;
  /** The proceeds column, shown when the lots carry their proceeds. */
  readonly proceeds: string;
  readonly holdingPeriod: string;
  /** A lot held one year or less. */
  readonly shortTerm: string;
  /** A lot held more than one year. */
  readonly longTerm: string;
  readonly total: string;
  /** The only row when the sale takes no lot. */
  readonly empty: string;
  /** Under the table when the sale exceeds the holdings, from the formatted excess. */
  readonly unmatched: (quantity: string) => string;
}

/** Doc 2 §2 states the method (HIFO), not this table: the wording is the project's. */
export const defaultHifoBreakdownMessages: HifoBreakdownMessages = {
  acquired: 'Acquired',
  quantityUsed: 'Quantity used',
  unitCost: 'Unit cost',
  costBasis: 'Cost basis',
  proceeds: 'Proceeds',
  holdingPeriod: 'Holding period',
  shortTerm: taxCenterTexts.shortTerm,
  longTerm: taxCenterTexts.longTerm,
  total: 'Total',
  empty: 'This sale would use no lots.',
  unmatched: (quantity) => `${quantity} exceeds the holdings on that date and matches no lot.`,
};
