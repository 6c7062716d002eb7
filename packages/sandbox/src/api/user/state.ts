import type {
  Beneficiary,
  CustodianAgreementStatus,
  InstitutionAnswers,
  Product,
  RetailAnswers,
} from '@cairn/api-client';
import {
  type DocumentType,
  type InstitutionType,
  type InstitutionWealthSource,
  type LegalStructure,
  maskSsn,
  maskTaxId,
} from '@cairn/domain';
import { z } from 'zod';
import { digestKeys } from '../../core/secrets';
import { defineSlice, type World } from '../../core/world';

/**
 * The user area's own state, beside the shared `usersSlice` (names, email, phone, status, tier,
 * KYC, location): per user, the onboarding application and what hangs off it; and the codes in
 * flight (phone and email verification, 2FA challenges, password recovery). Plain JSON only.
 */

/** Answers of either questionnaire as saved page by page in the application. */
export type SavedAnswers = Partial<RetailAnswers & InstitutionAnswers>;

/** The application of one user (doc 1 §3), except what the shared user record holds. */
export interface ApplicationRecord {
  accepted_tos: boolean;
  /** Line 1 and the optional line 2 joined with ', ' (doc 1 §3). */
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  date_of_birth: string | null;
  ssn: string | null;
  tax_id: string | null;
  id_type: 1 | 2 | null;
  document_uploaded: boolean;
  id_card_back_uploaded: boolean;
  proof_of_address_uploaded: boolean;
  proof_of_address_explanation: string | null;
  legal_structure: LegalStructure | null;
  institution_type: InstitutionType | null;
  main_source_of_wealth: InstitutionWealthSource | null;
  legal_signer_position_at_institution: string | null;
  /** Null until saved; [] is the skipped step. */
  beneficiaries: Beneficiary[] | null;
  /** Whether tlh_enabled was saved (the user record holds its value). */
  tlh_saved: boolean;
  investment_styles_acknowledged: boolean;
  advisory_fees_acknowledged: boolean;
  /** Questionnaire answers saved page by page (PUT /account/application). */
  answers: SavedAnswers;
}

/** An uploaded document: its metadata (the bytes are not kept). */
export interface UploadedDocument {
  document_type: DocumentType;
  file_name: string;
  media_type: string;
  size: number;
  uploaded_at: string;
}

/** A submitted questionnaire with the product it recommends. */
export interface SubmittedProfile<A> {
  answers: A;
  recommended_product: Product;
  submitted_at: string;
}

/** Everything the user area keeps about one user. */
export interface UserAccount {
  application: ApplicationRecord;
  advisory_agreement_signature: string | null;
  custodian_agreement_status: CustodianAgreementStatus | null;
  investor_profile: SubmittedProfile<RetailAnswers> | null;
  institution_investor_profile: SubmittedProfile<InstitutionAnswers> | null;
  /** Set by POST /account/application/submit: the location is DASHBOARD from then on. */
  submitted_at: string | null;
  documents: UploadedDocument[];
}

/** A 6-digit code sent to a phone or an email, with its age and the wrong tries so far. */
export interface PendingCode {
  code: string;
  sent_at: string;
  attempts: number;
}

/** A sign-in waiting for its SMS (or email) code. */
export interface PendingChallenge extends PendingCode {
  user_id: string;
  channel: 'sms' | 'email';
}

/** The user area's slice. */
export interface UserAreaState {
  /** By user id. */
  accounts: Record<string, UserAccount>;
  /** Verification codes by user id, then attribute. */
  verification: Record<string, Partial<Record<'phone_number' | 'email', PendingCode>>>;
  /** 2FA challenges by the digest of their session token (core/secrets). */
  challenges: Record<string, PendingChallenge>;
  /** Password recovery codes by user id. */
  recovery: Record<string, PendingCode>;
}

const SavedCode = z.looseObject({ code: z.string(), sent_at: z.string(), attempts: z.number() });
const nullableString = z.string().nullable();

/** The shape of a saved user area (core/persist checks a data file against it). */
const SavedUserArea = z.looseObject({
  accounts: z.record(
    z.string(),
    z.looseObject({
      application: z.looseObject({
        accepted_tos: z.boolean(),
        address: nullableString,
        city: nullableString,
        state: nullableString,
        postal_code: nullableString,
        date_of_birth: nullableString,
        ssn: nullableString,
        tax_id: nullableString,
        id_type: z.union([z.literal(1), z.literal(2)]).nullable(),
        document_uploaded: z.boolean(),
        id_card_back_uploaded: z.boolean(),
        proof_of_address_uploaded: z.boolean(),
        beneficiaries: z.array(z.looseObject({})).nullable(),
        answers: z.looseObject({}),
      }),
      advisory_agreement_signature: nullableString,
      custodian_agreement_status: nullableString,
      investor_profile: z.looseObject({ submitted_at: z.string() }).nullable(),
      institution_investor_profile: z.looseObject({ submitted_at: z.string() }).nullable(),
      submitted_at: nullableString,
      documents: z.array(z.looseObject({ document_type: z.string(), file_name: z.string() })),
    }),
  ),
  verification: z.record(
    z.string(),
    z.looseObject({ phone_number: SavedCode.optional(), email: SavedCode.optional() }),
  ),
  // An older file kept 2FA session tokens: they become digests as it loads (core/secrets).
  challenges: z
    .record(z.string(), SavedCode.extend({ user_id: z.string(), channel: z.enum(['sms', 'email']) }))
    .transform(digestKeys),
  recovery: z.record(z.string(), SavedCode),
});

/**
 * What the data file keeps of the user area: SSNs and tax ids masked to their last 4 digits
 * ('•••-••-6789'), as every answer shows them. The full numbers live only in the running
 * process's memory (for `include_sensitive`); after a restart it answers the masked value too.
 */
function userAreaFileForm(state: UserAreaState): UserAreaState {
  const accounts = Object.fromEntries(
    Object.entries(state.accounts).map(([id, account]) => {
      const { ssn, tax_id } = account.application;
      return [
        id,
        {
          ...account,
          application: {
            ...account.application,
            ssn: ssn === null ? null : maskedSsn(ssn),
            tax_id: tax_id === null ? null : maskedTaxId(tax_id),
          },
        },
      ];
    }),
  );
  return { ...state, accounts };
}

/** An SSN as answers show it: masked to its last 4 digits (a masked one stays as it is). */
export const maskedSsn = (ssn: string) => (/^\d{9}$/.test(ssn) ? maskSsn(ssn) : ssn);
/** A tax id as answers show it: masked to its last 4 digits (a masked one stays as it is). */
export const maskedTaxId = (taxId: string) => (/^\d{9}$/.test(taxId) ? maskTaxId(taxId) : taxId);

/** The user area's state in a world. */
export const userAreaSlice = defineSlice<UserAreaState>(
  'user.area',
  () => ({
    accounts: {},
    verification: {},
    challenges: {},
    recovery: {},
  }),
  SavedUserArea,
  userAreaFileForm,
);

/** An empty application, as signup creates it. */
export function emptyApplication(): ApplicationRecord {
  return {
    accepted_tos: true,
    address: null,
    city: null,
    state: null,
    postal_code: null,
    date_of_birth: null,
    ssn: null,
    tax_id: null,
    id_type: null,
    document_uploaded: false,
    id_card_back_uploaded: false,
    proof_of_address_uploaded: false,
    proof_of_address_explanation: null,
    legal_structure: null,
    institution_type: null,
    main_source_of_wealth: null,
    legal_signer_position_at_institution: null,
    beneficiaries: null,
    tlh_saved: false,
    investment_styles_acknowledged: false,
    advisory_fees_acknowledged: false,
    answers: {},
  };
}

/** A new user's account record. */
export function emptyAccount(): UserAccount {
  return {
    application: emptyApplication(),
    advisory_agreement_signature: null,
    custodian_agreement_status: null,
    investor_profile: null,
    institution_investor_profile: null,
    submitted_at: null,
    documents: [],
  };
}

/** The account record of a user, created empty for a user another area added. */
export function accountOf(world: World, userId: string): UserAccount {
  const accounts = userAreaSlice(world).accounts;
  accounts[userId] ??= emptyAccount();
  return accounts[userId];
}

/** Forgets everything the user area keeps about a user (restart). */
export function forgetAccount(world: World, userId: string): void {
  const state = userAreaSlice(world);
  delete state.accounts[userId];
  delete state.verification[userId];
  delete state.recovery[userId];
  for (const [token, challenge] of Object.entries(state.challenges)) {
    if (challenge.user_id === userId) delete state.challenges[token];
  }
}
