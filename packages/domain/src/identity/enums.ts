/**
 * The enumerations of doc 1 §3 (application, beneficiary, financial and institution fields) as
 * `as const` arrays or code maps, each with the label a form shows for it. Values are the API's;
 * labels are the project's wording (the spec gives none).
 */

/** Account types chosen at self-identification (doc 1 §1, §3). Advisor is shown but disabled. */
export const ACCOUNT_TYPES = ['INDIVIDUAL', 'INSTITUTION'] as const;
/** An account type (doc 1 §3). */
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Labels of {@link ACCOUNT_TYPES}. */
export const accountTypeLabels: Readonly<Record<AccountType, string>> = {
  INDIVIDUAL: 'Individual',
  INSTITUTION: 'Institutional',
};

/** The application's numeric `application_type` by account type (doc 1 §3). */
export const APPLICATION_TYPE_CODES = { INDIVIDUAL: 1, INSTITUTION: 2 } as const;
/** A numeric `application_type` (doc 1 §3). */
export type ApplicationTypeCode = (typeof APPLICATION_TYPE_CODES)[AccountType];

/** The application's numeric `id_type` (doc 1 §3): 1 government-issued ID, 2 passport. */
export const ID_TYPE_CODES = { GOVERNMENT_ID: 1, PASSPORT: 2 } as const;
/** An identity document type name (doc 1 §2.6 ID verification). */
export type IdType = keyof typeof ID_TYPE_CODES;
/** A numeric `id_type` (doc 1 §3). */
export type IdTypeCode = (typeof ID_TYPE_CODES)[IdType];
/**
 * The ID type of an application's numeric `id_type` (doc 1 §3: 1 government-issued ID, 2
 * passport), `null` while none is chosen (or for a code the spec does not know).
 */
export function idTypeOfCode(code: number | null | undefined): IdType | null {
  if (code === ID_TYPE_CODES.GOVERNMENT_ID) return 'GOVERNMENT_ID';
  if (code === ID_TYPE_CODES.PASSPORT) return 'PASSPORT';
  return null;
}
/** Labels of {@link ID_TYPE_CODES} as the ID verification step shows them (doc 1 §2.6). */
export const idTypeLabels: Readonly<Record<IdType, string>> = {
  GOVERNMENT_ID: 'Government-Issued ID',
  PASSPORT: 'Passport',
};

/** A beneficiary's numeric `beneficiary_type` (doc 1 §3): PRIMARY=1, CONTINGENCY=2. */
export const BENEFICIARY_TYPE_CODES = { PRIMARY: 1, CONTINGENCY: 2 } as const;
/** A beneficiary type name (doc 1 §3). */
export type BeneficiaryType = keyof typeof BENEFICIARY_TYPE_CODES;
/** Labels of {@link BENEFICIARY_TYPE_CODES}. */
export const beneficiaryTypeLabels: Readonly<Record<BeneficiaryType, string>> = {
  PRIMARY: 'Primary',
  CONTINGENCY: 'Contingent',
};

/** A beneficiary's numeric `subtype`, the relationship (doc 1 §3, doc 2 §3). */
export const BENEFICIARY_SUBTYPE_CODES = {
  SPOUSE: 1,
  FAMILY_OR_FRIEND: 2,
  CHARITY: 3,
  TRUST: 4,
  ESTATE: 5,
} as const;
/** A beneficiary relationship name (doc 1 §3). */
export type BeneficiarySubtype = keyof typeof BENEFICIARY_SUBTYPE_CODES;
/** Labels of {@link BENEFICIARY_SUBTYPE_CODES} (doc 2 §3 spells them this way). */
export const beneficiarySubtypeLabels: Readonly<Record<BeneficiarySubtype, string>> = {
  SPOUSE: 'Spouse',
  FAMILY_OR_FRIEND: 'Family or Friend',
  CHARITY: 'Charity',
  TRUST: 'Trust',
  ESTATE: 'Estate',
};

/** Employment statuses of the financial step (doc 1 §3). */
export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'UNEMPLOYED', 'SELF_EMPLOYED', 'RETIRED', 'STUDENT'] as const;
/** An employment status (doc 1 §3). */
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** Labels of {@link EMPLOYMENT_STATUSES}. */
export const employmentStatusLabels: Readonly<Record<EmploymentStatus, string>> = {
  EMPLOYED: 'Employed',
  UNEMPLOYED: 'Unemployed',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  STUDENT: 'Student',
};

/** An individual's sources of wealth (doc 1 §3). */
export const WEALTH_SOURCES = [
  'OCCUPATION',
  'INVESTMENTS',
  'SAVINGS',
  'INHERITANCE',
  'CREDIT',
  'FAMILY',
  'MINING',
] as const;
/** An individual's source of wealth (doc 1 §3). */
export type WealthSource = (typeof WEALTH_SOURCES)[number];
/** Labels of {@link WEALTH_SOURCES}. */
export const wealthSourceLabels: Readonly<Record<WealthSource, string>> = {
  OCCUPATION: 'Occupation',
  INVESTMENTS: 'Investments',
  SAVINGS: 'Savings',
  INHERITANCE: 'Inheritance',
  CREDIT: 'Credit',
  FAMILY: 'Family',
  MINING: 'Crypto mining',
};

/**
 * Occupations (doc 1 §3: "about 41 values", naming ACCOUNTANT_AUDITOR, DOCTOR, ENGINEER, EXECUTIVE,
 * TEACHER, TECHNOLOGY, STUDENT, RETIRED, OTHER). The rest of the list is the project's; the
 * financial-information options call remains the server's source of truth.
 */
export const OCCUPATIONS = [
  'ACCOUNTANT_AUDITOR',
  'ACTOR_ENTERTAINER',
  'ADMINISTRATIVE_ASSISTANT',
  'AGRICULTURE',
  'ARCHITECT',
  'ARTIST_DESIGNER',
  'ATHLETE',
  'ATTORNEY',
  'BANKER',
  'BUSINESS_OWNER',
  'CLERGY',
  'CONSTRUCTION',
  'CONSULTANT',
  'CUSTOMER_SERVICE',
  'DOCTOR',
  'ENGINEER',
  'EXECUTIVE',
  'FINANCIAL_SERVICES',
  'GOVERNMENT',
  'HEALTHCARE',
  'HOMEMAKER',
  'HOSPITALITY',
  'INSURANCE',
  'JOURNALIST_MEDIA',
  'MANAGER',
  'MANUFACTURING',
  'MILITARY',
  'NURSE',
  'PUBLIC_SAFETY',
  'REAL_ESTATE',
  'RETAIL',
  'RETIRED',
  'SALES_MARKETING',
  'SCIENTIST_RESEARCHER',
  'SOCIAL_SERVICES',
  'STUDENT',
  'TEACHER',
  'TECHNOLOGY',
  'TRADER_INVESTOR',
  'TRANSPORTATION',
  'OTHER',
] as const;
/** An occupation (doc 1 §3). */
export type Occupation = (typeof OCCUPATIONS)[number];
/** Labels of {@link OCCUPATIONS}. */
export const occupationLabels: Readonly<Record<Occupation, string>> = {
  ACCOUNTANT_AUDITOR: 'Accountant / Auditor',
  ACTOR_ENTERTAINER: 'Actor / Entertainer',
  ADMINISTRATIVE_ASSISTANT: 'Administrative Assistant',
  AGRICULTURE: 'Agriculture',
  ARCHITECT: 'Architect',
  ARTIST_DESIGNER: 'Artist / Designer',
  ATHLETE: 'Athlete',
  ATTORNEY: 'Attorney',
  BANKER: 'Banker',
  BUSINESS_OWNER: 'Business Owner',
  CLERGY: 'Clergy',
  CONSTRUCTION: 'Construction',
  CONSULTANT: 'Consultant',
  CUSTOMER_SERVICE: 'Customer Service',
  DOCTOR: 'Doctor',
  ENGINEER: 'Engineer',
  EXECUTIVE: 'Executive',
  FINANCIAL_SERVICES: 'Financial Services',
  GOVERNMENT: 'Government',
  HEALTHCARE: 'Healthcare',
  HOMEMAKER: 'Homemaker',
  HOSPITALITY: 'Hospitality',
  INSURANCE: 'Insurance',
  JOURNALIST_MEDIA: 'Journalist / Media',
  MANAGER: 'Manager',
  MANUFACTURING: 'Manufacturing',
  MILITARY: 'Military',
  NURSE: 'Nurse',
  PUBLIC_SAFETY: 'Public Safety',
  REAL_ESTATE: 'Real Estate',
  RETAIL: 'Retail',
  RETIRED: 'Retired',
  SALES_MARKETING: 'Sales / Marketing',
  SCIENTIST_RESEARCHER: 'Scientist / Researcher',
  SOCIAL_SERVICES: 'Social Services',
  STUDENT: 'Student',
  TEACHER: 'Teacher',
  TECHNOLOGY: 'Technology',
  TRADER_INVESTOR: 'Trader / Investor',
  TRANSPORTATION: 'Transportation',
  OTHER: 'Other',
};

/** An institution's legal structures (doc 1 §3). */
export const LEGAL_STRUCTURES = [
  'C_CORP',
  'LLC',
  'LLP',
  'LP',
  'S_CORP',
  'SOLE_PROP',
  'TRUST',
  'NON_PROFIT',
  'OTHER',
] as const;
/** An institution's legal structure (doc 1 §3). */
export type LegalStructure = (typeof LEGAL_STRUCTURES)[number];
/** Labels of {@link LEGAL_STRUCTURES}. */
export const legalStructureLabels: Readonly<Record<LegalStructure, string>> = {
  C_CORP: 'C Corporation',
  LLC: 'Limited Liability Company (LLC)',
  LLP: 'Limited Liability Partnership (LLP)',
  LP: 'Limited Partnership (LP)',
  S_CORP: 'S Corporation',
  SOLE_PROP: 'Sole Proprietorship',
  TRUST: 'Trust',
  NON_PROFIT: 'Non-Profit',
  OTHER: 'Other',
};

/** An institution's main sources of wealth (doc 1 §3). */
export const INSTITUTION_WEALTH_SOURCES = ['REVENUES', 'LOAN', 'INVESTOR', 'TRUST', 'GRANT'] as const;
/** An institution's main source of wealth (doc 1 §3). */
export type InstitutionWealthSource = (typeof INSTITUTION_WEALTH_SOURCES)[number];
/** Labels of {@link INSTITUTION_WEALTH_SOURCES}. */
export const institutionWealthSourceLabels: Readonly<Record<InstitutionWealthSource, string>> = {
  REVENUES: 'Revenues',
  LOAN: 'Loan',
  INVESTOR: 'Investor capital',
  TRUST: 'Trust',
  GRANT: 'Grant',
};

/** Institution types (doc 1 §3). */
export const INSTITUTION_TYPES = [
  'MONEY_SERVICES_BUSINESS',
  'OPERATING_COMPANY',
  'NON_BANK_FINANCIAL',
  'CHARITY',
  'DEFI_EXCHANGE',
  'GOVERNMENT_ENTITY',
  'MINER',
  'RETIREMENT_PLAN',
  'PERSONAL_INVESTMENT',
  'FUND',
  'TOKEN_PROJECT',
  'TRUST',
  'BANK',
] as const;
/** An institution type (doc 1 §3). */
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];
/** Labels of {@link INSTITUTION_TYPES}. */
export const institutionTypeLabels: Readonly<Record<InstitutionType, string>> = {
  MONEY_SERVICES_BUSINESS: 'Money Services Business',
  OPERATING_COMPANY: 'Operating Company',
  NON_BANK_FINANCIAL: 'Non-Bank Financial Institution',
  CHARITY: 'Charity',
  DEFI_EXCHANGE: 'DeFi / Exchange',
  GOVERNMENT_ENTITY: 'Government Entity',
  MINER: 'Miner',
  RETIREMENT_PLAN: 'Retirement Plan',
  PERSONAL_INVESTMENT: 'Personal Investment Vehicle',
  FUND: 'Fund',
  TOKEN_PROJECT: 'Token Project',
  TRUST: 'Trust',
  BANK: 'Bank',
};
