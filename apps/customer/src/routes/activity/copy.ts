/**
 * The Activity area's words: the activity log, trades, the Tax Center and its transactions (doc 2 §2, §8, §9; doc 3 §9).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import {
  COST_BASIS_METHOD,
  HISTORY_ERROR_REPORT_DAYS,
  MIN_COST_BASIS_USD,
  PRODUCT_NAME,
  SETTLEMENT_HOURS,
} from '@cairn/domain';
import { TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS } from '../../shared/copy';

/** The Activity pages (doc 2 §2 Activity, §9). */
export const activityTexts = {
  activityLog: 'Activity Log',
  tradeHistory: 'Trade History',
  exportCsv: 'Export CSV',
  loadMore: 'Load More...',
  type: 'Type',
  timeFrame: 'Time Frame',
  from: 'From',
  to: 'To',
  date: 'Date',
  category: 'Category',
  amount: 'Amount',
  status: 'Status',
  details: 'Details',
  source: 'Source',
  received: 'Received',
  completed: 'Completed',
  destination: 'Destination',
  tradingCompleted: 'Trading Completed',
  transferCompleted: 'Transfer Completed',
  investment: 'Investment',
  reason: 'Reason',
  initiated: 'Initiated',
  exportFilename: 'cairn-activity.csv',
  tradesExportFilename: 'cairn-trades.csv',
  noActivity: 'There is no activity for the filters selected.',
  showAllActivity: 'Show all activity',
  delayNote: `Certain activity may take up to ${SETTLEMENT_HOURS} hours to appear.`,
  settlementNote: `Trades typically settle within ${SETTLEMENT_HOURS} hours.`,
  historyErrors: `Please report any error in your account history within ${HISTORY_ERROR_REPORT_DAYS} calendar days.`,
} as const;

/** The trade history's columns (doc 2 §3 "Trade"). */
export const tradeHistoryTexts = {
  date: 'Date',
  asset: 'Asset',
  side: 'Side',
  quantity: 'Quantity',
  price: 'Price',
  value: 'Value',
  fee: 'Fee (USD)',
  noTrades: 'There are no trades yet.',
} as const;

/** The Tax Center page (doc 2 §2 Tax Center). */
export const taxCenterPageTexts = {
  heading: 'Activity',
  description: 'Realized gains and losses, tax reports and cost basis details.',
  taxYear: 'Tax Year',
  missingTitle: 'Add missing transaction details',
  missingAction: (count: number): string =>
    count === 1 ? 'Add details for 1 transaction' : `Add details for ${count} transactions`,
  upToDateTitle: 'Your cost basis details are up to date',
  // "costs basis" is the spec's spelling, kept as quoted.
  upToDateAction: 'View or modify costs basis details for your transactions',
  missingBody:
    'Crypto you deposited from an outside wallet needs the price you paid; until then a $0 cost basis is assumed.',
  upToDateBody: 'Every crypto deposit has its cost basis, so your gains are figured from what you paid.',
  learnMore: 'Learn more',
  taxSummary: 'Tax Summary',
  taxAdvice: `${PRODUCT_NAME} does not provide tax advice. Please consult a qualified tax professional about your situation.`,
  shortTermHint: 'Held one year or less',
  longTermHint: 'Held more than one year',
  importantTaxDisclosures: 'Important Tax Disclosures',
  taxReports: 'Tax Reports',
  gainLossReport: 'Gain/Loss Report (CSV)',
  reportBody: 'Your realized gains and losses of the tax year, sale by sale, as a CSV file.',
  notAnOfficialTaxForm: 'This report is not an official tax form.',
  download: 'Download',
  downloading: 'Downloading...',
  reportAvailableFrom: (year: number): string => `Available from January 1, ${year}.`,
  faq: 'Frequently Asked Questions',
} as const;

/** The cost basis explanation dialog behind 'Learn more' (doc 2 §2 Tax Center). */
export const costBasisExplanationTexts = {
  title: 'What Is Cost Basis?',
  paragraphs: [
    'Cost basis is what you paid for an asset, including fees. When the asset is sold, the gain or loss is the sale proceeds less the cost basis of the units sold.',
    `${PRODUCT_NAME} knows the cost basis of everything bought on the platform. For crypto you deposited from an external wallet, only you know what you paid: please add it for each deposit.`,
    'Until you do, a cost basis of $0 is assumed and the date the crypto entered your account is treated as the purchase date, which can overstate your gains and report them as short-term.',
  ],
} as const;

/** The 'Important Tax Disclosures' dialog (doc 2 §2 Tax Center). */
export const taxDisclosuresTexts = {
  title: 'Important Tax Disclosures',
  paragraphs: [
    `${PRODUCT_NAME} does not provide tax, legal or accounting advice. The information in the Tax Center is provided for your convenience only; please consult a qualified tax professional about your situation.`,
    `Gains and losses are calculated with the ${COST_BASIS_METHOD} (highest in, first out) method from the information available to ${PRODUCT_NAME}. Units held one year or less give short-term results; units held more than one year give long-term results.`,
    'For deposits whose cost basis you have not provided, a cost basis of $0 and the date of receipt are assumed. Figures for the current year are in progress and change until the year ends.',
    'Tax forms issued by the custodian, where applicable, are the official record. Activity outside your account is not included.',
  ],
} as const;

/** One question of the Tax Center's FAQ. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * The Tax Center's FAQ (doc 2 §2: reports, how gains are calculated, HIFO, use of cost basis,
 * tax-loss harvesting, outside activity, disclaimer), written by the project (spec README) with
 * the constants of doc 3 §9.
 */
export const TAX_FAQ: readonly FaqItem[] = [
  {
    question: 'What reports are available?',
    answer:
      'For each past tax year you can download a gain/loss report as a CSV file, listing every sale with its cost basis, proceeds and gain or loss. The report for the current year is available once the year has ended. The report is not an official tax form.',
  },
  {
    question: 'How are my gains and losses calculated?',
    answer:
      'Each sale is matched to the units it sold. The gain or loss is the sale proceeds less the cost basis of those units. Units held one year or less give short-term results; units held more than one year give long-term results.',
  },
  {
    question: `What is ${COST_BASIS_METHOD}?`,
    answer: `${COST_BASIS_METHOD} means "highest in, first out": when units are sold, those with the highest cost per unit are matched first. This usually realizes the smallest gain, or the largest loss, available at the time of the sale.`,
  },
  {
    question: 'How is the cost basis I provide used?',
    answer: `The cost basis and purchase date you enter for a deposit become the cost and acquisition date of its units, so that later sales report the right gain and holding period. A cost basis must be at least $${MIN_COST_BASIS_USD}. Without it, a cost basis of $0 is assumed and the date of receipt is treated as the purchase date.`,
  },
  {
    question: 'What is tax-loss harvesting?',
    answer: `Where your account offers it, tax-loss harvesting sells investments that have fallen in value to realize losses that can offset gains, and keeps your exposure by buying similar assets. ${TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS}`,
  },
  {
    question: 'Does the Tax Center include activity outside my account?',
    answer: `No. Only activity in your ${PRODUCT_NAME} account is included. Purchases, sales and transfers elsewhere, and the cost of crypto before you deposited it, are not known to ${PRODUCT_NAME} unless you provide the cost basis of your deposits.`,
  },
  {
    question: 'Disclaimer',
    answer: `${PRODUCT_NAME} does not provide tax advice. The Tax Center is for information only and may not reflect every rule that applies to you; please consult a qualified tax professional.`,
  },
];

/** The Transactions page (doc 2 §2 Transactions page). */
export const transactionsPageTexts = {
  back: 'Back to Tax Center',
  title: 'Transactions',
  description: 'Crypto deposits into your account and their cost basis details.',
  timePeriod: 'Time Period',
  // The spec's RECEIVED, CATEGORY, ASSET, AMOUNT in the kit's one header case (issue 30).
  received: 'Received',
  category: 'Category',
  asset: 'Asset',
  amount: 'Amount',
  action: 'Action',
  deposit: 'Deposit',
  addDetails: 'Add Details',
  modifyDetails: 'Modify Details',
  showAllTime: 'Show All Time',
  empty:
    'There are no crypto deposits detected in your account for the time period selected. Please reach out to customer service if you believe this is an error.',
} as const;

/**
 * The Tax Center's lot-level transparency (beyond the spec, issue 16 §6): the sales of the year lot
 * by lot, the lots still held, and the Form 8949 CSV. The project's wording.
 */
export const taxLotTexts = {
  title: 'Gains Lot by Lot',
  intro: `Every sale of the tax year with the lots ${COST_BASIS_METHOD} matched to it. The totals equal the Tax Summary.`,
  salesCaption: (year: number): string => `Sales of ${year}, lot by lot`,
  sold: 'Sold',
  asset: 'Asset',
  acquired: 'Acquired',
  quantity: 'Quantity',
  proceeds: 'Proceeds',
  costBasis: 'Cost basis',
  gain: 'Gain or loss',
  term: 'Term',
  noSales: 'There are no sales in this tax year.',
  addDetails: 'Add details',
  openLotsTitle: 'Lots Still Held',
  openLotsIntro: `In the order ${COST_BASIS_METHOD} would sell them, with the day each becomes long-term.`,
  longTermFrom: 'Long-term from',
  daysLeft: 'Days left',
  longTermNow: 'Long-term',
  daysLeftValue: (days: number): string => (days === 1 ? '1 day' : `${days} days`),
  noOpenLots: 'There are no lots held.',
  downloadForm8949: 'Download Form 8949 CSV',
  form8949Filename: (year: number): string => `cairn-form-8949-${year}.csv`,
} as const;

/** The Tax Center's 'Lots and Balances' and its transfers out (beyond the spec; docs/decisions.md "Reconciliation shown"). */
export const lotsAndBalancesTexts = {
  title: 'Lots and Balances',
  intro: 'The lots still held, asset by asset, beside what the custodian holds for you.',
  asset: 'Asset',
  lots: 'In the lots',
  custody: 'Custodian balance',
  difference: 'Difference',
  explanation: 'Why',
  matching: (count: number): string =>
    count === 1 ? '1 asset matches the custodian' : `${count} assets match the custodian`,
  matchingTitle: 'Assets that match the custodian',
  uncoveredTitle: 'Sales beyond the known lots',
  transfersTitle: (year: number): string => `Transfers out in ${year}`,
  transfersIntro:
    'Crypto withdrawn to outside wallets: not sales, so no gain or loss; it leaves the lots with the highest cost per unit first.',
  transferDate: 'Date',
  basisLeft: 'Cost basis that left',
} as const;
