/**
 * The investor app's frame: navigation, logout, the tutorial and the unsaved-changes notice (doc 2 §2 Side navigation, My Portfolio).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { routePath } from '@cairn/domain';

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

/** A notice's words: a title, a line saying what happened, and the link to where it is dealt with. */
export interface NoticeTexts {
  readonly title: string;
  readonly body: string;
  /** The link's label. */
  readonly action: string;
  readonly href: string;
}

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
  /** Closes the tutorial early, as Escape does (it shows again on the next visit). */
  skip: 'Skip tour',
  /** Where the user is in the six steps (project wording). */
  progress: (step: number, count: number): string => `Step ${step} of ${count}`,
} as const;
