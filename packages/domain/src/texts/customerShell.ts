/**
 * Texts of the investor app's shell and dashboard (doc 2 §2 "Dashboard", "Side navigation",
 * "My Portfolio"; §8). Quoted where the spec quotes them; where it only describes a text, the
 * wording is the project's (docs/decisions.md "Investor app texts").
 */

import { routePath } from '../apps/manifest';
import { PRODUCT_NAME } from '../constants';

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

/** The dashboard's Transfer dropdown (doc 2 §2): 'Transfer' with Deposit and Withdraw. */
export const transferMenuTexts = {
  transfer: 'Transfer',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
} as const;

/** The rest of the dashboard (doc 2 §2); the heading is `dashboardGreeting`. */
export const dashboardTexts = {
  totalBalance: 'Total Balance',
  /** The balance's last pull time, already formatted for the user's locale. */
  lastUpdated: (time: string): string => `Last updated ${time}`,
  holdings: 'Holdings',
  depositCrypto: 'Deposit Crypto',
  balanceChart: 'Balance',
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

/** The allocation table's empty states (doc 2 §2: KYC pending, awaiting deposit, no selection). */
export const allocationEmptyStateTexts = {
  KYC_PENDING: {
    title: 'Identity Verification in Progress',
    body: 'Your allocation will show here once your identity verification is approved.',
  },
  AWAITING_DEPOSIT: {
    title: 'Awaiting Deposit',
    body: 'Your allocation will show here once your first deposit has arrived.',
  },
  NO_SELECTION: {
    title: 'No Investments Selected',
    body: 'Choose models or indices in the Marketplace, then apply them from My Portfolio.',
  },
} as const;

/** A notice's words: a title, a line saying what happened, and the link to where it is dealt with. */
export interface NoticeTexts {
  readonly title: string;
  readonly body: string;
  /** The link's label. */
  readonly action: string;
  readonly href: string;
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

/** The notice shown after leaving My Portfolio with unsaved changes (doc 2 §2 My Portfolio). */
export const unsavedChangesTexts = {
  title: 'Unsaved Changes',
  body: 'You have changes in My Portfolio that have not been applied yet.',
  action: 'Back to My Portfolio',
  href: routePath('portfolio'),
} as const satisfies NoticeTexts;

/** The dialog shown on logout with unsaved changes in My Portfolio (doc 2 §2 My Portfolio). */
export const discardChangesTexts = {
  title: 'Discard Changes',
  body: 'You have changes in My Portfolio that have not been applied. If you log out now, they will be discarded.',
  confirm: 'Discard and Log Out',
  cancel: 'Keep Editing',
} as const;

/** One step of the six-step tutorial, pointing at one navigation item (doc 2 §2 Side navigation). */
export interface TutorialStep {
  /** The `NavItem.key` the step points at. */
  readonly navKey: string;
  readonly title: string;
  readonly body: string;
}

/** The six-step tutorial, one step per top-level navigation item, in navigation order (doc 2 §2). */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    navKey: 'dashboard',
    title: 'Dashboard',
    body: 'Your balance, its history and your allocation at a glance. Start a deposit or a withdrawal from Transfer.',
  },
  {
    navKey: 'portfolio',
    title: 'My Portfolio',
    body: 'Choose your investments and their weights, exclude assets, and apply your changes to rebalance.',
  },
  {
    navKey: 'performance',
    title: 'Performance',
    body: 'Follow your returns by investment, asset or sector, over the period you choose.',
  },
  {
    navKey: 'marketplace',
    title: 'Marketplace',
    body: 'Browse models and indices, compare their track records, and add them to My Portfolio.',
  },
  {
    navKey: 'account',
    title: 'Account',
    body: 'Keep your personal information, preferences, beneficiaries and asset exclusions up to date.',
  },
  {
    navKey: 'activity',
    title: 'Activity',
    body: 'See your deposits, withdrawals, rebalances and fees, your documents, your trades and your Tax Center.',
  },
];

/** The tutorial's buttons: Next on every step, Start on the last (doc 2 §2). */
export const tutorialTexts = {
  next: 'Next',
  start: 'Start',
  /** Where the user is in the six steps (project wording). */
  progress: (step: number, count: number): string => `Step ${step} of ${count}`,
} as const;

/** The investor app's frame around every page (project wording; the spec names none of these). */
export const customerShellTexts = {
  logOut: 'Log Out',
  darkTheme: 'Dark theme',
  /** The navigation's warning on My Portfolio while drafts are unsaved (doc 2 §2), read as its name. */
  unsavedChangesWarning: 'Unsaved changes',
  /** The staff's way to their console (doc 1 §4: staff land on /dashboard like everyone). */
  adminConsole: 'Admin Console',
  termsAndConditions: 'Terms and Conditions',
  privacyPolicy: 'Privacy Policy',
} as const;

/** The dashboard page's header and sections besides `dashboardTexts` (project wording). */
export const dashboardPageTexts = {
  title: 'Dashboard',
  description: 'Your balance, holdings and allocation at a glance.',
  holdingsDescription: 'What your account holds now, by asset.',
  noHoldings: 'Nothing is held yet. Deposit USD by wire or send crypto to start.',
  /** Under the largest holdings when the account holds more assets. */
  moreHoldings: (count: number): string =>
    `${count} more ${count === 1 ? 'asset' : 'assets'} in the allocation by Asset below.`,
  harvestedTaxLossesDescription: (year: number): string => `Losses harvested in ${year} to offset gains.`,
  taxLossHarvestingDescription: 'Sell at a loss to offset gains, then stay invested.',
  allocationDescription: 'How your balance is spread, largest first.',
} as const;
