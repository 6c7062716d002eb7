/** The agreements area's words: the advisory and custodian agreements (doc 1 §2.2). */
export const advisoryAgreementTexts = {
  title: 'Advisory Agreement',
  intro: 'Read the whole agreement, then sign it by typing your full legal name.',
  region: 'Advisory Agreement',
  feeTitle: 'What you agree to',
  feeNote:
    'The advisory fee is billed monthly in arrears on your daily balances (UTC close). Your assets are held at our partner custodian. You can end the agreement at any time by deactivating your account.',
  /** Over the agreement's faded bottom edge until it is read to the end. */
  scrollCue: 'Scroll to the end to sign',
  signature: 'Full legal name',
  /** The field's one hint: the name to type, and what typing it signs (one note before the button). */
  signatureHelp: (name: string) =>
    `Type your full legal name as provided: ${name}. Typing it and pressing Agree & Continue signs the agreement electronically.`,
  submit: 'Agree & Continue',
  /** Beside the disabled button (the spec's sentence stays its tooltip). */
  submitReason: 'Read to the end and type your name to sign.',
} as const;

export const custodianTexts = {
  title: 'Custodial Agreement',
  intro:
    'Your assets are held at our partner custodian. Sign its account agreement to open your account there.',
  cardTitle: 'Custodial account agreement',
  cardDescription:
    'Our partner custodian holds the crypto-assets of your portfolio. Its account agreement is signed on the custodian’s own page.',
  /** One line above the button, as every step's note. */
  signHint: 'Opens the custodian’s page, then brings you back.',
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
