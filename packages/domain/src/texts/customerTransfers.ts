/**
 * Texts of the transfer flows (doc 2 §2 "Transfer flow", §4, §5, §9): the method choice, the USD
 * wire guide, the crypto deposit and withdrawal wizards, the fiat withdrawal and its closure and
 * under-minimum screens, and the success dialog. The §5 field messages are `withdrawalMessages`;
 * the texts here are quoted where the spec quotes them, otherwise the project's wording
 * (docs/decisions.md "Investor app texts").
 */
import {
  CRYPTO_WITHDRAWAL_BUSINESS_DAYS,
  PORTFOLIO_CHANGE_HOURS,
  PRODUCT_NAME,
  TRADE_FEE_SHARE,
  WITHDRAWAL_TRADING_BUSINESS_DAYS,
} from '../constants';
import { emptyStateMessages } from '../errors/catalogue';

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
  depositProgress: 'Deposit progress',
  withdrawalProgress: 'Withdrawal progress',
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

/** One step of the USD wire guide. */
export interface WireGuideStepTexts {
  readonly title: string;
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
      body: `Send US dollars to your ${PRODUCT_NAME} account by domestic wire from your bank. Funds are usually credited within one business day of arriving, and then invested according to My Portfolio.`,
    },
    {
      title: 'Use an Account in Your Name',
      body: `Only bank accounts in the name used with your ${PRODUCT_NAME} account are allowed. Wires from accounts in another name are returned to the sender.`,
    },
    {
      title: 'Include Your Reference Code',
      body: 'Wires must include your reference code in the memo. Without it we cannot match the wire to your account, and it may be returned.',
    },
    {
      title: 'Wire Details',
      body: 'Give these details to your bank. Enter the reference code in the memo (also called the reference or message to the beneficiary).',
    },
  ] as const satisfies readonly WireGuideStepTexts[],
  back: 'Back',
  next: 'Next',
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
  infoBody: `Deposit crypto from a wallet you own. First register the wallet you will send from; then send the asset to the receiving address we show you. Once it arrives it becomes part of your ${PRODUCT_NAME} portfolio and is rebalanced to your target weights.`,
  infoCostBasis:
    'After the deposit arrives, add its cost basis in the Tax Center so that your gains and losses are reported accurately.',
  continue: 'Continue',
  stepTitles: ['Select Asset', 'Deposit Wallet', 'Sending Wallet', 'Receiving Address'] as const,
  asset: 'Asset',
  noAssets: 'No assets can be deposited right now.',
  requestingWallet: 'Getting your deposit wallet',
  preparingTitle: emptyStateMessages.preparingCryptoDeposit,
  preparingBody: (asset: string): string =>
    `We are preparing your ${asset} deposit wallet. Please come back in a few minutes.`,
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
  infoBody: `Withdraw an asset you hold to a wallet you own. ${withdrawalDurationTexts.crypto}`,
  continue: 'Continue',
  stepTitles: ['Asset & Amount', 'Destination Wallet', 'Confirm & Submit'] as const,
  asset: 'Asset',
  network: 'Network',
  noAssets: 'You hold no crypto that can be withdrawn.',
  amount: 'Amount',
  available: (amount: string): string => `Available: ${amount}`,
  minimum: (amount: string): string => `Minimum: ${amount}`,
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
  bankDetails: 'Bank details',
  brokerageDetails: 'Brokerage details',
  stepTitles: ['Details', 'Confirm', 'Submit'] as const,
  amount: 'Amount (USD)',
  available: (amount: string): string => `Available: ${amount}`,
  minimum: (amount: string): string => `Minimum: ${amount}`,
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
  amount: 'Amount (your whole available balance)',
  accountType: 'Full withdrawal (account closure)',
  reasonQuestion: 'Why are you leaving?',
  reasonPlaceholder: 'Select a reason',
} as const;

/** A closure or under-minimum screen (doc 2 §4 withdrawal warnings), already filled in. */
export interface WithdrawalWarningTexts {
  readonly title: string;
  readonly body: string;
  readonly cancel: string;
  /** Leads to /account, where a full withdrawal closes the account; `null` when not offered. */
  readonly fullWithdrawal: string | null;
}

/**
 * The closure and under-minimum screens (doc 2 §4): GREATER_THAN_75, GREATER_THAN_75_ACCOUNT_CLOSURE
 * and the two UNDER_MINIMUM cases. Amounts arrive formatted ('$1,500.00').
 */
export const withdrawalWarningTexts = {
  GREATER_THAN_75: (share: string): WithdrawalWarningTexts => ({
    title: 'Full Withdrawal Required',
    body: `A withdrawal of ${share} or more of your available balance is treated as a full withdrawal, which closes your account. To withdraw this amount, make a full withdrawal from your Account page; otherwise, enter a smaller amount.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
  GREATER_THAN_75_ACCOUNT_CLOSURE: (share: string): WithdrawalWarningTexts => ({
    title: 'Account Closure',
    body: `This withdrawal is ${share} or more of your available balance, so it is processed as a full withdrawal: your whole available balance is withdrawn and your account is closed.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Continue with Full Withdrawal',
  }),
  MINIMUM_ABOVE_AVAILABLE_BALANCE: (available: string, minimum: string): WithdrawalWarningTexts => ({
    title: 'Below Withdrawal Minimum',
    body: `Your available balance of ${available} is below the minimum withdrawal of ${minimum}, so a partial withdrawal is not possible. You can make a full withdrawal instead, which closes your account.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
  BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE: (left: string, minimum: string): WithdrawalWarningTexts => ({
    title: 'Balance Would Fall Below Minimum',
    body: `This withdrawal would leave ${left} in your account, below the minimum account balance of ${minimum}. Enter a smaller amount, or make a full withdrawal, which closes your account.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
} as const;

/** The dialog after a withdrawal is submitted (doc 2 §2). */
export const withdrawalSuccessTexts = {
  title: 'Success',
  body: 'Your withdrawal request is being processed',
  done: 'Done',
} as const;

/** Messages of the acknowledgement and confirmation checkboxes (doc 2 §5); project wording. */
export const confirmationMessages = {
  noticeAcknowledgementRequired: 'Please acknowledge the notice to continue',
  submissionConfirmationRequired: 'Please confirm the details to submit',
  deactivationReasonRequired: 'Please select a reason for leaving',
} as const;

/**
 * The estimated tax impact of a fiat withdrawal (beyond the spec): labelled an estimate and not tax
 * advice. Amounts and the share arrive formatted.
 */
export const withdrawalTaxImpactTexts = {
  title: 'Estimated Tax Impact',
  estimateBadge: 'Estimate',
  intro: (share: string): string =>
    `To pay this withdrawal, about ${share} of each holding would be sold. The gains are estimated from the cost basis your account knows, lot by lot in HIFO order (highest in, first out).`,
  fromCash: (amount: string): string => `${amount} comes from cash and sells nothing.`,
  disclaimer: `This is an estimate, not tax advice: ${PRODUCT_NAME} does not provide tax advice. It assumes the sales execute at today's prices on their trade day (a withdrawal's today, a rebalance's about ${PORTFOLIO_CHANGE_HOURS} hours from now, in New York time), net of the ${TRADE_FEE_SHARE * 100}% trade fee, by HIFO from the cost basis your account knows. Prices move before the trades execute, so the actual gains will differ.`,
  basisAssumed:
    'Some of these holdings came from crypto deposits without cost basis details: a $0 cost basis is assumed for them, which overstates the gain. Add their details in the Tax Center.',
  unmatched: (asset: string): string =>
    `Part of the ${asset} sold is not covered by a known lot; its gain is not estimated.`,
  noSales: 'No holdings would be sold: this withdrawal is paid from cash.',
  caption: (amount: string): string => `Estimated sales to pay a withdrawal of ${amount}`,
  asset: 'Asset',
  quantity: 'Quantity sold',
  proceeds: 'Proceeds',
  costBasis: 'Cost basis',
  shortTerm: 'Short-term gain',
  longTerm: 'Long-term gain',
  total: 'Total',
  lotsCaption: (asset: string): string => `Lots of ${asset} used (HIFO)`,
  showLots: 'Lots used',
  acquired: 'Acquired',
  unitCost: 'Unit cost',
  holdingPeriod: 'Holding period',
  shortTermPeriod: 'Short-term',
  longTermPeriod: 'Long-term',
  assumedBasis: '$0 basis assumed',
  estimatedShortTerm: 'Estimated short-term gain or loss',
  estimatedLongTerm: 'Estimated long-term gain or loss',
  estimatedTotal: 'Estimated total gain or loss',
  loading: 'Estimating the tax impact',
  failed: 'The tax impact could not be estimated.',
};
