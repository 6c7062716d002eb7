/** The strategy area's words: investment styles, tax-loss harvesting, advisory fees (doc 1 §2.2). */
import { PRODUCT_NAME } from '@cairn/domain';

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
  /** Under the switch: what "on" does with the money (the switch itself shows the state). */
  consequence:
    'When on, we sell assets worth less than you paid and buy similar exposure, so the losses can offset your gains.',
} as const;

export const feesTexts = {
  title: 'Advisory Fees',
  intro:
    'The advisory fee is a yearly percentage of your account value, billed monthly in arrears on daily balances (UTC close).',
  caption: 'Advisory fees per year',
  ratesIntro: 'Every style pays the platform fee plus its own investment fee.',
  platformFee: 'Platform fee',
  investmentFeeColumn: 'Investment fee',
  marketNote: 'Market includes market models and individual indices.',
  excludes: 'Fees exclude custodial and transaction costs.',
  exampleTitle: (amount: string) => `What it costs on ${amount}`,
  exampleIntro:
    'The platform fee plus the style’s investment fee, on an account worth this amount all year. Each monthly bill is about a twelfth of the yearly fee.',
  exampleStyle: 'Investment style',
  exampleRate: 'Total a year',
  examplePerYear: 'Per year',
  examplePerMonth: 'About per month',
} as const;
