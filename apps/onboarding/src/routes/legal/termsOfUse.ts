import {
  ACCOUNT_HOLD_MAX_DAYS,
  AMENDMENT_NOTICE_DAYS,
  ARBITRATION_OPT_OUT_DAYS,
  CRYPTO_WITHDRAWAL_BUSINESS_DAYS,
  DEFAULT_SUPPORT_EMAIL,
  ELECTRONIC_NOTICE_RECEIVED_HOURS,
  FREE_PAPER_COPY_REQUESTS,
  formatRange,
  formatWholeUsd,
  GOVERNING_LAW_STATE,
  HISTORY_ERROR_REPORT_DAYS,
  INFORMAL_RESOLUTION_DAYS,
  KYC_APPROVAL_BUSINESS_DAYS,
  MAILED_NOTICE_RECEIVED_BUSINESS_DAYS,
  MINIMUM_AGE_YEARS,
  MINIMUM_INITIAL_DEPOSIT_USD,
  PAPER_COPY_AVAILABLE_DAYS,
  PRODUCT_NAME,
  SETTLEMENT_HOURS,
  TERMS_MINIMUM_WITHDRAWAL_USD,
  WITHDRAWAL_TRADING_BUSINESS_DAYS,
  WRITTEN_ARBITRATION_MAX_RELIEF_USD,
} from '@cairn/domain';
import type { LegalDocument } from './types';

const usd = (amount: number) => formatWholeUsd(String(amount));

/**
 * The Terms of Use, written by the project (spec README) around the constants of doc 3 §9. Not
 * legal advice: a deployment replaces it with its counsel's text, keeping the constants.
 */
export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  effective: 'Effective January 1, 2025',
  sections: [
    {
      heading: '1. Who may use the service',
      paragraphs: [
        `${PRODUCT_NAME} provides investment advisory services for portfolios of crypto-assets held at a partner custodian. To open an account you must be at least ${MINIMUM_AGE_YEARS} years old and a US person or entity, must not be a resident of New York State, and must not invest through a retirement account or benefit plan.`,
        `Identity (KYC) approval can take up to ${KYC_APPROVAL_BUSINESS_DAYS} business days. Until it is approved you cannot deposit or trade, and most functions are limited.`,
      ],
    },
    {
      heading: '2. Deposits and withdrawals',
      paragraphs: [
        `The minimum initial deposit is ${usd(MINIMUM_INITIAL_DEPOSIT_USD)}. The minimum withdrawal is ${usd(TERMS_MINIMUM_WITHDRAWAL_USD)}, except when you close your account.`,
        'A withdrawal of more than 75% of your account value is treated as a full withdrawal.',
        `Deposits may be held for up to ${ACCOUNT_HOLD_MAX_DAYS} days. Trades typically settle within ${SETTLEMENT_HOURS} hours; selling assets for a withdrawal takes ${formatRange(String(WITHDRAWAL_TRADING_BUSINESS_DAYS.min), String(WITHDRAWAL_TRADING_BUSINESS_DAYS.max))} business days, and crypto withdrawals take ${formatRange(String(CRYPTO_WITHDRAWAL_BUSINESS_DAYS.min), String(CRYPTO_WITHDRAWAL_BUSINESS_DAYS.max))} business days.`,
      ],
    },
    {
      heading: '3. Your account history',
      paragraphs: [
        `Review your statements and activity. Report any error in your account history within ${HISTORY_ERROR_REPORT_DAYS} calendar days; after that the history is considered accepted.`,
      ],
    },
    {
      heading: '4. Electronic delivery',
      paragraphs: [
        `You agree to receive notices electronically. An electronic notice counts as received ${ELECTRONIC_NOTICE_RECEIVED_HOURS} hours after it is posted or sent; a mailed notice, ${MAILED_NOTICE_RECEIVED_BUSINESS_DAYS} business days after mailing.`,
        `Your consent lasts until you revoke it by written request. Paper copies of documents are available for ${PAPER_COPY_AVAILABLE_DAYS} days; the fee is waived for your first ${FREE_PAPER_COPY_REQUESTS} requests.`,
        'You need a device with internet access, a current browser with cookies enabled, a valid email address and mobile phone number, and the ability to store or print documents.',
      ],
    },
    {
      heading: '5. Changes to these terms',
      paragraphs: [
        `We will email you ${AMENDMENT_NOTICE_DAYS} days before an amendment takes effect. Continuing to use the service after that date means you accept the amended terms.`,
      ],
    },
    {
      heading: '6. Disputes and arbitration',
      paragraphs: [
        `These terms are governed by the laws of ${GOVERNING_LAW_STATE}. Before starting arbitration, either party must give the other ${INFORMAL_RESOLUTION_DAYS} days to resolve the dispute informally.`,
        `Disputes are settled by binding individual arbitration. You may opt out of arbitration within ${ARBITRATION_OPT_OUT_DAYS} days of first accepting these terms. When the relief sought is ${usd(WRITTEN_ARBITRATION_MAX_RELIEF_USD)} or less, the arbitration is decided on written submissions only.`,
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: [`Questions about these terms: ${DEFAULT_SUPPORT_EMAIL}.`],
    },
  ],
};
