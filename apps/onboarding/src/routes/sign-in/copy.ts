/** The sign-in area's words: login, two-factor, forgot password and the sign-in pages' aside (doc 1 §2.1). */
import { PRODUCT_NAME } from '@cairn/domain';

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
  sentTo: (delivery: 'mobile' | 'email') =>
    delivery === 'email'
      ? 'For your security, enter the 6-digit code we sent to your email'
      : 'For your security, enter the 6-digit code we sent to your mobile',
  resend: 'Resend code',
  resendAsEmail: 'Resend as email',
  resendLocked: (seconds: number) => `Resend code in ${seconds}s`,
  noCode: 'Did not get a code?',
  /** Where a Verify button would be: the code sends itself at its sixth digit (doc 1 §4). */
  checkedAsTyped: 'We check the code as you type.',
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
