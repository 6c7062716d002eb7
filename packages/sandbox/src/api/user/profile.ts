import {
  userCallSpecs as calls,
  type InstitutionAnswers,
  type Product,
  type RetailAnswers,
  type UserProfileChanges,
} from '@cairn/api-client';
import {
  EMPLOYMENT_STATUSES,
  employmentStatusLabels,
  INSTITUTION_TYPES,
  INSTITUTION_WEALTH_SOURCES,
  institutionTypeLabels,
  institutionWealthSourceLabels,
  intendedInvestmentAmountOptions,
  joinAddress,
  LEGAL_STRUCTURES,
  legalStructureLabels,
  OCCUPATIONS,
  occupationLabels,
  type QuestionnaireKind,
  tierFromMinTier,
  WEALTH_SOURCES,
  wealthSourceLabels,
} from '@cairn/domain';
import { type ApiApp, implement, notFound, SandboxError, userCorrectable } from '../../core/contract';
import { type SandboxUser, tlhFlagFor, userByEmail, usersSlice } from '../../core/users';
import type { World } from '../../core/world';
import { PLATFORM_FEE_PERCENT, PRODUCT_FEE_PERCENT } from '../../seed/catalog';
import { saveTlh } from './application';
import { syncLocation } from './onboarding';
import { accountOf } from './state';
import {
  institutionInvestorProfileOf,
  investorProfileOf,
  profileOf,
  recommendedProductOf,
  splitAddress,
} from './views';

/**
 * The profile and the shared user calls (doc 1 §7, doc 2 §7): profile, status, tutorial flag,
 * TLH, location, beneficiaries, option lists, investor profiles and the recommendation, product
 * fees and feature flags.
 */

const options = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The net worth ranges offered by the financial step: numbered, as the amount ranges are. */
export const NET_WORTH_OPTIONS = [
  { value: 1, label: 'Under $100,000' },
  { value: 2, label: '$100,000 - $250,000' },
  { value: 3, label: '$250,000 - $500,000' },
  { value: 4, label: '$500,000 - $1,000,000' },
  { value: 5, label: '$1,000,000 - $5,000,000' },
  { value: 6, label: 'Over $5,000,000' },
] as const;

/** The household income ranges offered by the financial step. */
export const HOUSEHOLD_INCOME_OPTIONS = [
  { value: 1, label: 'Under $50,000' },
  { value: 2, label: '$50,000 - $100,000' },
  { value: 3, label: '$100,000 - $200,000' },
  { value: 4, label: '$200,000 - $500,000' },
  { value: 5, label: 'Over $500,000' },
] as const;

/**
 * The partner's fees in percent: the platform fee and each product's investment fee (doc 1 §2.6
 * "Advisory fees"; they exclude custodial and transaction costs).
 */
export const PRODUCT_FEES = {
  platform_fee: PLATFORM_FEE_PERCENT,
  market: PRODUCT_FEE_PERCENT.MARKET,
  smart_beta: PRODUCT_FEE_PERCENT.SMART_BETA,
  alpha: PRODUCT_FEE_PERCENT.ALPHA,
} as const;

/** The answer must be one of the ranges the user's tier is offered (15k-25k only off DEFAULT, doc 1 §9). */
function assertAmountOffered(user: SandboxUser, amount: number, kind: QuestionnaireKind): void {
  const offered = intendedInvestmentAmountOptions(tierFromMinTier(user.min_tier), kind);
  if (!offered.some((option) => option.value === amount)) {
    throw userCorrectable('This intended investment amount is not available for your account.');
  }
}

const RISK_PRODUCT: Readonly<Record<RetailAnswers['risk_tolerance'], Product>> = {
  MINIMAL: 'MARKET',
  LOW: 'MARKET',
  MEDIUM: 'SMART_BETA',
  HIGH: 'SMART_BETA',
  MAXIMUM: 'ALPHA',
};

const ACTIVE_PASSIVE_PRODUCT: Readonly<Record<InstitutionAnswers['active_passive'], Product>> = {
  ALL_PASSIVE: 'MARKET',
  PASSIVE: 'MARKET',
  EQUAL: 'SMART_BETA',
  ACTIVE: 'ALPHA',
  ALL_ACTIVE: 'ALPHA',
};

/**
 * The partner's recommendation (the spec does not give the rule): retail by risk tolerance
 * (minimal and low Market, medium and high Smart Beta, maximum Alpha); institutions by their
 * active/passive preference (passive Market, equal Smart Beta, active Alpha).
 */
export function recommendRetail(answers: RetailAnswers): Product {
  return RISK_PRODUCT[answers.risk_tolerance];
}

/** The institution recommendation; see {@link recommendRetail}. */
export function recommendInstitution(answers: InstitutionAnswers): Product {
  return ACTIVE_PASSIVE_PRODUCT[answers.active_passive];
}

const RETAIL_FIELDS = ['address_line_one', 'address_line_two', 'zip_code', 'state'] as const;
const INSTITUTION_FIELDS = [
  'entity_name',
  'address1',
  'address2',
  'state_province',
  'postal_code',
  'first_name',
  'middle_name',
  'last_name',
] as const;

/** Applies PATCH /user/profile: the retail form to individuals, the institution form to institutions. */
function applyProfileChanges(world: World, user: SandboxUser, changes: UserProfileChanges): void {
  const institution = user.account_type === 'INSTITUTION';
  for (const field of institution ? RETAIL_FIELDS : INSTITUTION_FIELDS) {
    if (changes[field] !== undefined) {
      throw new SandboxError(
        400,
        'BAD_REQUEST',
        `${field} is not part of the ${institution ? 'institution' : 'retail'} form`,
      );
    }
  }
  // The 5-digit zip is the contract's (`UserProfileChanges`, the forms' rule): refused before here.
  const zip = institution ? changes.postal_code : changes.zip_code;
  const application = accountOf(world, user.id).application;
  const current = splitAddress(application.address);
  const line1 = institution ? changes.address1 : changes.address_line_one;
  const line2 = institution ? changes.address2 : changes.address_line_two;
  if (line1 !== undefined || line2 !== undefined) {
    application.address = joinAddress(line1 ?? current.line1 ?? '', line2 ?? current.line2);
  }
  if (changes.city !== undefined) application.city = changes.city.trim();
  const state = institution ? changes.state_province : changes.state;
  if (state !== undefined) application.state = state;
  if (zip !== undefined) application.postal_code = zip;
  if (institution && user.institution && changes.entity_name !== undefined) {
    user.institution.entity_name = changes.entity_name.trim();
  }
  if (changes.first_name !== undefined) user.first_name = changes.first_name.trim();
  if (changes.middle_name !== undefined) user.middle_name = changes.middle_name.trim() || null;
  if (changes.last_name !== undefined) user.last_name = changes.last_name.trim();
}

/** Registers the profile calls. */
export function registerProfileCalls(api: ApiApp): void {
  implement(api, calls.getUserProfile, ({ user, world }) => profileOf(world, user));

  implement(api, calls.updateUserProfile, ({ input, user, world }) => {
    applyProfileChanges(world, user, input);
    return profileOf(world, user);
  });

  implement(api, calls.getUserStatus, ({ user }) => ({ status: user.status, kyc_status: user.kyc_status }));

  implement(api, calls.getRequiresTutorial, ({ user }) => ({ requires_tutorial: user.requires_tutorial }));

  implement(api, calls.updateRequiresTutorial, ({ input, user }) => {
    user.requires_tutorial = input.requires_tutorial;
    return { requires_tutorial: user.requires_tutorial };
  });

  implement(api, calls.updateTlh, ({ input, user, world }) => {
    saveTlh(world, user, input.tlh_enabled);
    syncLocation(world, user);
    return { tlh_enabled: user.tlh_enabled };
  });

  implement(api, calls.getWaldo, ({ user, world }) => syncLocation(world, user));

  implement(api, calls.getBeneficiaries, ({ user, world }) => ({
    beneficiaries: accountOf(world, user.id).application.beneficiaries ?? [],
  }));

  implement(api, calls.updateBeneficiaries, ({ input, user, world }) => {
    const application = accountOf(world, user.id).application;
    application.beneficiaries = input.beneficiaries;
    syncLocation(world, user);
    return { beneficiaries: application.beneficiaries };
  });

  implement(api, calls.getFinancialInformationOptions, () => ({
    net_worth: [...NET_WORTH_OPTIONS],
    household_income: [...HOUSEHOLD_INCOME_OPTIONS],
    employment_status: options(EMPLOYMENT_STATUSES, employmentStatusLabels),
    wealth_source: options(WEALTH_SOURCES, wealthSourceLabels),
    occupation: options(OCCUPATIONS, occupationLabels),
  }));

  implement(api, calls.getInstitutionOptions, () => ({
    legal_structure: options(LEGAL_STRUCTURES, legalStructureLabels),
    institution_type: options(INSTITUTION_TYPES, institutionTypeLabels),
    source_of_wealth: options(INSTITUTION_WEALTH_SOURCES, institutionWealthSourceLabels),
  }));

  implement(api, calls.submitInvestorProfile, ({ input, user, world }) => {
    if (user.account_type !== 'INDIVIDUAL') throw notFor('The retail questionnaire', 'individual');
    const offered = (list: readonly { value: number }[], value: string | number) =>
      list.some((option) => option.value === value);
    if (!offered(NET_WORTH_OPTIONS, input.net_worth)) throw badAnswer('net_worth');
    if (!offered(HOUSEHOLD_INCOME_OPTIONS, input.household_income)) throw badAnswer('household_income');
    if (!(OCCUPATIONS as readonly (string | number)[]).includes(input.occupation))
      throw badAnswer('occupation');
    assertAmountOffered(user, input.intended_investment_amount, 'retail');
    const account = accountOf(world, user.id);
    const submitted = {
      answers: input,
      recommended_product: recommendRetail(input),
      submitted_at: world.now().toISOString(),
    };
    account.investor_profile = submitted;
    account.application.answers = { ...account.application.answers, ...input };
    syncLocation(world, user);
    return investorProfileOf(submitted);
  });

  implement(api, calls.getInvestorProfile, ({ user, world }) => {
    const submitted = accountOf(world, user.id).investor_profile;
    if (!submitted) throw notFound('No retail investor profile has been submitted');
    return investorProfileOf(submitted);
  });

  implement(api, calls.submitInstitutionInvestorProfile, ({ input, user, world }) => {
    if (user.account_type !== 'INSTITUTION') throw notFor('The institution questionnaire', 'institution');
    assertAmountOffered(user, input.intended_investment_amount, 'institution');
    const account = accountOf(world, user.id);
    const submitted = {
      answers: input,
      recommended_product: recommendInstitution(input),
      submitted_at: world.now().toISOString(),
    };
    account.institution_investor_profile = submitted;
    account.application.answers = { ...account.application.answers, ...input };
    syncLocation(world, user);
    return institutionInvestorProfileOf(submitted);
  });

  implement(api, calls.getInstitutionInvestorProfile, ({ user, world }) => {
    const submitted = accountOf(world, user.id).institution_investor_profile;
    if (!submitted) throw notFound('No institution investor profile has been submitted');
    return institutionInvestorProfileOf(submitted);
  });

  implement(api, calls.getRecommendedPortfolio, ({ user, world }) => ({
    recommended_portfolio: recommendedProductOf(world, user),
  }));

  implement(api, calls.getProductFees, ({ input }) => {
    const fee = (product: 'market' | 'smart_beta' | 'alpha') =>
      input.type === 'all' || input.type === product
        ? { [product]: { product_fee: PRODUCT_FEES[product] } }
        : {};
    return {
      platform_fee: PRODUCT_FEES.platform_fee,
      ...fee('market'),
      ...fee('smart_beta'),
      ...fee('alpha'),
    };
  });

  // Flags are per user (looked up by the identity sub, or the email), under the world's SANDBOX_TLH:
  // the named user's, else the signed-in user's; an unknown name gets the world's default.
  implement(api, calls.getFeatureFlags, ({ input, user, world }) => ({
    tlhEnabled: tlhFlagFor(world, input.username === undefined ? user : flagUser(world, input.username)),
  }));
  implement(api, calls.getPublicFeatureFlags, ({ input, world }) => ({
    tlhEnabled: tlhFlagFor(world, input.username === undefined ? undefined : flagUser(world, input.username)),
  }));
}

/** The user a feature-flag lookup names: by identity sub (the user id), else by email. */
function flagUser(world: World, username: string): SandboxUser | undefined {
  const users = usersSlice(world).byId;
  return (Object.hasOwn(users, username) ? users[username] : undefined) ?? userByEmail(world, username);
}

function notFor(what: string, accountType: string): SandboxError {
  return new SandboxError(400, 'BAD_REQUEST', `${what} is only for ${accountType} accounts`);
}

function badAnswer(field: string): SandboxError {
  return new SandboxError(400, 'BAD_REQUEST', `${field}: not one of the offered options`);
}
