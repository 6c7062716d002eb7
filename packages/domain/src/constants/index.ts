/**
 * Every business constant of the specification (doc 1 §9, doc 2 §9, doc 3 §9) and the project's
 * decisions where the spec is silent (shared/spec/README.md). One name per number: apps, the kit,
 * the API client and the sandbox import these and never repeat the literal.
 *
 * Money amounts are exact decimal strings or integers of whole US dollars; durations are in
 * milliseconds unless the name says otherwise.
 */

// ── Product and configuration (spec README, decisions) ─────────────────────────────────────────

/** The product's name ({product} in the spec). */
export const PRODUCT_NAME = 'Cairn';
/** The staff role ({product}_ADMIN). */
export const ADMIN_ROLE = 'CAIRN_ADMIN';
/** The institution administrator role. */
export const INSTITUTION_ADMIN_ROLE = 'INSTITUTION_ADMIN';
/** The index_type of indices the admin console may edit ({product}). */
export const EDITABLE_INDEX_TYPE = 'CAIRN';
/** Default marketing site, the target of the desktop-only page's button. */
export const DEFAULT_MARKETING_SITE_URL = 'https://cairn.example';
/** Default custom URL scheme of the mobile app, used by /appredirect. */
export const DEFAULT_MOBILE_APP_SCHEME = 'cairn://';
/** Default customer support address. */
export const DEFAULT_SUPPORT_EMAIL = 'support@cairn.example';

// ── Verification and sessions (doc 1 §9, doc 3 §9) ────────────────────────────────────────

/** A verification code has exactly this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** The phone Resend link and the 2FA resend are locked this long after each use. */
export const RESEND_LOCK_MS = 10_000;
/** Inactivity before an automatic logout: 30 minutes. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;

// ── Identity and forms (doc 1 §5, §9) ──────────────────────────────────────────────────────────

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password may use to meet the "1 special character" rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';
/** A US phone number has 10 digits. */
export const PHONE_DIGITS = 10;
/** Phones are US only and sent with this prefix. */
export const PHONE_COUNTRY_PREFIX = '+1';
/** Zip codes have 5 digits. */
export const ZIP_DIGITS = 5;
/** An SSN has 9 digits (ddd-dd-dddd). */
export const SSN_DIGITS = 9;
/** A tax id (FEIN) has 9 digits (dd-ddddddd). */
export const TAX_ID_DIGITS = 9;
/** SSN and tax id are displayed masked to this many last digits; so is the verified phone. */
export const MASK_VISIBLE_DIGITS = 4;
/** Uploads must be smaller than 9 MB. */
export const MAX_UPLOAD_BYTES = 9 * 1024 * 1024;
/** Investors must be at least 18 years old. */
export const MINIMUM_AGE_YEARS = 18;
/** The date-of-birth year selector starts at this year. */
export const DATE_OF_BIRTH_FIRST_YEAR = 1909;
/** Proof of address must be issued within 90 days. */
export const PROOF_OF_ADDRESS_MAX_AGE_DAYS = 90;
/** Estimated onboarding time shown at self-identification, in minutes. */
export const ONBOARDING_ESTIMATED_MINUTES = 10;
/** Account opening and KYC approval take up to this many business days. */
export const KYC_APPROVAL_BUSINESS_DAYS = 5;

// ── Beneficiaries (doc 1 §9, doc 2 §9) ─────────────────────────────────────────────────────────

/** At most 10 beneficiaries per group (primary, contingent). */
export const MAX_BENEFICIARIES_PER_GROUP = 10;
/** A beneficiary's allocation is at least 1 percent. */
export const BENEFICIARY_ALLOCATION_MIN = 1;
/** A beneficiary's allocation is at most 100 percent. */
export const BENEFICIARY_ALLOCATION_MAX = 100;
/** Each non-empty group's allocations total exactly 100. */
export const BENEFICIARY_ALLOCATION_TOTAL = 100;

// ── Tiers and minimums (doc 1 §9, doc 2 §9, doc 3 §9, spec README) ─────────────────────────────

/** User tiers and their numeric `min_tier` codes. */
export const TIER_CODES = { FRIENDS_AND_FAMILY: 1, REDUCED: 2, DEFAULT: 3 } as const;
/** Investment products. */
export const PRODUCTS = ['MARKET', 'SMART_BETA', 'ALPHA'] as const;
/** Minimum contribution in USD by tier and product. */
export const MINIMUM_CONTRIBUTION_USD = {
  FRIENDS_AND_FAMILY: { MARKET: 500, SMART_BETA: 750, ALPHA: 1_000 },
  REDUCED: { MARKET: 15_000, SMART_BETA: 25_000, ALPHA: 50_000 },
  DEFAULT: { MARKET: 25_000, SMART_BETA: 50_000, ALPHA: 100_000 },
} as const;
/** Fiat withdrawal minimum in USD: 150 for friends and family. */
export const FIAT_WITHDRAWAL_MINIMUM_FRIENDS_AND_FAMILY_USD = 150;
/** Fiat withdrawal minimum in USD for every other tier. */
export const FIAT_WITHDRAWAL_MINIMUM_USD = 1_500;
/** A further minimum of 150 "for other types" (doc 1 §9, doc 3 §9); its purpose is not shown. */
export const OTHER_TYPES_MINIMUM_USD = 150;
/**
 * Minimum tier balance (trade and rebalancing minimum; "balance left below the minimum tier
 * balance") in USD for friends and family.
 */
export const MINIMUM_TIER_BALANCE_FRIENDS_AND_FAMILY_USD = 100;
/** Minimum tier balance (trade and rebalancing minimum) in USD for every other tier. */
export const MINIMUM_TIER_BALANCE_USD = 2_000;

// ── Withdrawals (doc 2 §4, §5, §9; doc 3 §9) ───────────────────────────────────────────────────

/**
 * A fiat withdrawal of this share **or more** of the available balance is routed to full
 * withdrawal / account closure (spec README decision: the stricter 75%-or-more rule).
 */
export const FULL_WITHDRAWAL_SHARE = '0.75';
/** A routing number has exactly 9 digits. */
export const ROUTING_NUMBER_DIGITS = 9;
/** Bank account numbers have 8 to 17 digits. */
export const ACCOUNT_NUMBER_DIGITS = { min: 8, max: 17 } as const;
/** In the account-closure flow account numbers have 5 to 17 digits. */
export const CLOSURE_ACCOUNT_NUMBER_DIGITS = { min: 5, max: 17 } as const;

// ── Portfolio (doc 2 §5, §9; spec README) ──────────────────────────────────────────────────────

/** Maximum investments in a portfolio (spec README decision). */
export const MAX_INVESTMENTS = 10;
/** Each investment's weight is at least 5 percent. */
export const MIN_WEIGHT = 5;
/** A new investment's weight. */
export const DEFAULT_WEIGHT = 5;
/** Weights total exactly 100. */
export const WEIGHT_TOTAL = 100;
/** Weights move in steps of 1 between 0 and 100. */
export const WEIGHT_STEP = 1;
/** The slider's lowest value. */
export const WEIGHT_MIN_INPUT = 0;
/** The slider's highest value. */
export const WEIGHT_MAX_INPUT = 100;
/** A model needs at least 2 assets left after exclusions. */
export const MIN_ASSETS_AFTER_EXCLUSIONS = 2;

// ── Admin (doc 3 §5, §9) ───────────────────────────────────────────────────────────────────────

/** An index ticker has at most 5 characters. */
export const TICKER_MAX_LENGTH = 5;
/** A model's index weights sum exactly to 100. */
export const INDEX_WEIGHT_TOTAL = 100;
/** Tracking error (as displayed, ×100) is between 1 and 100. */
export const TRACKING_ERROR_RANGE = { min: 1, max: 100 } as const;
/** Tracking error is shown multiplied by this and stored divided by it. */
export const TRACKING_ERROR_DISPLAY_FACTOR = 100;

// ── Tables, performance, tax (doc 2 §9, doc 3 §9) ──────────────────────────────────────────────

/** Activity and trade tables show 5 rows, and 'Load More...' adds 5. */
export const TABLE_PAGE_SIZE = 5;
/** Days of data a performance period button needs before it is enabled. */
export const PERFORMANCE_PERIOD_MIN_DAYS = { WEEK: 7, MONTH: 31, YEAR: 365, YTD: 1, FULL: 1 } as const;
/** Returns whose magnitude is below this display as '--'. */
export const RETURN_DISPLAY_THRESHOLD = 1e-7;
/** Cost basis method stated to users. */
export const COST_BASIS_METHOD = 'HIFO';
/** Assumed cost basis in USD of a deposit lacking one (with its receipt date as purchase date). */
export const DEFAULT_COST_BASIS_USD = '0';
/** Minimum cost basis in USD. */
export const MIN_COST_BASIS_USD = '0.01';
/** Minimum crypto quantity (1e-12). */
export const MIN_QUANTITY = '0.000000000001';
/** The purchase-date input keeps at most 8 digits (MMDDYYYY). */
export const DATE_INPUT_MAX_DIGITS = 8;
/** USD amounts show 2 decimals. */
export const USD_DECIMALS = 2;
/** Crypto amounts show up to 8 decimals. */
export const CRYPTO_MAX_DECIMALS = 8;
/** Trade quantities show 6 decimals. */
export const TRADE_QUANTITY_DECIMALS = 6;
/** Returns show 2 decimals (after ×100). */
export const RETURN_DECIMALS = 2;
/** Activity time-frame filters, and the default. */
export const ACTIVITY_TIME_FRAMES = [
  'Past Month',
  'Past 3 Months',
  'Year to Date',
  'All Time',
  'Custom',
] as const;
/** The activity time-frame filter selected by default. */
export const DEFAULT_ACTIVITY_TIME_FRAME = 'Past 3 Months';
/** Activity type filters. */
export const ACTIVITY_TYPE_FILTERS = ['Deposits', 'Withdrawals', 'Rebalance', 'Fees', 'Other'] as const;
/** Deactivation reasons by code (doc 2 §9). */
export const DEACTIVATION_REASONS = {
  1: 'Investment Performance',
  2: 'Change in Financial Situation',
  3: 'Change in Investment Strategy',
  4: 'Cost-Related Concerns',
  5: 'Compliance or Regulatory Reasons',
  6: 'Service-Related Issues',
  7: 'Choosing a New Advisory',
  8: 'Other / Prefer Not to Say',
} as const;

// ── From the legal texts (doc 3 §9) ────────────────────────────────────────────────────────────

/** Minimum initial deposit in USD per the terms. */
export const MINIMUM_INITIAL_DEPOSIT_USD = 15_000;
/** Minimum withdrawal in USD per the terms, except on account closure. */
export const TERMS_MINIMUM_WITHDRAWAL_USD = 100;
/** A hold on an account may last up to 180 days (longer if legally required). */
export const ACCOUNT_HOLD_MAX_DAYS = 180;
/** Errors in account history must be reported within 14 calendar days. */
export const HISTORY_ERROR_REPORT_DAYS = 14;
/** Electronic notices count as received 24 hours after posting or sending. */
export const ELECTRONIC_NOTICE_RECEIVED_HOURS = 24;
/** Mailed notices count as received after 3 business days. */
export const MAILED_NOTICE_RECEIVED_BUSINESS_DAYS = 3;
/** Governing law. */
export const GOVERNING_LAW_STATE = 'Massachusetts';
/** Informal dispute resolution period before arbitration. */
export const INFORMAL_RESOLUTION_DAYS = 45;
/** Arbitration opt-out window after first acceptance. */
export const ARBITRATION_OPT_OUT_DAYS = 30;
/** Email notice of amendments. */
export const AMENDMENT_NOTICE_DAYS = 21;
/** Written-submission-only arbitration when the relief sought is at most this (USD). */
export const WRITTEN_ARBITRATION_MAX_RELIEF_USD = 25_000;
/** Personal data is kept until the end of the fiscal year after this anniversary of the end. */
export const DATA_RETENTION_ANNIVERSARY_YEARS = 5;
/** Privacy notice changes get this many days' notice where required. */
export const PRIVACY_NOTICE_CHANGE_DAYS = 30;
/** Paper copies of electronic disclosures are available within this many days. */
export const PAPER_COPY_AVAILABLE_DAYS = 180;
/** The fee for paper copies is waived for this many requests. */
export const FREE_PAPER_COPY_REQUESTS = 2;
/** Trades typically settle within 24 hours; activity may take 24 hours to appear. */
export const SETTLEMENT_HOURS = 24;
/** Portfolio changes execute within about 24 hours. */
export const PORTFOLIO_CHANGE_HOURS = 24;
/** The partner's trade fee, a share of the value: sells pay it in USD, buys in the asset bought. */
export const TRADE_FEE_SHARE = 0.001;
/** Withdrawal trading takes 1 to 2 business days. */
export const WITHDRAWAL_TRADING_BUSINESS_DAYS = { min: 1, max: 2 } as const;
/** Crypto withdrawals take 2 to 3 business days. */
export const CRYPTO_WITHDRAWAL_BUSINESS_DAYS = { min: 2, max: 3 } as const;
