import { createHmac } from 'node:crypto';
import type {
  Application,
  InstitutionAnswers,
  InstitutionalInvestorProfile,
  InvestorProfile,
  RetailAnswers,
  UserProfile,
} from '@cairn/api-client';
import { APPLICATION_TYPE_CODES, US_COUNTRY } from '@cairn/domain';
import type { z } from 'zod';
import { type SandboxUser, shownEmail } from '../../core/users';
import type { World } from '../../core/world';
import { accountOf, maskedSsn, maskedTaxId, type SavedAnswers, type SubmittedProfile } from './state';

/**
 * How the user area's state reads through the API: the profile, the application (with its masks
 * and include flags), the custodial agreement's signing link.
 */

/** Secret of the support-chat verification token: local stand-in only. */
const SUPPORT_CHAT_SECRET = 'cairn-sandbox-support-chat';

/** The address lines of the application's single `address` (line 1, then line 2 after ', '). */
export function splitAddress(address: string | null): { line1: string | null; line2: string | null } {
  if (address === null) return { line1: null, line2: null };
  const at = address.indexOf(', ');
  return at === -1
    ? { line1: address, line2: null }
    : { line1: address.slice(0, at), line2: address.slice(at + 2) };
}

/** The stand-in custodial signing page of a user (doc 1 §2.6; served under /__sandbox). */
export function custodianSigningUrl(user: SandboxUser): string {
  return `/__sandbox/custodian-sign?user=${encodeURIComponent(user.id)}`;
}

/** GET /user/profile of a user. */
export function profileOf(world: World, user: SandboxUser): z.input<typeof UserProfile> {
  const application = accountOf(world, user.id).application;
  const { line1, line2 } = splitAddress(application.address);
  const isInstitution = user.account_type === 'INSTITUTION';
  return {
    user: {
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
      email: shownEmail(user),
      phone_number: user.phone_number,
      created_at: user.created_at,
      status: user.status,
      cairn_account_id: `CAIRN-${user.id.toUpperCase()}`,
      min_tier: user.min_tier,
      tlh_enabled: user.tlh_enabled,
    },
    institution:
      isInstitution && user.institution
        ? {
            entity_name: user.institution.entity_name,
            dba_name: user.institution.dba_name,
            address1: line1,
            address2: line2,
            city: application.city,
            state_province: application.state,
            postal_code: application.postal_code,
            country: US_COUNTRY,
          }
        : null,
    kyc_profile: isInstitution
      ? null
      : {
          date_of_birth: application.date_of_birth,
          country: US_COUNTRY,
          address_line_one: line1,
          address_line_two: line2,
          zip_code: application.postal_code,
          state: application.state,
          city: application.city,
        },
    cognito_user: {
      sub: user.id,
      email: shownEmail(user),
      phone_number: user.phone_number,
      email_verified: user.email_verified,
      phone_number_verified: user.phone_verified,
    },
    roles: [...user.roles],
    kyc_status: user.kyc_status,
    user_verification_token: createHmac('sha256', SUPPORT_CHAT_SECRET).update(user.id).digest('hex'),
    tlh_enabled: user.tlh_enabled,
  };
}

/** The include flags of GET /account/application. */
export interface ApplicationView {
  readonly includeCustodianAgreement?: boolean;
  readonly includeRecommendedProduct?: boolean;
  readonly includeSensitive?: boolean;
}

/** The questionnaire answers as the application shows them: null until answered. */
function savedAnswers(answers: SavedAnswers) {
  return {
    investment_experience: answers.investment_experience ?? null,
    crypto_experience: answers.crypto_experience ?? null,
    investment_timeline: answers.investment_timeline ?? null,
    cairn_loss_response: answers.cairn_loss_response ?? null,
    risk_tolerance: answers.risk_tolerance ?? null,
    intended_investment_amount: answers.intended_investment_amount ?? null,
    net_worth: answers.net_worth ?? null,
    household_income: answers.household_income ?? null,
    employment_status: answers.employment_status ?? null,
    wealth_source: answers.wealth_source ?? null,
    occupation: answers.occupation ?? null,
    employer: answers.employer ?? null,
    investor_type: answers.investor_type ?? null,
    investor_size: answers.investor_size ?? null,
    investor_experience: answers.investor_experience ?? null,
    investment_allocation: answers.investment_allocation ?? null,
    time_horizon: answers.time_horizon ?? null,
    active_passive: answers.active_passive ?? null,
  };
}

/** The recommended product of the user's submitted questionnaire, if any. */
export function recommendedProductOf(world: World, user: SandboxUser) {
  const account = accountOf(world, user.id);
  const submitted =
    user.account_type === 'INSTITUTION' ? account.institution_investor_profile : account.investor_profile;
  return submitted?.recommended_product ?? null;
}

/** GET /account/application of a user; `ssn` and `tax_id` masked unless `includeSensitive`. */
export function applicationOf(
  world: World,
  user: SandboxUser,
  view: ApplicationView = {},
): z.input<typeof Application> {
  const account = accountOf(world, user.id);
  const application = account.application;
  const sensitive = view.includeSensitive === true;
  return {
    ...savedAnswers(application.answers),
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email: shownEmail(user),
    phone_number: user.phone_number,
    accepted_tos: application.accepted_tos,
    legal_entity_name: user.institution?.entity_name ?? null,
    dba_name: user.institution?.dba_name ?? null,
    application_type: APPLICATION_TYPE_CODES[user.account_type],
    account_type: user.account_type,
    address: application.address,
    city: application.city,
    state: application.state,
    postal_code: application.postal_code,
    date_of_birth: application.date_of_birth,
    ssn: application.ssn === null || sensitive ? application.ssn : maskedSsn(application.ssn),
    tax_id: application.tax_id === null || sensitive ? application.tax_id : maskedTaxId(application.tax_id),
    id_type: application.id_type,
    document_uploaded: application.document_uploaded,
    id_card_back_uploaded: application.id_card_back_uploaded,
    proof_of_address_uploaded: application.proof_of_address_uploaded,
    proof_of_address_explanation: application.proof_of_address_explanation,
    legal_structure: application.legal_structure,
    institution_type: application.institution_type,
    main_source_of_wealth: application.main_source_of_wealth,
    legal_signer_position_at_institution: application.legal_signer_position_at_institution,
    beneficiaries: application.beneficiaries,
    tlh_enabled: application.tlh_saved ? user.tlh_enabled : null,
    min_tier: user.min_tier,
    recommended_product: view.includeRecommendedProduct ? recommendedProductOf(world, user) : null,
    investment_styles_acknowledged: application.investment_styles_acknowledged,
    advisory_fees_acknowledged: application.advisory_fees_acknowledged,
    advisory_agreement_signed: account.advisory_agreement_signature !== null,
    custodian_agreement:
      view.includeCustodianAgreement && account.custodian_agreement_status !== null
        ? { status: account.custodian_agreement_status, url: custodianSigningUrl(user) }
        : null,
    auth_manager_username: user.id,
  };
}

/** GET /user/investor-profile of a submitted retail questionnaire. */
export function investorProfileOf(
  submitted: SubmittedProfile<RetailAnswers>,
): z.input<typeof InvestorProfile> {
  return {
    ...submitted.answers,
    recommended_product: submitted.recommended_product,
    submitted_at: submitted.submitted_at,
  };
}

/** GET /user/institution/investor-profile of a submitted institution questionnaire. */
export function institutionInvestorProfileOf(
  submitted: SubmittedProfile<InstitutionAnswers>,
): z.input<typeof InstitutionalInvestorProfile> {
  return {
    ...submitted.answers,
    recommended_product: submitted.recommended_product,
    submitted_at: submitted.submitted_at,
  };
}
