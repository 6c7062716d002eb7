/**
 * The transfer flows' words (doc 2 §2 Transfer flow, §4, §5, §9), opened from the dashboard, My Portfolio and Account.
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import {
  CRYPTO_WITHDRAWAL_BUSINESS_DAYS,
  emptyStateMessages,
  PRODUCT_NAME,
  WITHDRAWAL_TRADING_BUSINESS_DAYS,
} from '@cairn/domain';

const range = ({ min, max }: { readonly min: number; readonly max: number }) => `${min}-${max}`;

/** How long withdrawals take (doc 2 §2, §9), as sentences. */
export const withdrawalDurationTexts = {
  crypto: `Crypto withdrawals typically take ${range(CRYPTO_WITHDRAWAL_BUSINESS_DAYS)} business days.`,
  wire: `Wire withdrawal trading takes ${range(WITHDRAWAL_TRADING_BUSINESS_DAYS)} business days.`,
} as const;

/** The tooltip beside a wire withdrawal's bank details (doc 2 §5). */
export const WIRE_SOURCE_TOOLTIP =
  'Wire withdrawals are permitted only to a bank account that was the source of earlier deposits.';

/** Words every transfer dialog shares (project wording). */
export const transferDialogTexts = {
  continue: 'Continue',
  back: 'Back',
  cancel: 'Cancel',
  /** The name of the progress list in a deposit's or a withdrawal's dialog. */
  /** Under a withdrawal's amount: what can be withdrawn and the least that can. */
  available: (amount: string): string => `Available: ${amount}`,
  minimum: (amount: string): string => `Minimum: ${amount}`,
} as const;

/** The method choice after Deposit or Withdraw (doc 2 §2: fiat (Wire) or in-kind (Crypto)). */
export const transferMethodTexts = {
  depositTitle: 'Deposit',
  withdrawTitle: 'Withdraw',
  question: 'How would you like to transfer?',
  continue: 'Continue',
  wire: 'Wire',
  wireDeposit: 'Send US dollars from your bank account by wire.',
  wireWithdraw: 'Receive US dollars in your bank or brokerage account by wire.',
  crypto: 'Crypto',
  cryptoDeposit: 'Send crypto from a wallet you own.',
  cryptoWithdraw: 'Receive crypto in a wallet you own.',
} as const;

/** The dashboard's Transfer dropdown (doc 2 §2): 'Transfer', then the method dialog's Deposit or Withdraw. */
export const transferMenuTexts = {
  transfer: 'Transfer',
  deposit: transferMethodTexts.depositTitle,
  withdraw: transferMethodTexts.withdrawTitle,
} as const;

/** One step of the USD wire guide. */
export interface WireGuideStepTexts {
  readonly title: string;
  /** A rule step's one message, the step's lead (its `body` follows, muted); none on Wire Details. */
  readonly lead?: string;
  readonly body: string;
}

/**
 * The USD wire guide (doc 2 §2 "Fiat deposit"), steps 0 to 3. Steps 1 and 2 are the two rules the
 * spec requires; step 3 shows the wire details with the reference code ({@link wireDetailsLabels}).
 */
export const wireGuideTexts = {
  title: 'USD Wire Instructions',
  steps: [
    {
      title: 'Deposit by Wire',
      lead: `Send US dollars to your ${PRODUCT_NAME} account by domestic wire from your bank.`,
      body: 'Funds are usually credited within one business day of arriving, and then invested according to My Portfolio.',
    },
    {
      title: 'Use an Account in Your Name',
      lead: `Only bank accounts in the name used with your ${PRODUCT_NAME} account are allowed.`,
      body: 'Wires from accounts in another name are returned to the sender.',
    },
    {
      title: 'Include Your Reference Code',
      lead: 'Wires must include your reference code in the memo.',
      body: 'Without it we cannot match the wire to your account, and it may be returned.',
    },
    {
      title: 'Wire Details',
      body: 'Give these details to your bank. Enter the reference code in the memo (also called the reference or message to the beneficiary).',
    },
  ] as const satisfies readonly WireGuideStepTexts[],
  /** Step 2's fact: the name the sending account must be in (project wording). */
  holderName: `Name on your ${PRODUCT_NAME} account`,
  back: 'Back',
  /** The way forward, 'Continue' as in every other flow (the spec names no other word for it). */
  continue: 'Continue',
  done: 'Done',
} as const;

/** Labels of the wire details on the guide's last step (doc 2 §3 `wire_deposit_details`). */
export const wireDetailsLabels = {
  bank: 'Bank',
  bankAddress: 'Bank address',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountName: 'Account name',
  referenceCode: 'Reference code (memo)',
} as const;

/** The crypto deposit: its info step and wizard (doc 2 §2 "In-kind deposit", §4 "Crypto deposit"). */
export const cryptoDepositTexts = {
  infoTitle: 'Deposit Crypto',
  infoLead: 'Deposit crypto from a wallet you own.',
  infoBody: `First register the wallet you will send from; then send the asset to the receiving address we show you. Once it arrives it becomes part of your ${PRODUCT_NAME} portfolio and is rebalanced to your target weights.`,
  infoCostBasis:
    'After the deposit arrives, add its cost basis in the Tax Center so that your gains and losses are reported accurately.',
  /** The intro's name in the flow's header band (it is outside the count). */
  infoStep: 'About crypto deposits',
  continue: 'Continue',
  stepTitles: ['Select Asset', 'Deposit Wallet', 'Sending Wallet', 'Receiving Address'] as const,
  asset: 'Asset',
  assetPlaceholder: 'Select an asset',
  /** Under the asset's label: what can be deposited, by symbol (the first three of a long list). */
  assetHint: (symbols: readonly string[]): string =>
    symbols.length <= 4
      ? `You can deposit ${symbols.slice(0, -1).join(', ')}${symbols.length > 1 ? ' or ' : ''}${symbols.at(-1) ?? ''}.`
      : `You can deposit ${symbols.length} assets: ${symbols.slice(0, 3).join(', ')} and ${symbols.length - 3} more.`,
  noAssets: 'No assets can be deposited right now.',
  requestingWallet: 'Getting your deposit wallet',
  preparingTitle: emptyStateMessages.preparingCryptoDeposit,
  /** The preparing wallet's status line, beside its spinner. */
  preparingStatus: (asset: string): string => `The custodian is creating your ${asset} deposit wallet`,
  /** How long it usually takes (doc 2 §4: 'come back in a few minutes') and what to do meanwhile. */
  preparingBody: (asset: string): string =>
    `This usually takes a few minutes. You can close this window and come back later, or press Check Again to see if your ${asset} deposit wallet is ready.`,
  tryAgain: 'Check Again',
  sendingWalletAddress: 'Sending wallet address',
  selfHostedQuestion: 'Is this a self-hosted wallet (one whose keys only you hold)?',
  yes: 'Yes',
  no: 'No',
  ownerConfirmation: 'I confirm that I own this wallet.',
  /** The sending wallet asks it as a question: a deposit may come from a wallet the user does not own. */
  ownerQuestion: 'Do you own this wallet?',
  notice: (asset: string, network: string): string =>
    `Send only ${asset} on the ${network} network, and only from the wallet registered here. Assets sent from another wallet, of another kind or on another network may be lost and cannot be recovered.`,
  noticeAcknowledgement: 'I have read and understand this notice.',
  submissionConfirmation: 'I confirm that the details above are correct.',
  receivingAddress: 'Receiving Address',
  receivingBody: (asset: string, network: string): string =>
    `Send ${asset} on the ${network} network to this address.`,
  copyAddress: 'Copy address',
  copied: 'Copied',
  done: 'Done',
} as const;

/** The crypto withdrawal: its info step and wizard (doc 2 §2 "In-kind withdrawal", §4). */
export const cryptoWithdrawalTexts = {
  infoTitle: 'Withdraw Crypto',
  infoLead: 'Withdraw an asset you hold to a wallet you own.',
  infoBody: withdrawalDurationTexts.crypto,
  /** The name of the intro's list of the wizard's steps (read, not shown). */
  infoSteps: 'The steps',
  /** The intro's name in the flow's header band (it is outside the count). */
  infoStep: 'About crypto withdrawals',
  continue: 'Continue',
  stepTitles: ['Asset & Amount', 'Destination Wallet', 'Confirm & Submit'] as const,
  asset: 'Asset',
  assetPlaceholder: 'Select an asset',
  network: 'Network',
  noAssets: 'You hold no crypto that can be withdrawn.',
  amount: 'Amount',
  available: transferDialogTexts.available,
  minimum: transferDialogTexts.minimum,
  /** The live estimate under the amount, at the value of the user's own holding of the asset. */
  estimate: (usd: string): string => `Estimated value: ${usd}`,
  /** The same estimate beside the amount on Confirm & Submit. */
  estimateAbout: (usd: string): string => `(about ${usd})`,
  destinationWalletAddress: 'Destination wallet address',
  selfHostedQuestion: 'Is this a self-hosted wallet (one whose keys only you hold)?',
  yes: 'Yes',
  no: 'No',
  ownerConfirmation: 'I confirm that I own this wallet.',
  notice: (asset: string, network: string): string =>
    `The withdrawal is sent as ${asset} on the ${network} network. Check that the destination wallet accepts ${asset} on this network: crypto sent to a wrong address or network cannot be recovered.`,
  noticeAcknowledgement: 'I have read and understand this notice.',
  confirmIntro: 'Please check the details of your withdrawal.',
  destination: 'Destination wallet',
  selfHosted: 'Self-hosted wallet',
  submissionConfirmation: 'I confirm that the details above are correct and authorize this withdrawal.',
  submit: 'Submit Withdrawal',
} as const;

/** The fiat (wire) withdrawal (doc 2 §2 "Fiat withdrawal", §4, §5). */
export const fiatWithdrawalTexts = {
  title: 'Withdraw by Wire',
  methodTitle: 'Withdrawal Request: indicate the type of account your funds will be wired to',
  bankAccount: 'Bank account',
  bankAccountDescription: 'A checking or savings account in your name at a US bank.',
  brokerageAccount: 'Brokerage account',
  brokerageAccountDescription: 'An account in your name at a US brokerage, paid through its bank.',
  accountType: 'Account type',
  wireSourceLabel: 'Which bank accounts can receive a wire withdrawal?',
  bankDetails: 'Bank Details',
  brokerageDetails: 'Brokerage Details',
  stepTitles: ['Details', 'Confirm', 'Submit'] as const,
  amount: 'Amount (USD)',
  available: transferDialogTexts.available,
  minimum: transferDialogTexts.minimum,
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  individualAccountNumber: 'Individual account number',
  bankName: 'Bank name',
  brokerageName: 'Brokerage name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  country: 'Country',
  confirmIntro: 'Please check the details of your withdrawal.',
  submissionConfirmation: 'I confirm that the details above are correct and authorize this withdrawal.',
  submit: 'Submit Withdrawal',
  /** The Submit step's destination row: 'To  Bank account ••••5678'. */
  sendTo: 'To',
  /**
   * The transfer rules' 75 % row (doc 2 §4: 75 % or more is a full withdrawal): the amount from
   * which a withdrawal becomes a full one ('Full withdrawal from (75%)' read oddly, issue 30).
   */
  fullWithdrawalFrom: (share: string): string => `Full withdrawal at ${share} or more`,
  wireSourceTooltip: WIRE_SOURCE_TOOLTIP,
  duration: withdrawalDurationTexts.wire,
} as const;

/**
 * The account-closure form of a full bank withdrawal, made in the Transfer flow from the closure or
 * under-minimum screen (project wording; the reason question is the deactivation wizard's).
 */
export const accountClosureTexts = {
  title: 'Full Withdrawal',
  body: (available: string): string =>
    `Your whole available balance of ${available} will be wired to the bank account below, and your account will be closed.`,
  accountType: 'Full withdrawal (account closure)',
  reasonQuestion: 'Why are you leaving?',
  /** Under the reason's label: why it is asked (doc 2 §5: deactivation requires a reason). */
  reasonHint: 'A reason is required to close your account. Choose the one that fits best.',
  reasonPlaceholder: 'Select a reason',
} as const;

/** The dialog after a withdrawal is submitted (doc 2 §2). */
export const withdrawalSuccessTexts = {
  title: 'Success',
  body: 'Your withdrawal request is being processed',
  done: 'Done',
} as const;

/**
 * The loading and failure lines around the kit's `TaxImpactTable` (the estimated tax impact of a fiat
 * withdrawal, beyond the spec); the table's own words are the kit's defaults.
 */
export const withdrawalTaxImpactTexts = {
  loading: 'Estimating the tax impact',
  failed: 'The tax impact could not be estimated.',
  /** The summary row above the table: the sales' net gain (a loss is signed '−'). */
  netGain: 'Net estimated gain',
  /** What a screen reader hears before it. */
  gainLoss: { increase: 'Gain', decrease: 'Loss' },
} as const;
