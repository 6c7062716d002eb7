import { type ApplicationChanges, userCallSpecs as calls } from '@cairn/api-client';
import {
  calendarDateOf,
  checkUpload,
  type DocumentType,
  dateOfBirthError,
  fromApiDateOfBirth,
  fullLegalName,
  safeUploadName,
  signatureMatches,
} from '@cairn/domain';
import type { Context } from 'hono';
import { type ApiApp, implement, SandboxError, userCorrectable } from '../../core/contract';
import {
  endSessionsOf,
  type SandboxUser,
  setEmail,
  shownEmail,
  tlhFlagFor,
  usersSlice,
} from '../../core/users';
import type { World } from '../../core/world';
import { assertMaySend, sendVerification } from './codes';
import { syncLocation } from './onboarding';
import { accountOf, forgetAccount, type SavedAnswers } from './state';
import { applicationOf } from './views';

/**
 * The onboarding application (doc 1 §3, §7): read with its include flags, saved field by field,
 * the advisory agreement signature, document uploads, submit and restart. Every change moves the
 * onboarding location as the flow of doc 1 §2.5 says (see onboarding.ts).
 */

/** Refusal of a field the user's account type does not have. */
const notFor = (field: string, accountType: string) =>
  new SandboxError(400, 'BAD_REQUEST', `${field} is not part of an ${accountType.toLowerCase()} application`);

const INDIVIDUAL_ONLY = ['ssn', 'date_of_birth'] as const;
const INSTITUTION_ONLY = [
  'legal_entity_name',
  'dba_name',
  'legal_structure',
  'institution_type',
  'tax_id',
  'main_source_of_wealth',
  'legal_signer_position_at_institution',
  'proof_of_address_explanation',
] as const;

/** The message refusing tax-loss harvesting while its feature flag is off. */
export const TLH_UNAVAILABLE_MESSAGE = 'Tax-loss harvesting is not available at this time.';

/** Saves the TLH choice (PUT /account/application and PATCH /user/profile/tlh). */
export function saveTlh(world: World, user: SandboxUser, enabled: boolean): void {
  if (enabled && !tlhFlagFor(world, user)) throw userCorrectable(TLH_UNAVAILABLE_MESSAGE);
  user.tlh_enabled = enabled;
  accountOf(world, user.id).application.tlh_saved = true;
}

const QUESTIONNAIRE_FIELDS = [
  'investment_experience',
  'crypto_experience',
  'investment_timeline',
  'cairn_loss_response',
  'risk_tolerance',
  'intended_investment_amount',
  'net_worth',
  'household_income',
  'employment_status',
  'wealth_source',
  'occupation',
  'employer',
  'investor_type',
  'investor_size',
  'investor_experience',
  'investment_allocation',
  'time_horizon',
  'active_passive',
] as const satisfies readonly (keyof SavedAnswers)[];

/** The saved questionnaire answers of a change, merged into the earlier ones. */
function mergeAnswers(saved: SavedAnswers, changes: ApplicationChanges): SavedAnswers {
  const merged: Record<string, unknown> = { ...saved };
  for (const field of QUESTIONNAIRE_FIELDS) {
    const value = changes[field];
    if (value !== undefined) merged[field] = value;
  }
  return merged as SavedAnswers;
}

/** Applies PUT /account/application changes, checking first so a refused request changes nothing. */
function applyChanges(world: World, c: Context, user: SandboxUser, changes: ApplicationChanges): void {
  const institution = user.account_type === 'INSTITUTION';
  for (const field of institution ? INDIVIDUAL_ONLY : INSTITUTION_ONLY) {
    if (changes[field] !== undefined) throw notFor(field, user.account_type);
  }
  if (changes.date_of_birth !== undefined) {
    const error = dateOfBirthError(fromApiDateOfBirth(changes.date_of_birth), calendarDateOf(world.now()));
    if (error !== null) throw userCorrectable(error);
  }
  // A taken email is not refused (that would tell who has an account): see setEmail.
  const submittedBefore = accountOf(world, user.id).submitted_at !== null;
  // The code a changed contact detail sends may be refused: refused before anything changes.
  if (!submittedBefore && changes.phone_number !== undefined && changes.phone_number !== user.phone_number) {
    assertMaySend(world, c, { purpose: 'phone_number', account: user.id }, false);
  } else if (
    !submittedBefore &&
    user.phone_verified &&
    changes.email !== undefined &&
    changes.email.trim().toLowerCase() !== shownEmail(user).toLowerCase()
  ) {
    assertMaySend(world, c, { purpose: 'email', account: user.id }, false);
  }
  if (changes.tlh_enabled === true && !tlhFlagFor(world, user))
    throw userCorrectable(TLH_UNAVAILABLE_MESSAGE);

  const account = accountOf(world, user.id);
  const application = account.application;
  const submitted = account.submitted_at !== null;
  if (changes.first_name !== undefined) user.first_name = changes.first_name.trim();
  if (changes.middle_name !== undefined) user.middle_name = changes.middle_name.trim() || null;
  if (changes.last_name !== undefined) user.last_name = changes.last_name.trim();
  const emailChanged =
    changes.email !== undefined && changes.email.trim().toLowerCase() !== shownEmail(user).toLowerCase();
  const phoneChanged = changes.phone_number !== undefined && changes.phone_number !== user.phone_number;
  if (changes.email !== undefined && emailChanged) setEmail(world, user, changes.email);
  if (changes.phone_number !== undefined && phoneChanged) {
    user.phone_number = changes.phone_number;
    user.phone_verified = false;
  }
  if (institution && user.institution) {
    if (changes.legal_entity_name !== undefined)
      user.institution.entity_name = changes.legal_entity_name.trim();
    if (changes.dba_name !== undefined) user.institution.dba_name = changes.dba_name.trim() || null;
  }
  if (changes.date_of_birth !== undefined) application.date_of_birth = changes.date_of_birth;
  if (changes.ssn !== undefined) application.ssn = changes.ssn;
  if (changes.tax_id !== undefined) application.tax_id = changes.tax_id;
  if (changes.address !== undefined) application.address = changes.address.trim();
  if (changes.city !== undefined) application.city = changes.city.trim();
  if (changes.state !== undefined) application.state = changes.state;
  if (changes.postal_code !== undefined) application.postal_code = changes.postal_code;
  if (changes.id_type !== undefined && changes.id_type !== application.id_type) {
    // doc 1 §4: changing the ID document type resets both upload states.
    application.id_type = changes.id_type;
    application.document_uploaded = false;
    application.id_card_back_uploaded = false;
  }
  if (changes.legal_structure !== undefined) application.legal_structure = changes.legal_structure;
  if (changes.institution_type !== undefined) application.institution_type = changes.institution_type;
  if (changes.main_source_of_wealth !== undefined)
    application.main_source_of_wealth = changes.main_source_of_wealth;
  if (changes.legal_signer_position_at_institution !== undefined) {
    application.legal_signer_position_at_institution = changes.legal_signer_position_at_institution.trim();
  }
  if (changes.proof_of_address_explanation !== undefined) {
    const explanation = changes.proof_of_address_explanation.trim();
    application.proof_of_address_explanation = explanation || null;
    // doc 1 §4: answering No (a written explanation) clears the uploaded proof.
    if (explanation) application.proof_of_address_uploaded = false;
  }
  if (changes.beneficiaries !== undefined) application.beneficiaries = changes.beneficiaries;
  if (changes.investment_styles_acknowledged !== undefined) {
    application.investment_styles_acknowledged = changes.investment_styles_acknowledged;
  }
  if (changes.advisory_fees_acknowledged !== undefined) {
    application.advisory_fees_acknowledged = changes.advisory_fees_acknowledged;
  }
  if (changes.tlh_enabled !== undefined) saveTlh(world, user, changes.tlh_enabled);
  application.answers = mergeAnswers(application.answers, changes);
  // Changed contact details are verified again: the code goes out as at signup.
  if (!submitted && phoneChanged) sendVerification(world, c, user, 'phone_number');
  else if (!submitted && emailChanged && user.phone_verified) sendVerification(world, c, user, 'email');
}

/** The application field each document type marks as uploaded, and the ID type it belongs to. */
const DOCUMENT_SLOTS: Readonly<
  Record<
    DocumentType,
    {
      flag: 'document_uploaded' | 'id_card_back_uploaded' | 'proof_of_address_uploaded';
      idType: 1 | 2 | null;
      institution: boolean;
    }
  >
> = {
  passport_document: { flag: 'document_uploaded', idType: 2, institution: false },
  id_card_front: { flag: 'document_uploaded', idType: 1, institution: false },
  id_card_back: { flag: 'id_card_back_uploaded', idType: 1, institution: false },
  constitution: { flag: 'document_uploaded', idType: null, institution: true },
  proof_of_address: { flag: 'proof_of_address_uploaded', idType: null, institution: true },
};

/** Registers the application calls. */
export function registerApplicationCalls(api: ApiApp): void {
  implement(api, calls.getApplication, ({ input, user, world }) =>
    applicationOf(world, user, {
      includeCustodianAgreement: input.include_custodian_agreement === true,
      includeRecommendedProduct: input.include_recommended_product === true,
      includeSensitive: input.include_sensitive === true,
    }),
  );

  implement(api, calls.updateApplication, ({ input, user, world, c }) => {
    applyChanges(world, c, user, input);
    syncLocation(world, user);
    return applicationOf(world, user);
  });

  implement(api, calls.signAdvisoryAgreement, ({ input, user, world }) => {
    const names = { first: user.first_name, middle: user.middle_name, last: user.last_name };
    if (!signatureMatches(input.advisory_agreement_signature, names)) {
      throw userCorrectable(`The signature must be your full legal name exactly: ${fullLegalName(names)}.`);
    }
    const account = accountOf(world, user.id);
    account.advisory_agreement_signature = input.advisory_agreement_signature;
    // Signing opens the custodial agreement at the partner (the sandbox's stand-in page).
    if (account.custodian_agreement_status !== 'COMPLETE') account.custodian_agreement_status = 'SENT';
    syncLocation(world, user);
    return applicationOf(world, user, { includeCustodianAgreement: true });
  });

  implement(api, calls.uploadApplicationDocument, async ({ input, user, world }) => {
    // The domain's rule on receipt, as the kit applies it before sending: type, extension,
    // emptiness, size and the content's signature.
    const problem = await checkUpload(input.file);
    if (problem !== null) throw userCorrectable(problem);
    const slot = DOCUMENT_SLOTS[input.document_type];
    if (slot.institution !== (user.account_type === 'INSTITUTION'))
      throw notFor(input.document_type, user.account_type);
    const account = accountOf(world, user.id);
    const application = account.application;
    if (slot.idType !== null) {
      if (application.id_type !== null && application.id_type !== slot.idType) {
        throw new SandboxError(
          400,
          'BAD_REQUEST',
          `${input.document_type} does not belong to id_type ${application.id_type}: change id_type first`,
        );
      }
      application.id_type = slot.idType;
    }
    application[slot.flag] = true;
    if (input.document_type === 'proof_of_address') application.proof_of_address_explanation = null;
    account.documents.push({
      document_type: input.document_type,
      file_name: safeUploadName(input.file.name),
      media_type: input.file.type,
      size: input.file.size,
      uploaded_at: world.now().toISOString(),
    });
    syncLocation(world, user);
    return applicationOf(world, user);
  });

  implement(api, calls.submitApplication, ({ user, world }) => {
    const account = accountOf(world, user.id);
    if (account.submitted_at === null) {
      const state = syncLocation(world, user);
      if (state.location !== 'REVIEW') {
        throw userCorrectable('Please complete every step of the application before submitting it.');
      }
      account.submitted_at = world.now().toISOString();
      user.kyc_status = 'PENDING';
    }
    return syncLocation(world, user);
  });

  implement(api, calls.deleteApplication, ({ user, world }) => {
    if (accountOf(world, user.id).submitted_at !== null) {
      throw userCorrectable('A submitted application cannot be restarted.');
    }
    endSessionsOf(world, user.id);
    forgetAccount(world, user.id);
    delete usersSlice(world).byId[user.id];
    return undefined;
  });
}
