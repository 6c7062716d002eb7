/**
 * The onboarding app's own wording: headings, help and labels the specification describes
 * without quoting (doc 1 §2.6). The spec's quoted texts (messages, errors, the shell's links) come
 * from @cairn/domain and are not repeated here.
 */
import {
  KYC_APPROVAL_BUSINESS_DAYS,
  MINIMUM_AGE_YEARS,
  ONBOARDING_ESTIMATED_MINUTES,
  PRODUCT_NAME,
  PRODUCT_STYLE_LABELS,
  PROOF_OF_ADDRESS_MAX_AGE_DAYS,
} from '@cairn/domain';

export const common = {
  back: 'Back',
  continue: 'Continue',
  loading: 'Loading',
  saving: 'Saving',
  retry: 'Try again',
  loadFailed: 'We could not load this page.',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  footerNote: `© ${PRODUCT_NAME}. Investment advisory services for crypto-asset portfolios.`,
  legalLinks: 'Legal',
  brand: PRODUCT_NAME,
  close: 'Close',
} as const;

/** The sign-in pages' aside: what the product is, in three promises, each a sentence. */
export const productPromise = {
  title: 'Crypto-asset portfolios, professionally advised',
  intro: `${PRODUCT_NAME} recommends an investment style from your investor profile and keeps your portfolio on its model.`,
  points: [
    {
      title: 'Held at a partner custodian',
      text: 'Your crypto-assets are held at our partner custodian, which receives your identity documents only for identity checks.',
    },
    {
      title: 'Built around your answers',
      text: 'A short questionnaire shapes the style we recommend: Market, Smart Beta or Alpha.',
    },
    {
      title: 'One clear fee',
      text: 'A yearly advisory fee, billed monthly in arrears on your daily balances. Custodial and transaction costs are separate.',
    },
  ],
} as const;

export const loginTexts = {
  title: `Sign in to ${PRODUCT_NAME}`,
  intro: 'Welcome back. Sign in to see your portfolio or continue your application.',
  email: 'Email',
  password: 'Password',
  submit: 'Log In',
  forgotPassword: 'Forgot Password',
  noAccount: `New to ${PRODUCT_NAME}?`,
  signUp: 'Sign Up',
} as const;

export const twoFactorTexts = {
  title: 'Two-Factor Authentication',
  intro: 'For your security, confirm it is you with the code we just sent.',
  sentTo: (delivery: 'mobile' | 'email') =>
    delivery === 'email'
      ? 'Enter the 6-digit code we sent to your email'
      : 'Enter the 6-digit code we sent to your mobile',
  resend: 'Resend code',
  resendAsEmail: 'Resend as email',
  resendLocked: (seconds: number) => `You can ask for a new code in ${seconds}s.`,
  noCode: 'Did not get a code?',
  backToLogin: 'Back to Login',
} as const;

export const forgotPasswordTexts = {
  title: 'Forgot Password',
  intro: 'Enter the email of your account. We will send you a code to reset your password.',
  email: 'Email',
  send: 'Send Recovery Email',
  resetTitle: 'Reset Password',
  resetIntro: 'Enter the code we sent to',
  resetIntroEnd: 'and choose a new password.',
  code: 'Confirmation code',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  resend: 'Resend code',
  resendHint: 'The code can take a minute to arrive. Check your spam folder too.',
  submit: 'Reset Password',
  done: 'You can now log in with your new password. Any device still signed in to your account has been signed out.',
  backToLogin: 'Back to Login',
} as const;

export const selfIdentificationTexts = {
  title: `How will you invest with ${PRODUCT_NAME}?`,
  intro: 'Choose the kind of account you are opening. You can stop at any point and continue later.',
  estimate: `Estimated completion time: ${ONBOARDING_ESTIMATED_MINUTES} mins`,
  overview: 'Overview',
  whoYouAre: 'Who you are',
  features: 'Features',
  chooseType: 'Account type',
  chooseFirst: 'Choose an account type to continue.',
  haveAccount: 'Already have an account?',
  logIn: 'Log In',
  options: {
    INDIVIDUAL: {
      title: 'Individual',
      description: 'An advisory account in your own name.',
      overview: 'A managed portfolio of crypto-assets, recommended from your investor profile.',
      whoYouAre: `A US person at least ${MINIMUM_AGE_YEARS} years old, not a resident of New York State, investing outside a retirement account or benefit plan.`,
      features:
        'Model portfolios and indices, tax-loss harvesting, deposits and withdrawals by wire or crypto.',
    },
    INSTITUTION: {
      title: 'Institutional',
      description: 'An advisory account for a company, trust or other entity.',
      overview: 'A managed crypto-asset portfolio for your organisation, with permitted users.',
      whoYouAre:
        'A US entity, not based in New York State, investing outside a retirement account or benefit plan.',
      features: 'Model portfolios and indices, institution documents, permitted users and reporting.',
    },
    ADVISOR: {
      title: 'Advisor',
      description: 'Manage portfolios for your clients.',
      overview: 'Accounts for registered investment advisors and their clients.',
      whoYouAre: 'A registered investment advisory firm.',
      features: 'Client accounts managed from one place.',
    },
  },
} as const;

export const signupTexts = {
  title: 'Create Your Profile',
  updateTitle: 'Your Profile',
  intro: 'Tell us who you are and how to reach you. We will confirm your mobile number and email next.',
  nameLegend: 'Your name as on your ID',
  firstName: 'First Name*',
  middleName: 'Middle Name',
  lastName: 'Last Name*',
  email: 'Email*',
  phone: 'Mobile Phone Number*',
  phoneHelp: 'US numbers only. We send a 6-digit code to confirm it.',
  legalEntityName: 'Legal Entity Name*',
  legalEntityHelp: 'The name of the institution as registered.',
  password: 'Password*',
  confirmPassword: 'Confirm Password*',
  passwordLocked: 'Your password is set. Use Change Password to choose a new one.',
  changePassword: 'Change Password',
  acceptTerms: 'I accept the Terms of Use and the Privacy Policy.',
  termsHelp:
    'They explain how the advisory service works, what it costs and how we handle your data. Read them before you continue.',
  viewTerms: 'View Terms of Use',
  viewPrivacy: 'View Privacy Policy',
  submit: 'Agree & Continue',
  passwordRules: 'Your password must have:',
  ruleMet: 'met',
  ruleNotMet: 'not met',
} as const;

export const verificationTexts = {
  phoneNoticeTitle: 'Verify Your Mobile Number',
  phoneNotice: 'We sent a 6-digit code to',
  phoneNoticeHelp:
    'Enter it on the next page to confirm your mobile number. We may text a code to it when you sign in, to confirm it is you.',
  emailNoticeTitle: 'Verify Your Email',
  emailNotice: 'We sent a 6-digit code to',
  emailNoticeHelp:
    'Enter it on the next page to confirm your email address. Check your spam and all-mail folders if it is not in your inbox.',
  confirmMobileTitle: 'Enter the Code Sent to Your Phone',
  confirmMobile: (masked: string) => `Enter the 6-digit code sent to ${masked}.`,
  confirmEmailTitle: 'Enter the Code Sent to Your Email',
  confirmEmail: (email: string) => `Enter the 6-digit code sent to ${email}.`,
  codeHelp: 'The code is checked as soon as you type its sixth digit.',
  spamHint: 'Did not get it?',
  spamTooltip: 'Check your spam and all-mail folders: codes sometimes land there.',
  alreadyVerified: 'This is already verified.',
} as const;

export const advisoryAgreementTexts = {
  title: 'Advisory Agreement',
  intro: 'Read the whole agreement, then sign it by typing your full legal name.',
  region: 'Advisory Agreement',
  feeTitle: 'What you agree to',
  feeNote:
    'The advisory fee is billed monthly in arrears on your daily balances (UTC close). Your assets are held at our partner custodian. You can end the agreement at any time by deactivating your account.',
  signature: 'Full legal name',
  signatureHelp: (name: string) => `Type your full legal name as provided: ${name}`,
  signatureNote: 'Typing your name and pressing Agree & Continue signs the agreement electronically.',
  submit: 'Agree & Continue',
} as const;

export const custodianTexts = {
  title: 'Custodial Agreement',
  intro:
    'Your assets are held at our partner custodian. Sign its account agreement to open your account there.',
  cardTitle: 'Custodial account agreement',
  cardDescription:
    'Our partner custodian holds the crypto-assets of your portfolio. Its account agreement is signed on the custodian’s own page.',
  signHint: 'Opens the custodian’s page. You come back here when you are done.',
  continueReason: 'Sign the custodial agreement to continue.',
  statuses: {
    SENT: 'Waiting for your signature',
    COMPLETE: 'Signed',
    DECLINED: 'Declined',
    EXPIRED: 'Expired',
  },
  sign: 'Sign Custodial Agreement',
  signAgain: 'Open Custodial Agreement',
  notReadyTitle: 'Agreement Not Signed',
  notReady: 'The custodial agreement was not signed. You can open it again, or close this message.',
  reopen: 'Reopen Agreement',
  close: 'Close',
  timeout: 'The custodial agreement expired or was declined. Open it again to sign it, or go back.',
} as const;

export const personalInformationTexts = {
  title: 'Personal Information',
  intro: 'We need these details to verify your identity.',
  dateOfBirth: 'Date of Birth*',
  ssn: 'Social Security Number*',
  ssnHelp: 'Used only to verify your identity. Shown masked once saved.',
} as const;

export const institutionInformationTexts = {
  title: 'Institution Information',
  intro: 'Tell us about the institution opening the account.',
  legalEntityName: 'Legal Entity Name*',
  dbaName: 'Doing Business As',
  legalStructure: 'Legal Structure*',
  institutionType: 'Institution Type*',
  mainSourceOfWealth: 'Main Source of Wealth*',
  legalSignerPosition: 'Legal Signer Position at Institution*',
  choose: 'Select an option',
  country: 'Country',
  taxId: 'Tax ID or FEIN*',
  taxIdHelp: 'Shown masked once saved.',
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
  kycTitle: 'Identity Verification (KYC)',
  kyc: [
    'US law requires us to verify the identity of every client before opening an account (Know Your Customer).',
    'Your documents go to our partner custodian bank, which uses them only for identity checks during onboarding.',
    `Approval can take up to ${KYC_APPROVAL_BUSINESS_DAYS} business days. Until then you cannot deposit or trade, and most functions are limited.`,
  ],
} as const;

export const institutionDocumentsTexts = {
  title: 'Institution Documents',
  intro: 'Upload the documents that establish the institution.',
  constitution: 'Constitution document or trust agreement',
  proofQuestion: 'Do you have a proof of address for the institution?',
  yes: 'Yes',
  no: 'No',
  proofOfAddress: 'Proof of address',
  proofHelp: `A utility bill, bank statement or similar, issued within the last ${PROOF_OF_ADDRESS_MAX_AGE_DAYS} days.`,
  explanation: 'Explanation*',
  explanationHelp: 'Explain why you cannot provide a proof of address.',
} as const;

export const beneficiariesTexts = {
  title: 'Beneficiaries',
  intro: 'Name who receives the account if you pass away. You can change them later in your account.',
} as const;

export const questionnaireTexts = {
  retailTitle: 'Investor Profile',
  institutionTitle: 'Institution Investor Profile',
  intro: 'Your answers shape the investment style we recommend.',
} as const;

export const investmentStylesTexts = {
  title: 'Investment Styles',
  intro: `${PRODUCT_NAME} offers three investment styles. You will build your portfolio from them after onboarding.`,
  recommended: 'Recommended for you',
  recommendation: (style: string) => `Based on your answers we recommend ${style}.`,
  learnMore: (style: string) => `Learn more about ${style}`,
  learnMoreButton: 'Learn more',
  description: 'Description',
  features: 'Features',
  advantages: 'Advantages',
  considerations: 'Considerations',
} as const;

export const tlhTexts = {
  title: 'Tax-Loss Harvesting',
  intro: 'Choose whether we harvest tax losses in your account.',
  toggle: 'Enable tax-loss harvesting',
  explainerTitle: 'What is Tax-Loss Harvesting?',
  explainer: [
    'When an asset in your portfolio is worth less than you paid for it, we can sell it to realise the loss and buy a similar exposure, keeping your portfolio on its model.',
    'Realised losses can offset gains and reduce the taxes you owe. Lots are matched highest cost first (HIFO).',
    `${PRODUCT_NAME} does not provide tax advice. Talk to a tax professional about your situation.`,
  ],
  confirmTitle: 'Turn On Tax-Loss Harvesting?',
  confirmBody:
    'We will sell assets at a loss when it helps offset gains and buy similar exposure. This can change your holdings and your tax reporting.',
  acknowledge: 'I understand how tax-loss harvesting works and want it turned on.',
  confirm: 'Turn On',
  cancel: 'Cancel',
  on: 'Tax-loss harvesting is on.',
  off: 'Tax-loss harvesting is off.',
} as const;

export const feesTexts = {
  title: 'Advisory Fees',
  intro:
    'The advisory fee is a yearly percentage of your account value, billed monthly in arrears on daily balances (UTC close).',
  caption: 'Advisory fees per year',
  product: 'Fee',
  rate: 'Rate',
  platformFee: 'Platform fee',
  investmentFee: (style: string) => `Investment fee: ${style}`,
  marketNote: 'includes market models and individual indices',
  excludes: 'Fees exclude custodial and transaction costs.',
  exampleTitle: (amount: string) => `What it costs on ${amount}`,
  exampleIntro:
    'The platform fee plus the style’s investment fee, on an account worth this amount all year. Each monthly bill is about a twelfth of the yearly fee.',
  exampleStyle: 'Investment style',
  exampleRate: 'Total a year',
  examplePerYear: 'Per year',
  examplePerMonth: 'About per month',
} as const;

export const reviewTexts = {
  title: 'Review Your Application',
  intro: 'Check your answers. Scroll to the end to submit.',
  region: 'Your application',
  edit: 'Edit',
  editSection: (section: string) => `Edit ${section}`,
  submit: 'Confirm and Submit',
  scrollToSubmit: 'Scroll to the end of your application to submit it.',
  sections: {
    profile: 'Profile',
    personal: 'Personal Information',
    institution: 'Institution Information',
    documents: 'Documents',
    beneficiaries: 'Beneficiaries',
    questionnaire: 'Investor Profile',
    styles: 'Investment Styles',
    tlh: 'Tax-Loss Harvesting',
    fees: 'Advisory Fees',
  },
  name: 'Name',
  email: 'Email',
  phone: 'Mobile phone',
  legalEntityName: 'Legal entity name',
  dbaName: 'Doing business as',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  ssn: 'SSN',
  taxId: 'Tax ID or FEIN',
  legalStructure: 'Legal structure',
  institutionType: 'Institution type',
  source: 'Main source of wealth',
  signer: 'Legal signer position',
  idDocument: 'Identity document',
  constitution: 'Constitution document',
  proofOfAddress: 'Proof of address',
  uploaded: 'Uploaded',
  notUploaded: 'Not uploaded',
  explained: (text: string) => `Explained: ${text}`,
  noBeneficiaries: 'None (skipped)',
  recommended: 'Recommended style',
  acknowledged: 'Reviewed',
  enabled: 'On',
  disabled: 'Off',
  notAnswered: 'Not answered',
} as const;

export const completeTexts = {
  pageTitle: 'Application Submitted',
  title: (name: string) => `Congratulations, ${name}!`,
  lead: 'Your application is submitted. Here is what happens next.',
  nextTitle: 'What happens next',
  next: [
    {
      title: 'We verify your identity',
      body: `Our partner custodian checks the details and documents you gave us. Opening your account may take up to ${KYC_APPROVAL_BUSINESS_DAYS} business days.`,
    },
    {
      title: 'Until then, your account is limited',
      body: 'You can sign in and see your Dashboard, but you cannot deposit or trade, and most functions stay unavailable until your identity verification completes.',
    },
    {
      title: 'Then you invest',
      body: 'Once you are verified, fund your account and build your portfolio from the investment styles.',
    },
  ],
  dashboard: 'Go to Dashboard',
} as const;

export const appRedirectTexts = {
  fallback: `If the ${PRODUCT_NAME} app did not open, open it with the button below.`,
  openAgain: 'Open the app',
} as const;

/** The three investment styles (doc 1 §2.6), as the styles page and its detail modals present them. */
export const investmentStyles = {
  MARKET: {
    name: PRODUCT_STYLE_LABELS.MARKET,
    summary: 'Broad, passive exposure to the crypto-asset market.',
    description:
      'Market portfolios follow market-capitalisation indices and market models, holding the largest crypto-assets in proportion to their size.',
    features: ['Market models and individual indices', 'Rebalanced on a schedule', 'Lowest investment fee'],
    advantages: ['Simple and transparent', 'Broad diversification', 'Low turnover'],
    considerations: ['Concentrated in the largest assets', 'No attempt to outperform the market'],
  },
  SMART_BETA: {
    name: PRODUCT_STYLE_LABELS.SMART_BETA,
    summary: 'Rules-based tilts toward factors such as momentum or quality.',
    description:
      'Smart Beta portfolios weight assets by transparent rules instead of size alone, aiming for a better balance of risk and return than the market.',
    features: ['Factor-based indices', 'Systematic rebalancing', 'Exclusions you choose'],
    advantages: [
      'Diversifies away from the largest assets',
      'Rules you can read',
      'Potential for higher risk-adjusted returns',
    ],
    considerations: ['Can trail the market for long periods', 'Higher turnover than Market'],
  },
  ALPHA: {
    name: PRODUCT_STYLE_LABELS.ALPHA,
    summary: 'Actively managed strategies that seek to outperform.',
    description:
      'Alpha portfolios are actively managed within set limits, adjusting holdings as conditions change in search of returns above the market.',
    features: [
      'Active management within a tracking-error limit',
      'Frequent rebalancing',
      'Access to emerging assets',
    ],
    advantages: ['Seeks returns above the market', 'Adapts to market conditions'],
    considerations: [
      'Highest investment fee',
      'Higher risk and turnover',
      'Outperformance is not guaranteed',
    ],
  },
} as const;
