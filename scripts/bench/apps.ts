// The apps, their budgets and the routes the bench loads, in one place.

export const APPS = ['onboarding', 'customer', 'admin'] as const;
export type App = (typeof APPS)[number];

/** The budgets: gzip of the JavaScript and CSS loaded before first paint, per app, KB. */
export const JS_BUDGET_KB: Record<App, number> = { onboarding: 125, customer: 150, admin: 150 };
export const CSS_BUDGET_KB = 30;

/** The staff user whose console the bench loads (password: the demo password). */
export const ADMIN_EMAIL = 'admin@cairn.example';
/** The investor whose app the bench loads (onboarded, with holdings; the demo password). */
export const INVESTOR_EMAIL = 'investor@cairn.example';

export interface Route {
  readonly app: App;
  readonly path: string;
  /** Signed in as this user first (through the API, the token in sessionStorage). */
  readonly signIn?: string;
  /** localStorage entries an earlier step leaves, set before any page script runs. */
  readonly localStorage?: Readonly<Record<string, string>>;
  /** Also audited with Lighthouse. */
  readonly lighthouse: boolean;
  readonly note?: string;
}

export const ROUTES: readonly Route[] = [
  { app: 'onboarding', path: '/login', lighthouse: true },
  // Sign-up follows self-identification, which stores the account type (else the guard sends
  // the visitor back to it).
  {
    app: 'onboarding',
    path: '/onboarding/signup',
    localStorage: { userType: 'INDIVIDUAL' },
    lighthouse: true,
  },
  { app: 'onboarding', path: '/forgot-password', lighthouse: false },
  { app: 'customer', path: '/dashboard', signIn: INVESTOR_EMAIL, lighthouse: true },
  { app: 'customer', path: '/activity/tax-center', signIn: INVESTOR_EMAIL, lighthouse: true },
  { app: 'customer', path: '/portfolio', signIn: INVESTOR_EMAIL, lighthouse: true },
  { app: 'customer', path: '/performance', signIn: INVESTOR_EMAIL, lighthouse: true },
  { app: 'customer', path: '/marketplace/models', signIn: INVESTOR_EMAIL, lighthouse: false },
  { app: 'admin', path: '/admin/index-creation', signIn: ADMIN_EMAIL, lighthouse: true },
];

export const repoRoot = new URL('../../', import.meta.url).pathname;
export const distDir = (app: App) => `${repoRoot}apps/${app}/dist`;
