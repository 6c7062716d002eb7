export {
  addressMessages,
  joinAddress,
  usStateSchema,
} from './address';
export {
  formatSavedAddress,
  splitAddress,
} from './addressLines';
export {
  isBlockedCodeKey,
  isCompleteCode,
  normalizeCodeInput,
} from './codeInput';
export {
  forgotPasswordSchema,
  recoverySchema,
  signInSchema,
} from './credentials';
export {
  DATE_OF_BIRTH_MONTH_OPTIONS,
  type DateOfBirthSelection,
  dateOfBirthError,
  dateOfBirthMessages,
  dateOfBirthSchema,
  dateOfBirthYearOptions,
  dayOptions,
  EMPTY_DATE_OF_BIRTH,
  fromApiDateOfBirth,
  toApiDateOfBirth,
} from './dateOfBirth';
export {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  checkUpload,
  DOCUMENT_TYPES,
  type DocumentType,
  type InstitutionDocumentsState,
  idDocumentsComplete,
  institutionDocumentsMessages,
  proofOfAddressAnswerSchema,
  readUploadHead,
  safeUploadName,
  savedIdDocuments,
  savedProofOfAddressAnswer,
  slotStateFromUploaded,
  UPLOAD_SLOT_STATES,
  type UploadSlotState,
  type UploadSlots,
  uploadAccept,
  uploadFailedMessage,
  uploadMessages,
  validateUpload,
} from './documents';
export {
  ACCOUNT_TYPES,
  type AccountType,
  APPLICATION_TYPE_CODES,
  BENEFICIARY_SUBTYPE_CODES,
  BENEFICIARY_TYPE_CODES,
  type BeneficiarySubtype,
  type BeneficiaryType,
  beneficiarySubtypeLabels,
  beneficiaryTypeLabels,
  EMPLOYMENT_STATUSES,
  employmentStatusLabels,
  ID_TYPE_CODES,
  type IdType,
  INSTITUTION_TYPES,
  INSTITUTION_WEALTH_SOURCES,
  type InstitutionType,
  type InstitutionWealthSource,
  idTypeLabels,
  idTypeOfCode,
  institutionTypeLabels,
  institutionWealthSourceLabels,
  LEGAL_STRUCTURES,
  type LegalStructure,
  legalStructureLabels,
  OCCUPATIONS,
  occupationLabels,
  WEALTH_SOURCES,
  wealthSourceLabels,
} from './enums';
export {
  type InstitutionInformationValues,
  institutionInformationMessages,
  institutionInformationSchema,
  type PersonalInformationValues,
  personalInformationSchema,
} from './informationForms';
export {
  passwordChecklist,
  passwordMessages,
  passwordSchema,
} from './password';
export {
  formatPhone,
  fromApiPhone,
  MASK_CHARACTER,
  maskAccountNumber,
  maskLast4,
  maskPhone,
  normalizePhoneInput,
  toApiPhone,
} from './phone';
export {
  fullLegalName,
  fullLegalNameOf,
  signatureMatches,
} from './signature';
export {
  SIGNUP_INTERNAL_ERROR,
  type SignupValues,
  signupMessages,
  signupPhoneSchema,
  signupSchema,
} from './signup';
export {
  formatSsnInput,
  formatTaxIdInput,
  maskSsn,
  maskTaxId,
  ssnSchema,
  ssnToApi,
  taxIdSchema,
  taxIdToApi,
  taxNumberMessages,
} from './taxNumbers';
export {
  JOINED_ADDRESS_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  TEXT_LIMITS,
  textTooLongMessage,
} from './textLimits';
export {
  defaultTlhEnabled,
  tlhConfirmationSchema,
  tlhMessages,
} from './tlh';
