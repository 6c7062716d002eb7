/**
 * The Account area's words (doc 2 §2 Account, §9 deactivation).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { PRODUCT_NAME } from '@cairn/domain';

/**
 * The Account page's texts (doc 2 §2 "Account", §4, §5). The spec names the sections and the
 * stages without quoting their words: these are the project's, kept here once. The validation
 * messages are the forms' (`retailProfileMessages`, `institutionProfileMessages`,
 * `mobileNumberMessages`, `beneficiaryMessages`), the verification modal's are
 * `accountVerificationMessages`, and the empty picker says `emptyStateMessages.noAssetsFound`.
 */
export const accountTexts = {
  title: 'Account',
  description: `Your details, your preferences and the settings of your ${PRODUCT_NAME} account.`,
  clientInformation: 'Client Information',
  institutionInformation: 'Institution Information',
  clientInformationIntro:
    'Names and date of birth come from your identity verification and cannot be changed here.',
  institutionInformationIntro: 'The entity and its authorized signer, as on file with the custodian.',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  email: 'Email',
  fullAddress: 'Full address',
  addressLineTwo: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  country: 'Country',
  /**
   * The banner of an account that is not ACTIVE (doc 2 §2: inactive users see only Dashboard,
   * Account and Activity); the words are the project's.
   */
  inactiveTitle: 'Your account is deactivated',
  inactiveBody:
    'Your details, activity, documents and tax records stay available here and under Activity. My Portfolio, Performance and Marketplace are closed.',
  /** The address fields' group name in the profile forms (not in the spec). */
  addressHeading: 'Address',
  /** The institution's signer fields' group name (not in the spec). */
  signerHeading: 'Authorized signer',
  entityName: 'Entity name',
  // The field names of the spec's messages ('Address Line 1 is required', 'Signer First is
  // required', doc 2 §6), so a label and its message say the same words.
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  signerFirst: 'Signer First',
  signerMiddle: 'Signer Middle (optional)',
  signerLast: 'Signer Last',
  save: 'Save Changes',
  saveDisabled: 'Change a field to save.',
  confirmSaveTitle: 'Save Changes?',
  confirmSaveBody: (phone: string): string =>
    `To protect your account, we will send a verification code to your mobile number ${phone}. Your changes are saved once you enter it.`,
  sendCode: 'Send Code',
  cancel: 'Cancel',
  verifyTitle: 'Verify Your Mobile Number',
  verifyBody: (phone: string): string => `Enter the 6-digit code we sent to ${phone}.`,
  verify: 'Verify',
  savedTitle: 'Changes Saved',
  savedBody: 'Your account information has been updated.',
  done: 'Done',
  mobileNumber: 'Mobile Number',
  mobileNumberIntro: 'Verification codes for sign-in and account changes are sent to this number.',
  changeMobileNumber: 'Change Mobile Number',
  /**
   * The field's label: the spec's field name, as its messages say it ('Mobile Number is required',
   * doc 2 §5); the step's name above it says it is the new one (issue 30).
   */
  newMobileNumber: 'Mobile Number',
  /** Under the label, beside the field's fixed '+1': what to type after it (issue 30). */
  newMobileNumberHint: 'A US number: the 10 digits after +1',
  confirmPhoneTitle: 'Change Your Mobile Number?',
  confirmPhoneBody: (phone: string): string =>
    `Your mobile number will be set to ${phone}, and we will send a verification code there to confirm it.`,
  /** The mobile change's first step, in its header band (then `confirmPhoneTitle`, `verifyTitle`). */
  newNumberStep: 'New Mobile Number',
  /** The code step's disabled Verify: why (the code is checked as soon as it is complete). */
  codeChecksItself: 'Enter the 6-digit code: it is checked as soon as it is complete.',
  back: 'Back',
  phoneChangedTitle: 'Mobile Number Updated',
  phoneChangedBody: (phone: string): string => `Your mobile number is now ${phone}.`,
  exclusions: 'Portfolio Asset Exclusions',
  exclusionsIntro:
    'Assets you exclude are never bought for your portfolio. Exclusions are pending until you apply them in My Portfolio.',
  noExclusions: 'No assets are excluded.',
  addExclusions: 'Add Exclusions',
  pending: 'Pending',
  pendingNote: 'Pending until applied in My Portfolio.',
  resetExclusions: 'Discard Pending Exclusions',
  removeExclusion: (symbol: string): string => `Remove ${symbol} from the exclusions`,
  goToMyPortfolio: 'Go to My Portfolio',
  excludeAssetsTitle: 'Exclude Assets',
  searchAssets: 'Search assets',
  searchAssetsHint: 'By symbol or name',
  chooseAssets: 'Assets to exclude',
  continue: 'Continue',
  chosenCount: (count: number): string => `${count} selected`,
  /** Continue's reason while nothing is chosen. */
  chooseAnAsset: 'Choose at least one asset to exclude',
  /** Under the picker's grid: how many of the assets that can be excluded it shows. */
  shownAssets: (shown: number, total: number): string =>
    shown === total ? `All ${total} assets shown` : `Showing ${shown} of ${total} assets`,
  confirmExclusionsTitle: 'Confirm Exclusions',
  confirmExclusionsBody: (assets: string): string =>
    `${assets} will be excluded from your portfolio once you apply the change in My Portfolio.`,
  removedModels: (models: string): string =>
    `These Market models would keep fewer than 2 assets and leave My Portfolio: ${models}.`,
  confirm: 'Confirm',
  exclusionsSavedTitle: 'Exclusions Pending',
  exclusionsSavedBody: 'Your exclusions are saved as pending. Apply them in My Portfolio to take effect.',
  preferences: 'Financial Information and Investment Preferences',
  preferencesIntro: 'Your answers to the investor questionnaire decide the model style we recommend.',
  recommendedStyle: 'Recommended style',
  noRecommendation: 'Not yet recommended',
  retakeQuestionnaire: 'Retake Questionnaire',
  questionnaireTitle: 'Investor Questionnaire',
  submitAnswers: 'Submit Answers',
  answersSaved: 'Your answers were saved. Your recommended style is unchanged.',
  beneficiaries: 'Beneficiaries Information',
  beneficiariesIntro: 'Who receives your account, and in what shares. Each list you fill must total 100%.',
  noBeneficiaries: 'No beneficiaries are named.',
  editBeneficiaries: 'Edit Beneficiaries',
  beneficiariesSavedTitle: 'Beneficiaries Saved',
  beneficiariesSavedBody: 'Your beneficiaries have been updated.',
  deactivation: 'Deactivate Account',
  deactivationIntro:
    'Withdraw your whole balance and close your account. Your documents, activity and Tax Center stay available after you sign in again.',
} as const;

/** The deactivation wizard (doc 2 §2 "Deactivation wizard", §4). */
export const deactivationTexts = {
  start: 'Deactivate Account',
  stepTitles: [
    'Verify Your Mobile Number',
    'Account Overview',
    'Confirm Withdrawal',
    'Submit Withdrawal',
    'Reason for Leaving',
    'Delete Account',
  ] as const,
  overviewBody:
    'Your whole available balance will be withdrawn by wire to the bank account below, and your account will then be closed.',
  availableBalance: 'Available balance',
  confirmBody: 'Please check the amount and the bank account of your full withdrawal.',
  reasonQuestion: 'Why are you leaving?',
  /** Under the deactivation's Success: what comes next (project wording). */
  successNext: 'Next: delete your account to finish closing it.',
  deleteTitle: 'Delete Your Account?',
  deleteBody: `Your ${PRODUCT_NAME} account will be deactivated and you will be logged out. Your documents, activity and Tax Center remain available to you after you sign in again.`,
  deleteConfirm: 'Delete Account',
  cancel: 'Cancel',
  back: 'Back',
  continue: 'Continue',
  /** Step 1's disabled Continue: why (the code moves the wizard on by itself). */
  codeChecksItself: 'Enter the 6-digit code: it is checked as soon as it is complete.',
} as const;
