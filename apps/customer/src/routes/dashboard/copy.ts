/**
 * The dashboard's words (doc 2 §2 Dashboard).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { PRODUCT_NAME, routePath } from '@cairn/domain';
import type { NoticeTexts } from '../../shell/copy';

/** The rest of the dashboard (doc 2 §2); the heading is `dashboardGreeting`. */
export const dashboardTexts = {
  totalBalance: 'Total Balance',
  /** The balance's last pull time, already formatted for the user's locale. */
  lastUpdated: (time: string): string => `Last updated ${time}`,
  holdings: 'Holdings',
  depositCrypto: 'Deposit Crypto',
  balanceChart: 'Balance',
  /** The balance chart before anything was ever held: the spec's 'No Data' (doc 2 §8), and why. */
  balanceChartEmpty: {
    title: 'No Data',
    body: 'Your balance over time will show here once your first deposit has arrived.',
  },
  showFlows: 'Show flows',
  harvestedTaxLosses: 'Harvested Tax Losses',
  allocation: 'Allocation',
  byInvestment: 'Investment',
  byAsset: 'Asset',
  bySector: 'Sector',
  weight: 'Weight',
  balance: 'Balance',
  taxLossHarvesting: 'Tax-Loss Harvesting',
} as const;

/**
 * The balance headline's change lines (issue 30 "Dashboard headline", project wording): the gain or
 * loss over the chart's chosen timeframe, and since the first deposit (the 'Full' timeframe's).
 */
export const balanceHeadlineTexts = {
  /** The chosen timeframe's line, by the chart's timeframe button. */
  range: { '1w': 'Past week', '1m': 'Past month', ytd: 'Year to date', '1y': 'Past year' },
  sinceFirstDeposit: 'Since first deposit',
  /** What a screen reader hears before a change ('Gain $1,204.10'). */
  gain: 'Gain',
  loss: 'Loss',
  /** The changes' group name. */
  changes: 'Change in balance, deposits and withdrawals left out',
} as const;

/** The dashboard page's header and sections besides `dashboardTexts` (project wording). */
export const dashboardPageTexts = {
  title: 'Dashboard',
  description: 'Your balance, holdings and allocation at a glance.',
  /** Under the title of a deactivated account's dashboard. */
  deactivatedDescription: 'Your records stay available in Account and Activity.',
  // Short enough for one line beside Deposit Crypto at 1280 px (issue 30: '…now, by / asset.').
  holdingsDescription: 'What you hold now, by asset.',
  /** Under a holdings list that is only cash: the list's end, not a hole under one row. */
  cashOnly: 'Only cash so far. Choose investments in My Portfolio to put it to work.',
  noHoldingsTitle: 'Nothing Held Yet',
  noHoldings: 'Deposit USD by wire or send crypto to start.',
  /** While KYC is pending, under the disabled Deposit Crypto: why it is disabled. */
  noHoldingsUntilKyc: 'Deposits open once your identity is verified.',
  /** Under the largest holdings when the account holds more assets. */
  moreHoldings: (count: number): string =>
    `${count} more ${count === 1 ? 'asset' : 'assets'} in the allocation by Asset below.`,
  harvestedTaxLossesDescription: (year: number): string => `Losses harvested in ${year} to offset gains.`,
  taxLossHarvestingDescription: 'Sell at a loss to offset gains, then stay invested.',
  /** The page banner while KYC is not approved (its body is the spec's KYC sentence). */
  kycPendingTitle: 'Verifying Your Identity',
  /** Under the TLH switch while KYC is not approved (the page banner says why). */
  taxLossHarvestingAfterKyc: 'Available once your identity is verified.',
  allocationDescription: 'How your balance is spread, largest first.',
} as const;

/** The allocation table's empty states (doc 2 §2: KYC pending, awaiting deposit, no selection). */
export const allocationEmptyStateTexts = {
  KYC_PENDING: {
    title: 'Identity Verification in Progress',
    body: 'Your allocation will show here once your identity verification is approved.',
  },
  AWAITING_DEPOSIT: {
    title: 'Awaiting Deposit',
    body: 'Your allocation will show here once your first deposit has arrived.',
    /** Opens the deposit flow (as Transfer's Deposit does). */
    action: 'Make a Deposit',
  },
  NO_SELECTION: {
    title: 'No Investments Selected',
    body: 'Choose models or indices in the Marketplace, then apply them from My Portfolio.',
    /** Opens the Marketplace's models. */
    action: 'Browse Models',
  },
} as const;

/** The dashboard of a user whose status is not ACTIVE (doc 2 §2 Dashboard). */
export const accountDeactivatedTexts = {
  title: 'Account Deactivated',
  body: `Your ${PRODUCT_NAME} account has been deactivated. Select information, such as your account details, activity, documents and Tax Center, is still reachable via the left navigation.`,
  support: 'If you have any questions about your account, please contact customer support.',
  contactSupport: 'Contact Customer Support',
  signOff: `Thank you for being a ${PRODUCT_NAME} client.`,
} as const;

/** The `mailto:` link of 'Contact Customer Support' for the configured support address (doc 2 §2). */
export function supportMailtoHref(supportEmail: string): string {
  return `mailto:${supportEmail}`;
}

/** The 7.5 s popup shown once per browser session while deposits lack cost basis (doc 2 §2). */
export const missingCostBasisPopupTexts = {
  title: 'Crypto Deposit Missing Cost Basis',
  body: 'One or more of your crypto deposits is missing its cost basis. Go to the Tax Center to add it, so that your gains and losses are reported accurately.',
  action: 'Go to Tax Center',
  href: routePath('tax-center'),
} as const satisfies NoticeTexts;

/** The 7.5 s popup about a pending withdrawal, shown once when the navigation asks for it (doc 2 §2). */
export const pendingWithdrawalPopupTexts = {
  title: 'Withdrawal Pending',
  body: 'Your withdrawal request is pending. You can follow its progress in your activity.',
  action: 'View Activity',
  href: routePath('activity'),
} as const satisfies NoticeTexts;
