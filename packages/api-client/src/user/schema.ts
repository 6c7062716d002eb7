/**
 * Schemas of the user calls (doc 1 §3, §7; the shared user calls of doc 2 §3, §7): sign-in and
 * 2FA, signup, verification, the profile, the onboarding application and its location (waldo),
 * beneficiaries, investor profiles, product fees and feature flags. Field names are the API's
 * (snake_case, and the identity provider's PascalCase for sign-in). Where the spec shows no shape,
 * the shape here is the project's decision (listed in the area's README notes).
 */
import {
  ACCOUNT_TYPES,
  ACTIVE_PASSIVE_PREFERENCES,
  APPLICATION_TYPE_CODES,
  BENEFICIARY_TYPE_CODES,
  beneficiaryListIssues,
  beneficiarySchema,
  CRYPTO_EXPERIENCE_LEVELS,
  DOCUMENT_TYPES,
  EMPLOYMENT_STATUSES,
  ID_TYPE_CODES,
  INSTITUTION_TYPES,
  INSTITUTION_WEALTH_SOURCES,
  INVESTMENT_ALLOCATIONS,
  INVESTMENT_EXPERIENCE_LEVELS,
  INVESTMENT_TIMELINES,
  INVESTOR_EXPERIENCE_LEVELS,
  INVESTOR_SIZES,
  INVESTOR_TYPES,
  institutionProfileSchema,
  JOINED_ADDRESS_MAX_LENGTH,
  LEGAL_STRUCTURES,
  LOSS_RESPONSES,
  ONBOARDING_LOCATIONS,
  PRODUCTS,
  RISK_TOLERANCES,
  retailProfileSchema,
  SIGNATURE_MAX_LENGTH,
  TEXT_LIMITS,
  TIER_CODES,
  usStateSchema,
  WEALTH_SOURCES,
} from '@cairn/domain';
import { z } from 'zod';
import { boundedText } from '../boundedText';

// ── Shared values ────────────────────────────────────────────────────────────────────────────

/** A user tier's numeric `min_tier` (doc 1 §3): 1 FRIENDS_AND_FAMILY, 2 REDUCED, 3 DEFAULT. */
export const TierCode = z.literal(Object.values(TIER_CODES));
export type TierCode = z.infer<typeof TierCode>;

/** An investment product (doc 1 §3). */
export const Product = z.enum(PRODUCTS);
export type Product = z.infer<typeof Product>;

/** An onboarding location name (doc 1 §2.2). */
export const OnboardingLocation = z.enum(ONBOARDING_LOCATIONS);
export type OnboardingLocation = z.infer<typeof OnboardingLocation>;

/** Identity verification (KYC) status; SUCCESS is the approved value (doc 1 §3, doc 2 §3). */
export const KycStatus = z.enum(['NOT_STARTED', 'PENDING', 'SUCCESS']);
export type KycStatus = z.infer<typeof KycStatus>;

/** The user's status (doc 1 §3): ACTIVE or INACTIVE. */
export const AccountStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** An account type chosen at self-identification (doc 1 §3). */
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

/** A percentage as an exact decimal string, e.g. '0.25' for 0.25% (fees are never floats). */
export const Percent = z.string().regex(/^\d+(\.\d+)?$/, 'a non-negative decimal string');
export type Percent = z.infer<typeof Percent>;

/** A US phone number as the API carries it: +1 and 10 digits (doc 1 §5). */
export const ApiPhoneNumber = z.string().regex(/^\+1\d{10}$/, 'a US phone number: +1 and 10 digits');
export type ApiPhoneNumber = z.infer<typeof ApiPhoneNumber>;

/** A calendar date 'YYYY-MM-DD'. */
const IsoDate = z.iso.date();

/** A required, non-blank text of at most `max` characters (the domain's text limits). */
const requiredText = (max: number = TEXT_LIMITS.line) => boundedText(max).trim().min(1, 'is required');
/** A required, non-blank line of text. */
const Text = requiredText();
/** An email address of at most 254 characters. */
const Email = z.email().max(TEXT_LIMITS.email);
/** A password as typed (the strength rules are the server's), at most 128 characters. */
const Password = (name: string) => boundedText(TEXT_LIMITS.password).min(1, `${name} is required`);

/** A boolean query flag: sent as 'true' or 'false' in the URL. */
const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** The sign-in and verification attribute a code goes to (doc 1 §3 "Verification attribute"). */
export const VerificationAttribute = z.enum(['phone_number', 'email']);
export type VerificationAttribute = z.infer<typeof VerificationAttribute>;

// ── Sign-in, 2FA, signup, recovery (doc 1 §7) ─────────────────────────────────────────────────

/** POST /user/authentication body: email and password, with SMS delivery unless `use_mfa_fallback`. */
export const SignInRequest = z.strictObject({
  username: boundedText(TEXT_LIMITS.email).trim().min(1, 'username is required'),
  password: Password('password'),
  type: z.literal('USER_PASS'),
  /** Deliver the 2FA code by email instead of SMS ('Resend as email', doc 1 §4). */
  use_mfa_fallback: z.boolean().optional(),
});
export type SignInRequest = z.input<typeof SignInRequest>;

/** The access token of a completed sign-in. */
export const AuthenticationResult = z.object({ AccessToken: z.string().min(1) });
export type AuthenticationResult = z.infer<typeof AuthenticationResult>;

/** Where the 2FA code went: the medium and a masked destination. */
export const ChallengeParameters = z.object({
  CODE_DELIVERY_DELIVERY_MEDIUM: z.enum(['SMS', 'EMAIL']),
  CODE_DELIVERY_DESTINATION: z.string(),
});
export type ChallengeParameters = z.infer<typeof ChallengeParameters>;

/** A sign-in that needs the SMS code: continue on /2fa with `Session` (doc 1 §4). */
export const SignInChallenge = z.object({
  Result: z.literal('CHALLENGE'),
  ChallengeName: z.literal('SMS_MFA'),
  Session: z.string().min(1),
  ChallengeParameters,
  AuthenticationResult: z.null(),
});
export type SignInChallenge = z.infer<typeof SignInChallenge>;

/** A completed sign-in (or 2FA): the access token. */
export const SignInSuccess = z.object({
  Result: z.literal('SUCCESS'),
  ChallengeName: z.null(),
  Session: z.null(),
  ChallengeParameters: z.null(),
  AuthenticationResult,
});
export type SignInSuccess = z.infer<typeof SignInSuccess>;

/** The answer of POST /user/authentication: a challenge or the access token, told apart by `Result`. */
export const SignInResult = z.discriminatedUnion('Result', [SignInChallenge, SignInSuccess]);
export type SignInResult = z.infer<typeof SignInResult>;

/** PUT /user/authentication body: the 2FA code for the challenge's session (doc 1 §7). */
export const TwoFactorRequest = z.strictObject({
  username: boundedText(TEXT_LIMITS.email).trim().min(1, 'username is required'),
  session_token: boundedText().min(1, 'session_token is required'),
  verification_code: z.string().regex(/^\d{6}$/, 'verification_code must be 6 digits'),
  use_mfa_fallback: z.boolean().optional(),
});
export type TwoFactorRequest = z.input<typeof TwoFactorRequest>;

/**
 * POST /user/signup body (doc 1 §7, spec README): contact details, accepted terms, password and
 * account type; `legal_entity_name` for institutions. What `toSignupPayload` builds.
 */
export const SignupRequest = z
  .strictObject({
    first_name: Text,
    middle_name: boundedText().optional(),
    last_name: Text,
    email: Email,
    phone_number: ApiPhoneNumber,
    accepted_tos: z.literal(true),
    password: Password('password'),
    account_type: AccountType,
    legal_entity_name: boundedText().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.account_type === 'INSTITUTION' && (value.legal_entity_name ?? '').trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['legal_entity_name'], message: 'is required for institutions' });
    }
  });
export type SignupRequest = z.input<typeof SignupRequest>;

/** The answer of POST /user/signup: the new user's access token (doc 1 §7). */
export const SignupResult = z.object({ access_token: z.string().min(1) });
export type SignupResult = z.infer<typeof SignupResult>;

/** POST /user/profile/password-reset body. */
export const PasswordResetRequest = z.strictObject({ email: Email });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** POST /user/profile/password-reset/confirm body: the emailed code and the new password. */
export const PasswordResetConfirmation = z.strictObject({
  email: Email,
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
  password: Password('password'),
});
export type PasswordResetConfirmation = z.input<typeof PasswordResetConfirmation>;

// ── Verification of phone and email (doc 1 §7, doc 2 §7) ────────────────────────────────────

/** POST /user/profile/auth-attribute/verification-code body. */
export const VerificationCodeRequest = z.strictObject({ attribute: VerificationAttribute });
export type VerificationCodeRequest = z.input<typeof VerificationCodeRequest>;

/** The answer of sending a code: where it went (masked phone, or the email). */
export const VerificationCodeSent = z.object({ attribute: VerificationAttribute, destination: z.string() });
export type VerificationCodeSent = z.infer<typeof VerificationCodeSent>;

/** POST /user/profile/auth-attribute/verify body. */
export const VerifyAttributeRequest = z.strictObject({
  attribute: VerificationAttribute,
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
});
export type VerifyAttributeRequest = z.input<typeof VerifyAttributeRequest>;

/**
 * Results of a verification (doc 1 §7 and doc 2 §8 merged): SUCCESS, or INVALID_CODE,
 * EXPIRED_CODE, TOO_MANY_REQUESTS, UNKNOWN_ERROR. Answered with HTTP 200.
 */
export const VERIFICATION_RESULTS = [
  'SUCCESS',
  'INVALID_CODE',
  'EXPIRED_CODE',
  'TOO_MANY_REQUESTS',
  'UNKNOWN_ERROR',
] as const;

/** The answer of POST /user/profile/auth-attribute/verify. */
export const AttributeVerification = z.object({
  attribute: VerificationAttribute,
  result: z.enum(VERIFICATION_RESULTS),
});
export type AttributeVerification = z.infer<typeof AttributeVerification>;

/**
 * PATCH /user/profile/auth-attribute body: a new email, a new phone number (verified afterwards
 * with a code), or a new password with the current one (doc 1 §7, doc 2 §7).
 */
export const AuthAttributeChange = z
  .strictObject({
    email: Email.optional(),
    phone_number: ApiPhoneNumber.optional(),
    new_password: Password('new_password').optional(),
    current_password: Password('current_password').optional(),
  })
  .superRefine((value, ctx) => {
    const groups = [
      value.email !== undefined,
      value.phone_number !== undefined,
      value.new_password !== undefined || value.current_password !== undefined,
    ].filter(Boolean).length;
    if (groups !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'send exactly one of: email, phone_number, or new_password with current_password',
      });
    } else if ((value.new_password === undefined) !== (value.current_password === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'new_password and current_password go together' });
    }
  });
export type AuthAttributeChange = z.input<typeof AuthAttributeChange>;

/** The answer of PATCH /user/profile/auth-attribute: what changed, and whether a code must verify it. */
export const AuthAttributeUpdate = z.object({
  attribute: z.enum(['email', 'phone_number', 'password']),
  verification_required: z.boolean(),
});
export type AuthAttributeUpdate = z.infer<typeof AuthAttributeUpdate>;

// ── Profile and status (doc 1 §3, doc 2 §3) ───────────────────────────────────────────────────

/** The person of the profile (doc 1 §3 and doc 2 §3 merged). */
export const ProfileUser = z.object({
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  created_at: z.iso.datetime(),
  status: AccountStatus,
  cairn_account_id: z.string(),
  min_tier: TierCode,
  tlh_enabled: z.boolean(),
});
export type ProfileUser = z.infer<typeof ProfileUser>;

/** The institution of an INSTITUTION_ADMIN (doc 2 §3); null for individuals. */
export const ProfileInstitution = z.object({
  entity_name: z.string(),
  dba_name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state_province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
});
export type ProfileInstitution = z.infer<typeof ProfileInstitution>;

/** The individual's identity details (doc 2 §3); null for institutions. */
export const KycProfile = z.object({
  date_of_birth: IsoDate.nullable(),
  country: z.string(),
  address_line_one: z.string().nullable(),
  address_line_two: z.string().nullable(),
  zip_code: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type KycProfile = z.infer<typeof KycProfile>;

/** The identity provider's user (doc 2 §3): `sub` keys the feature flags. */
export const CognitoUser = z.object({
  sub: z.string(),
  email: z.string(),
  phone_number: z.string(),
  email_verified: z.boolean(),
  phone_number_verified: z.boolean(),
});
export type CognitoUser = z.infer<typeof CognitoUser>;

/** GET /user/profile (doc 1 §3 "User profile response", doc 2 §3 "User profile"). */
export const UserProfile = z.object({
  user: ProfileUser,
  institution: ProfileInstitution.nullable(),
  kyc_profile: KycProfile.nullable(),
  cognito_user: CognitoUser,
  roles: z.array(z.string()),
  kyc_status: KycStatus,
  /** Identifies the user to the support-chat widget (doc 1 §7). */
  user_verification_token: z.string(),
  tlh_enabled: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * PATCH /user/profile body: only the changed fields (doc 2 §5) of the retail form (kyc_profile
 * address) or the institution form (institution address and signer names). `city` and `country`
 * belong to whichever form the user has. At least one field.
 */
export const UserProfileChanges = z
  .strictObject({
    ...retailProfileSchema.partial().shape,
    ...institutionProfileSchema.partial().shape,
  })
  .refine((value) => Object.keys(value).length > 0, 'send at least one changed field');
export type UserProfileChanges = z.input<typeof UserProfileChanges>;

/** GET /user/status: the user's status and KYC status. */
export const UserStatus = z.object({ status: AccountStatus, kyc_status: KycStatus });
export type UserStatus = z.infer<typeof UserStatus>;

/** GET and PATCH /user/requires-tutorial (doc 1 §4). */
export const RequiresTutorial = z.object({ requires_tutorial: z.boolean() });
export type RequiresTutorial = z.infer<typeof RequiresTutorial>;

/** PATCH /user/profile/tlh body and answer. */
export const TlhSetting = z.object({ tlh_enabled: z.boolean() });
export type TlhSetting = z.infer<typeof TlhSetting>;

/** GET /account/waldo (doc 1 §3): the onboarding location and the locations the user may open. */
export const Waldo = z.object({
  location: OnboardingLocation,
  permitted_locations: z.array(OnboardingLocation),
});
export type Waldo = z.infer<typeof Waldo>;

// ── Questionnaires (doc 1 §3) ─────────────────────────────────────────────────────────────────

/** An answer taken from a server option list (net worth, household income, occupation). */
const OptionAnswer = z.union([boundedText().min(1), z.number()]);
/** A numbered intended-investment-amount range (doc 1 §9: 1 to 7). */
const AmountRange = z.number().int().min(1).max(7);

/** The retail questionnaire's answers (doc 1 §3), the body of POST /user/investor-profile. */
export const RetailAnswers = z.strictObject({
  investment_experience: z.enum(INVESTMENT_EXPERIENCE_LEVELS),
  crypto_experience: z.enum(CRYPTO_EXPERIENCE_LEVELS),
  investment_timeline: z.enum(INVESTMENT_TIMELINES),
  cairn_loss_response: z.enum(LOSS_RESPONSES),
  risk_tolerance: z.enum(RISK_TOLERANCES),
  intended_investment_amount: AmountRange,
  net_worth: OptionAnswer,
  household_income: OptionAnswer,
  employment_status: z.enum(EMPLOYMENT_STATUSES),
  wealth_source: z.enum(WEALTH_SOURCES),
  occupation: OptionAnswer,
  employer: Text,
});
export type RetailAnswers = z.infer<typeof RetailAnswers>;

/** The institution questionnaire's answers (doc 1 §3), the body of POST /user/institution/investor-profile. */
export const InstitutionAnswers = z.strictObject({
  investor_type: z.enum(INVESTOR_TYPES),
  investor_size: z.enum(INVESTOR_SIZES),
  investor_experience: z.enum(INVESTOR_EXPERIENCE_LEVELS),
  investment_allocation: z.enum(INVESTMENT_ALLOCATIONS),
  time_horizon: z.enum(INVESTMENT_TIMELINES),
  intended_investment_amount: AmountRange,
  risk_tolerance: z.enum(RISK_TOLERANCES),
  active_passive: z.enum(ACTIVE_PASSIVE_PREFERENCES),
});
export type InstitutionAnswers = z.infer<typeof InstitutionAnswers>;

/** GET (and POST answer of) /user/investor-profile: the retail answers and the recommended product. */
export const InvestorProfile = z.object({
  ...RetailAnswers.shape,
  recommended_product: Product,
  submitted_at: z.iso.datetime(),
});
export type InvestorProfile = z.infer<typeof InvestorProfile>;

/** GET (and POST answer of) /user/institution/investor-profile. */
export const InstitutionalInvestorProfile = z.object({
  ...InstitutionAnswers.shape,
  recommended_product: Product,
  submitted_at: z.iso.datetime(),
});
export type InstitutionalInvestorProfile = z.infer<typeof InstitutionalInvestorProfile>;

/** Every questionnaire field, each optional: what PUT /account/application may save page by page. */
const QuestionnaireFields = z.strictObject({ ...RetailAnswers.shape, ...InstitutionAnswers.shape }).partial();

/** GET /user/recommended-portfolio (doc 2 §3 "Recommended model"). */
export const RecommendedPortfolio = z.object({ recommended_portfolio: Product.nullable() });
export type RecommendedPortfolio = z.infer<typeof RecommendedPortfolio>;

/** One entry of a server option list. */
export const SelectOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type SelectOption = z.infer<typeof SelectOption>;

/** GET /user/onboarding-options/financial-information: the option lists of the financial step. */
export const FinancialInformationOptions = z.object({
  net_worth: z.array(SelectOption),
  household_income: z.array(SelectOption),
  employment_status: z.array(SelectOption),
  wealth_source: z.array(SelectOption),
  occupation: z.array(SelectOption),
});
export type FinancialInformationOptions = z.infer<typeof FinancialInformationOptions>;

/** GET /user/onboarding/institution/options (doc 1 §7). */
export const InstitutionOptions = z.object({
  legal_structure: z.array(SelectOption),
  institution_type: z.array(SelectOption),
  source_of_wealth: z.array(SelectOption),
});
export type InstitutionOptions = z.infer<typeof InstitutionOptions>;

// ── Beneficiaries (doc 1 §3, doc 2 §3, §7) ────────────────────────────────────────────────────

/** A beneficiary as the API carries it: type, relationship, full legal name, allocation (domain rules). */
export const Beneficiary = beneficiarySchema;
export type Beneficiary = z.infer<typeof Beneficiary>;

/**
 * The list sent by PUT /account/beneficiaries and PUT /account/application: every contingent
 * beneficiary, then every primary one (doc 2 §7), each list within the domain's rules (at most 10,
 * totals of 100, contingent needing a primary). An empty list is the onboarding Skip.
 */
export const BeneficiaryList = z.array(Beneficiary).superRefine((list, ctx) => {
  const firstPrimary = list.findIndex((entry) => entry.beneficiary_type === BENEFICIARY_TYPE_CODES.PRIMARY);
  if (
    firstPrimary !== -1 &&
    list.slice(firstPrimary).some((entry) => entry.beneficiary_type === BENEFICIARY_TYPE_CODES.CONTINGENCY)
  ) {
    ctx.addIssue({ code: 'custom', message: 'list every contingent beneficiary before the primary ones' });
  }
  const primary = list.filter((entry) => entry.beneficiary_type === BENEFICIARY_TYPE_CODES.PRIMARY);
  const contingent = list.filter((entry) => entry.beneficiary_type === BENEFICIARY_TYPE_CODES.CONTINGENCY);
  for (const issue of beneficiaryListIssues({ primary, contingent }, { requirePrimary: false })) {
    ctx.addIssue({ code: 'custom', message: issue.message });
  }
});
export type BeneficiaryList = z.infer<typeof BeneficiaryList>;

/** GET and PUT /account/beneficiaries: the list, contingent first. */
export const Beneficiaries = z.object({ beneficiaries: BeneficiaryList });
export type Beneficiaries = z.infer<typeof Beneficiaries>;

// ── The onboarding application (doc 1 §3, §7) ────────────────────────────────────────────────

/** The custodial agreement's state (doc 1 §2.6): SENT until signed, then COMPLETE; or DECLINED, EXPIRED. */
export const CustodianAgreementStatus = z.enum(['SENT', 'COMPLETE', 'DECLINED', 'EXPIRED']);
export type CustodianAgreementStatus = z.infer<typeof CustodianAgreementStatus>;

/** The custodial agreement: its status and the partner's signing page. */
export const CustodianAgreement = z.object({ status: CustodianAgreementStatus, url: z.string().min(1) });
export type CustodianAgreement = z.infer<typeof CustodianAgreement>;

/** Numeric `id_type` (doc 1 §3): 1 government-issued ID, 2 passport. */
export const IdTypeCode = z.literal(Object.values(ID_TYPE_CODES));
export type IdTypeCode = z.infer<typeof IdTypeCode>;
/** Numeric `application_type` (doc 1 §3): 1 individual, 2 institution. */
export const ApplicationTypeCode = z.literal(Object.values(APPLICATION_TYPE_CODES));
export type ApplicationTypeCode = z.infer<typeof ApplicationTypeCode>;

/** The same fields, each nullable: how a schema reads values that are null until set. */
function nullableFields<S extends z.ZodRawShape>(shape: S): { [K in keyof S]: z.ZodNullable<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.nullable(schema)])) as {
    [K in keyof S]: z.ZodNullable<S[K]>;
  };
}

/** The questionnaire answers as the application holds them: null until answered. */
const SavedAnswers = nullableFields({ ...RetailAnswers.shape, ...InstitutionAnswers.shape });

/**
 * GET /account/application (doc 1 §3). `ssn` and `tax_id` are masked to the last 4 digits
 * ('•••-••-6789') unless `include_sensitive`; `custodian_agreement` is null unless
 * `include_custodian_agreement`, `recommended_product` null unless `include_recommended_product`.
 */
export const Application = z.object({
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  accepted_tos: z.boolean(),
  legal_entity_name: z.string().nullable(),
  dba_name: z.string().nullable(),
  application_type: ApplicationTypeCode,
  account_type: AccountType,
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  date_of_birth: IsoDate.nullable(),
  ssn: z.string().nullable(),
  tax_id: z.string().nullable(),
  id_type: IdTypeCode.nullable(),
  document_uploaded: z.boolean(),
  id_card_back_uploaded: z.boolean(),
  proof_of_address_uploaded: z.boolean(),
  proof_of_address_explanation: z.string().nullable(),
  legal_structure: z.enum(LEGAL_STRUCTURES).nullable(),
  institution_type: z.enum(INSTITUTION_TYPES).nullable(),
  main_source_of_wealth: z.enum(INSTITUTION_WEALTH_SOURCES).nullable(),
  legal_signer_position_at_institution: z.string().nullable(),
  /** Null until saved; an empty list is a skipped step. */
  beneficiaries: z.array(Beneficiary).nullable(),
  /** Null until saved (the toggle then defaults by account type, doc 1 §4). */
  tlh_enabled: z.boolean().nullable(),
  min_tier: TierCode,
  recommended_product: Product.nullable(),
  investment_styles_acknowledged: z.boolean(),
  advisory_fees_acknowledged: z.boolean(),
  /** Whether the advisory agreement was signed (POST /account/application/advisory-agreement). */
  advisory_agreement_signed: z.boolean(),
  custodian_agreement: CustodianAgreement.nullable(),
  auth_manager_username: z.string(),
  ...SavedAnswers,
});
export type Application = z.infer<typeof Application>;

/** GET /account/application query flags (doc 1 §7). */
export const ApplicationQuery = z.strictObject({
  include_custodian_agreement: QueryFlag.optional(),
  include_recommended_product: QueryFlag.optional(),
  include_sensitive: QueryFlag.optional(),
});
export type ApplicationQuery = z.input<typeof ApplicationQuery>;

/**
 * PUT /account/application body: only the changed fields (doc 1 §7). Values are checked here
 * (formats, enumerations); rules that need the clock or the user (age, uniqueness) by the server.
 */
export const ApplicationChanges = z
  .strictObject({
    id_type: IdTypeCode.optional(),
    first_name: Text.optional(),
    middle_name: boundedText().optional(),
    last_name: Text.optional(),
    email: z.email().optional(),
    phone_number: ApiPhoneNumber.optional(),
    legal_entity_name: Text.optional(),
    date_of_birth: IsoDate.optional(),
    ssn: z
      .string()
      .regex(/^\d{9}$/, 'ssn must be 9 digits without dashes')
      .optional(),
    address: requiredText(JOINED_ADDRESS_MAX_LENGTH).optional(),
    city: Text.optional(),
    postal_code: z
      .string()
      .regex(/^\d{5}$/, 'postal_code must be 5 digits')
      .optional(),
    state: usStateSchema.optional(),
    dba_name: boundedText().optional(),
    legal_structure: z.enum(LEGAL_STRUCTURES).optional(),
    institution_type: z.enum(INSTITUTION_TYPES).optional(),
    tax_id: z
      .string()
      .regex(/^\d{9}$/, 'tax_id must be 9 digits without the dash')
      .optional(),
    main_source_of_wealth: z.enum(INSTITUTION_WEALTH_SOURCES).optional(),
    legal_signer_position_at_institution: Text.optional(),
    proof_of_address_explanation: boundedText(TEXT_LIMITS.paragraph).optional(),
    beneficiaries: BeneficiaryList.optional(),
    investment_styles_acknowledged: z.boolean().optional(),
    advisory_fees_acknowledged: z.boolean().optional(),
    tlh_enabled: z.boolean().optional(),
    ...QuestionnaireFields.shape,
  })
  .refine((value) => Object.keys(value).length > 0, 'send at least one changed field');
export type ApplicationChanges = z.input<typeof ApplicationChanges>;

/** POST /account/application/advisory-agreement body (spec README): the typed full legal name. */
export const AdvisoryAgreementSignature = z.strictObject({
  advisory_agreement_signature: requiredText(SIGNATURE_MAX_LENGTH),
});
export type AdvisoryAgreementSignature = z.input<typeof AdvisoryAgreementSignature>;

/**
 * POST /account/application/document body (multipart, doc 1 §3): the file and its document type.
 * Type and size rules (JPEG, PNG, PDF under 9 MB) are the domain's `validateUpload`, applied by the
 * server with a USER_CORRECTABLE answer.
 */
export const ApplicationDocumentUpload = z.strictObject({
  file: z.instanceof(File, { message: 'file must be a file' }),
  document_type: z.enum(DOCUMENT_TYPES),
});
export type ApplicationDocumentUpload = z.input<typeof ApplicationDocumentUpload>;

// ── Fees and feature flags ────────────────────────────────────────────────────────────────────

/** The `{type}` of GET /portfolio/product/{type}/fees: every product, or one. */
export const ProductFeesType = z.enum(['all', 'market', 'smart_beta', 'alpha']);
export type ProductFeesType = z.infer<typeof ProductFeesType>;

/** One product's investment fee (percent). */
export const ProductFee = z.object({ product_fee: Percent });
export type ProductFee = z.infer<typeof ProductFee>;

/**
 * GET /portfolio/product/{type}/fees (doc 1 §3 "Product fees"): the platform fee and, per product,
 * its fee, in percent. With type `all` every product is present; with one product, only it.
 */
export const ProductFees = z.object({
  platform_fee: Percent,
  market: ProductFee.optional(),
  smart_beta: ProductFee.optional(),
  alpha: ProductFee.optional(),
});
export type ProductFees = z.infer<typeof ProductFees>;

/** GET /backend/feature-flags (and its public variant): the flags, `tlhEnabled` among them. */
export const FeatureFlags = z.object({ tlhEnabled: z.boolean() });
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** Feature flags query: the flags of a given auth manager username (doc 1 §6, doc 3 §7). */
export const FeatureFlagsQuery = z.strictObject({ username: z.string().min(1).optional() });
export type FeatureFlagsQuery = z.input<typeof FeatureFlagsQuery>;
