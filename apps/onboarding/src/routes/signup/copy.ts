/** The sign-up area's words: self-identification, sign-up and the email and mobile confirmations (doc 1 §2.2). */
import { MINIMUM_AGE_YEARS, ONBOARDING_ESTIMATED_MINUTES, PRODUCT_NAME } from '@cairn/domain';

export const selfIdentificationTexts = {
  title: `How will you invest with ${PRODUCT_NAME}?`,
  intro: 'Choose the kind of account you are opening. You can stop at any point and continue later.',
  estimate: `Estimated completion time: ${ONBOARDING_ESTIMATED_MINUTES} mins`,
  /** The disclosure holding Overview, Who you are and Features in each card. */
  details: 'Details',
  overview: 'Overview',
  whoYouAre: 'Who you are',
  features: 'Features',
  chooseType: 'Account type',
  chooseFirst: 'Choose an account type to continue.',
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
  phoneNoticeIntro: 'We confirm your mobile number with a one-time code.',
  phoneNotice: 'We sent a 6-digit code to',
  phoneNoticeHelp:
    'Enter it on the next page to confirm your mobile number. We may text a code to it when you sign in, to confirm it is you.',
  emailNoticeTitle: 'Verify Your Email',
  emailNoticeIntro: 'We confirm your email address with a one-time code.',
  emailNotice: 'We sent a 6-digit code to',
  emailNoticeHelp:
    'Enter it on the next page to confirm your email address. Check your spam and all-mail folders if it is not in your inbox.',
  confirmMobileTitle: 'Enter the Code Sent to Your Phone',
  confirmMobile: (masked: string) => `Enter the 6-digit code sent to ${masked}.`,
  confirmEmailTitle: 'Enter the Code Sent to Your Email',
  /** Before the address, which follows whole (it may break only before its '@'), then a full stop. */
  confirmEmailTo: 'Enter the 6-digit code sent to',
  noCode: 'Did not get a code?',
  /** The name of the info button after 'Did not get a code?' that shows the spam tip. */
  spamTipLabel: 'Where to look for the email',
  spamTooltip: 'Check your spam and all-mail folders: codes sometimes land there.',
  /** Where the primary action would be: the code has no Verify button (doc 1 §4). */
  checkedAsTyped: 'We check the code as you type.',
  alreadyVerified: 'This is already verified.',
} as const;
