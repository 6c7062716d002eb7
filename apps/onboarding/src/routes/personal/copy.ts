/** The retail investor's details area: personal information, identity verification, beneficiaries (doc 1 §2.2). */
import { KYC_APPROVAL_BUSINESS_DAYS } from '@cairn/domain';

export const personalInformationTexts = {
  title: 'Personal Information',
  intro: 'We need these details to verify your identity.',
  aboutYou: 'About you',
  homeAddress: 'Home address',
  dateOfBirth: 'Date of Birth*',
  ssn: 'Social Security Number*',
  ssnHelp: 'Used only to verify your identity. Shown masked once saved.',
} as const;

export const idVerificationTexts = {
  title: 'ID Verification',
  intro: 'Upload a photo or scan of an identity document.',
  documentType: 'Document type',
  governmentId: 'Government-Issued ID',
  governmentIdHelp: 'Front and back of a driver’s license or state ID.',
  passport: 'Passport',
  passportHelp: 'The photo page of your passport.',
  front: 'ID card front',
  back: 'ID card back',
  passportDocument: 'Passport',
  learnMore: 'Why do we need this?',
  chooseFirst: 'Choose a document type to continue.',
  uploadFirst: 'Upload every document to continue.',
  kycTitle: 'Identity Verification (KYC)',
  kyc: [
    'US law requires us to verify the identity of every client before opening an account (Know Your Customer).',
    'Your documents go to our partner custodian bank, which uses them only for identity checks during onboarding.',
    `Approval can take up to ${KYC_APPROVAL_BUSINESS_DAYS} business days. Until then you cannot deposit or trade, and most functions are limited.`,
  ],
} as const;

export const beneficiariesTexts = {
  title: 'Beneficiaries',
  intro: 'Name who receives the account if you pass away. You can change them later in your account.',
} as const;
