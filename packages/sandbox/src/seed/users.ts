import type { Beneficiary, InstitutionAnswers, Product, RetailAnswers } from '@cairn/api-client';
import { fullLegalName } from '@cairn/domain';
import { z } from 'zod';
import {
  type ApplicationRecord,
  emptyAccount,
  emptyApplication,
  type UserAccount,
  userAreaSlice,
} from '../api/user/state';
import { demoPasswordHash } from '../core/secrets';
import { addUser, type SandboxUser } from '../core/users';
import { defineSlice, type World } from '../core/world';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demoUsers';

/**
 * The demo users of issue 4 (all with {@link DEMO_PASSWORD}), seeded into the shared users slice
 * with their onboarding application in the user area's slice. Ids are fixed so other areas can key
 * their seeded data on them (`DEMO_USER_IDS.investor`); creation dates are relative to the
 * world's clock so histories stay about the right length.
 */

/** The ids of the demo users, by their email's local part. */
export const DEMO_USER_IDS = {
  investor: 'user-investor',
  institution: 'user-institution',
  friends: 'user-friends',
  pending: 'user-pending',
  inactive: 'user-inactive',
  halfway: 'user-halfway',
  admin: 'user-admin',
  demo: 'user-demo',
  tlhoff: 'user-tlhoff',
  awaiting: 'user-awaiting',
  noselection: 'user-noselection',
  belowmin: 'user-belowmin',
  maxed: 'user-maxed',
  basislocked: 'user-basislocked',
  pendingwd: 'user-pendingwd',
  history: 'user-history',
} as const;

/** A demo user's short name. */
export type DemoUserName = keyof typeof DEMO_USER_IDS;

/** The email of a demo user, from the printed demo logins (so the two never disagree). */
export function demoEmail(name: DemoUserName): string {
  const login = DEMO_LOGINS.find((entry) => entry.email.startsWith(`${name}@`));
  if (!login) throw new Error(`No demo login for ${name}`);
  return login.email;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(world: World, days: number): string {
  return new Date(world.now().getTime() - days * DAY_MS).toISOString();
}

interface DemoSeed {
  readonly name: DemoUserName;
  readonly user: Omit<SandboxUser, 'id' | 'email' | 'password_hash' | 'created_at'>;
  readonly createdDaysAgo: number;
  readonly account: UserAccount;
}

const retailAnswers = (risk: RetailAnswers['risk_tolerance'], amount: number): RetailAnswers => ({
  investment_experience: 'GOOD',
  crypto_experience: 'INTERMEDIATE',
  investment_timeline: 'FIVE_TO_TEN',
  cairn_loss_response: 'MAINTAIN',
  risk_tolerance: risk,
  intended_investment_amount: amount,
  net_worth: 4,
  household_income: 3,
  employment_status: 'EMPLOYED',
  wealth_source: 'OCCUPATION',
  occupation: 'ENGINEER',
  employer: 'Northwind Labs',
});

const institutionAnswers: InstitutionAnswers = {
  investor_type: 'SINGLE_FAMILY_OFFICE',
  investor_size: 'ZERO_TO_HUNDRED',
  investor_experience: 'MEDIUM_EXPERIENCE',
  investment_allocation: 'ONE_TO_FIVE',
  time_horizon: 'FIVE_TO_TEN',
  intended_investment_amount: 3,
  risk_tolerance: 'MEDIUM',
  active_passive: 'PASSIVE',
};

const beneficiaries: Beneficiary[] = [
  { beneficiary_type: 2, subtype: 2, name: 'Jordan Ellis Morgan', allocation: 100 },
  { beneficiary_type: 1, subtype: 1, name: 'Riley Morgan', allocation: 60 },
  { beneficiary_type: 1, subtype: 2, name: 'Casey Morgan', allocation: 40 },
];

/** A finished individual application (KYC submitted). */
function individualApplication(
  world: World,
  address: string,
  dateOfBirth: string,
  ssn: string,
  risk: RetailAnswers['risk_tolerance'],
  product: Product,
  withBeneficiaries: boolean,
): UserAccount {
  const answers = retailAnswers(risk, 3);
  const application: ApplicationRecord = {
    ...emptyApplication(),
    address,
    city: 'Boston',
    state: 'MA',
    postal_code: '02110',
    date_of_birth: dateOfBirth,
    ssn,
    id_type: 1,
    document_uploaded: true,
    id_card_back_uploaded: true,
    beneficiaries: withBeneficiaries ? beneficiaries : [],
    tlh_saved: true,
    investment_styles_acknowledged: true,
    advisory_fees_acknowledged: true,
    answers,
  };
  const submittedAt = daysAgo(world, 1);
  return {
    ...emptyAccount(),
    application,
    advisory_agreement_signature: 'signed',
    custodian_agreement_status: 'COMPLETE',
    investor_profile: { answers, recommended_product: product, submitted_at: submittedAt },
    submitted_at: submittedAt,
  };
}

const person = (first: string, middle: string | null, last: string, phone: string) => ({
  first_name: first,
  middle_name: middle,
  last_name: last,
  phone_number: phone,
});

const finished = {
  status: 'ACTIVE',
  kyc_status: 'SUCCESS',
  location: 'DASHBOARD',
  phone_verified: true,
  email_verified: true,
  demo: false,
  mfa: false,
  requires_tutorial: false,
  roles: [] as string[],
  institution: null,
} as const;

function demoSeeds(world: World): DemoSeed[] {
  return [
    {
      name: 'investor',
      createdDaysAgo: 900,
      user: {
        ...finished,
        ...person('Avery', 'Quinn', 'Morgan', '+12025550101'),
        roles: [],
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        mfa: true,
        tlh_enabled: true,
      },
      account: individualApplication(
        world,
        '100 Summer Street, Suite 400',
        '1985-04-12',
        '123456789',
        'HIGH',
        'SMART_BETA',
        true,
      ),
    },
    {
      name: 'institution',
      createdDaysAgo: 700,
      user: {
        ...finished,
        ...person('Morgan', null, 'Reyes', '+12025550102'),
        roles: ['INSTITUTION_ADMIN'],
        account_type: 'INSTITUTION',
        min_tier: 2,
        tlh_enabled: false,
        institution: { entity_name: 'Granite Peak Holdings LLC', dba_name: 'Granite Peak Capital' },
      },
      account: {
        ...emptyAccount(),
        application: {
          ...emptyApplication(),
          address: '1 Federal Street, Floor 12',
          city: 'Boston',
          state: 'MA',
          postal_code: '02110',
          tax_id: '987654321',
          document_uploaded: true,
          proof_of_address_uploaded: true,
          legal_structure: 'LLC',
          institution_type: 'PERSONAL_INVESTMENT',
          main_source_of_wealth: 'INVESTOR',
          legal_signer_position_at_institution: 'Managing Partner',
          tlh_saved: true,
          investment_styles_acknowledged: true,
          advisory_fees_acknowledged: true,
          answers: institutionAnswers,
        },
        advisory_agreement_signature: 'signed',
        custodian_agreement_status: 'COMPLETE',
        institution_investor_profile: {
          answers: institutionAnswers,
          recommended_product: 'MARKET',
          submitted_at: daysAgo(world, 700),
        },
        submitted_at: daysAgo(world, 700),
      },
    },
    {
      name: 'friends',
      createdDaysAgo: 400,
      user: {
        ...finished,
        ...person('Sam', null, 'Okafor', '+12025550103'),
        account_type: 'INDIVIDUAL',
        min_tier: 1,
        tlh_enabled: true,
        requires_tutorial: true,
      },
      account: individualApplication(
        world,
        '24 Elm Street',
        '1992-09-30',
        '234567890',
        'MEDIUM',
        'SMART_BETA',
        false,
      ),
    },
    {
      name: 'pending',
      createdDaysAgo: 3,
      user: {
        ...finished,
        ...person('Jamie', null, 'Chen', '+12025550104'),
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        kyc_status: 'PENDING',
        tlh_enabled: true,
      },
      account: individualApplication(
        world,
        '8 Harbor Way',
        '1979-01-05',
        '345678901',
        'LOW',
        'MARKET',
        false,
      ),
    },
    {
      name: 'inactive',
      createdDaysAgo: 800,
      user: {
        ...finished,
        ...person('Taylor', null, 'Brooks', '+12025550105'),
        account_type: 'INDIVIDUAL',
        status: 'INACTIVE',
        min_tier: 3,
        tlh_enabled: false,
      },
      account: individualApplication(
        world,
        '310 Pine Avenue',
        '1968-11-20',
        '456789012',
        'MINIMAL',
        'MARKET',
        false,
      ),
    },
    {
      name: 'halfway',
      createdDaysAgo: 2,
      user: {
        ...finished,
        ...person('Robin', 'Lee', 'Patel', '+12025550106'),
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        kyc_status: 'NOT_STARTED',
        location: 'INDIVIDUAL_INFORMATION',
        tlh_enabled: true,
        requires_tutorial: true,
      },
      // Contact details verified, both agreements signed: next is personal information.
      account: {
        ...emptyAccount(),
        advisory_agreement_signature: 'signed',
        custodian_agreement_status: 'COMPLETE',
      },
    },
    {
      name: 'admin',
      createdDaysAgo: 900,
      user: {
        ...finished,
        ...person('Alex', null, 'Stone', '+12025550107'),
        roles: ['CAIRN_ADMIN'],
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        mfa: true,
        tlh_enabled: false,
      },
      account: individualApplication(
        world,
        '50 Milk Street',
        '1980-06-15',
        '567890123',
        'MEDIUM',
        'SMART_BETA',
        false,
      ),
    },
    {
      name: 'demo',
      createdDaysAgo: 600,
      user: {
        ...finished,
        ...person('Dana', null, 'Demo', '+12025550108'),
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        demo: true,
        tlh_enabled: true,
      },
      account: individualApplication(world, '77 Demo Lane', '1990-02-28', '678901234', 'HIGH', 'ALPHA', true),
    },
    {
      name: 'tlhoff',
      createdDaysAgo: 430,
      user: {
        ...finished,
        ...person('Emery', null, 'Walsh', '+12025550109'),
        account_type: 'INDIVIDUAL',
        min_tier: 3,
        tlh_enabled: false,
        feature_flags: { tlhEnabled: false },
      },
      account: individualApplication(
        world,
        '19 Beacon Street',
        '1983-07-19',
        '789012345',
        'MEDIUM',
        'SMART_BETA',
        false,
      ),
    },
    ...investorStates(world),
  ];
}

/** An ACTIVE, KYC-approved individual of the DEFAULT tier, for the investor app's states. */
function approvedInvestor(
  world: World,
  name: DemoUserName,
  createdDaysAgo: number,
  who: { first: string; last: string; phone: string; address: string; born: string; ssn: string },
  product: Product = 'MARKET',
): DemoSeed {
  return {
    name,
    createdDaysAgo,
    user: {
      ...finished,
      ...person(who.first, null, who.last, who.phone),
      account_type: 'INDIVIDUAL',
      min_tier: 3,
      tlh_enabled: true,
    },
    account: individualApplication(world, who.address, who.born, who.ssn, 'MEDIUM', product, false),
  };
}

/**
 * The demo users of the investor app's states (their accounts are planned in the customer seed):
 * each shows one state a screen has.
 */
function investorStates(world: World): DemoSeed[] {
  return [
    approvedInvestor(world, 'awaiting', 10, {
      first: 'Parker',
      last: 'Lane',
      phone: '+12025550110',
      address: '5 Chestnut Street',
      born: '1991-03-08',
      ssn: '890123456',
    }),
    approvedInvestor(world, 'noselection', 40, {
      first: 'Quinn',
      last: 'Adler',
      phone: '+12025550111',
      address: '42 Marlborough Street',
      born: '1987-12-01',
      ssn: '901234567',
    }),
    approvedInvestor(
      world,
      'belowmin',
      320,
      {
        first: 'Reese',
        last: 'Calder',
        phone: '+12025550112',
        address: '9 Charles Street',
        born: '1975-05-23',
        ssn: '112233445',
      },
      'SMART_BETA',
    ),
    approvedInvestor(
      world,
      'maxed',
      220,
      {
        first: 'Sasha',
        last: 'Ibarra',
        phone: '+12025550113',
        address: '300 Boylston Street',
        born: '1982-10-14',
        ssn: '223344556',
      },
      'ALPHA',
    ),
    approvedInvestor(world, 'basislocked', 340, {
      first: 'Toby',
      last: 'Nakamura',
      phone: '+12025550114',
      address: '61 Newbury Street',
      born: '1970-08-02',
      ssn: '334455667',
    }),
    approvedInvestor(world, 'pendingwd', 250, {
      first: 'Uma',
      last: 'Farrell',
      phone: '+12025550115',
      address: '12 Joy Street',
      born: '1989-01-27',
      ssn: '445566778',
    }),
    approvedInvestor(
      world,
      'history',
      820,
      {
        first: 'Val',
        last: 'Okonkwo',
        phone: '+12025550116',
        address: '88 Commonwealth Avenue',
        born: '1978-06-30',
        ssn: '556677889',
      },
      'SMART_BETA',
    ),
  ];
}

/** Adds the demo users and their applications to the world (replacing any with the same ids). */
export function seedUsers(world: World): void {
  const accounts = userAreaSlice(world).accounts;
  for (const seed of demoSeeds(world)) {
    const id = DEMO_USER_IDS[seed.name];
    addUser(world, {
      ...structuredClone(seed.user),
      id,
      email: demoEmail(seed.name),
      password_hash: demoPasswordHash(id, DEMO_PASSWORD),
      created_at: daysAgo(world, seed.createdDaysAgo),
    });
    // Signed agreements carry the signer's full legal name, as the signing step requires.
    const signature = seed.account.advisory_agreement_signature;
    accounts[id] = {
      ...seed.account,
      advisory_agreement_signature:
        signature === null
          ? null
          : fullLegalName({
              first: seed.user.first_name,
              middle: seed.user.middle_name,
              last: seed.user.last_name,
            }),
    };
  }
}

/** Seeds the demo users once per world: on first use (a world loaded from SANDBOX_DATA keeps its own). */
const seeded = defineSlice(
  'user.seeded',
  (world) => {
    seedUsers(world);
    return { seeded: true };
  },
  z.looseObject({ seeded: z.literal(true) }),
);

/**
 * Makes sure the demo users exist in this world. The user area runs it before every API request;
 * other areas' sandbox-only routes that look users up call it too.
 */
export function ensureUsersSeeded(world: World): void {
  seeded(world);
}
