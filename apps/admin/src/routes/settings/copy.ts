/**
 * The settings area's words: /admin/trade-settings and /admin/waitlist-settings (doc 3 §2). The
 * spec's exact messages are the domain's `waitlistMessages`.
 */
export const settingsTexts = {
  /** The pages' headers, in the first chunk: a page's loading skeleton shows its real header. */
  tradeSettings: {
    title: 'Trade Settings',
    description: 'How and when the platform places the trades that rebalance accounts.',
    /** The empty page's next step: drift and period are set on each model. */
    nextStep: 'Rebalancing is set per model: open Models',
  },
  /**
   * The spec's 'Access Code page' under the side menu's 'waitlist settings' entry (doc 3 §2): the
   * title keeps the page's name, the description opens with the menu's words, so the two meet.
   */
  waitlistSettings: {
    title: 'Access Code',
    description:
      'Waitlist settings: enter the email of a person on the waitlist to get the access code that lets them sign up.',
  },
  /** The page's own words (doc 3 §2 names the page and the exchange: email in, access code out). */
  waitlist: {
    formTitle: 'Waitlist email',
    email: 'Email',
    submit: 'Get Access Code',
    result: 'Access code',
    /** The form card's line (the result's card shows only once there is a code). */
    sameCode: 'The same email always gets the same code.',
    resultFor: (email: string) => `The access code of ${email}.`,
  },
} as const;
