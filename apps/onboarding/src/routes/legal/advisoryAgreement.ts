import {
  AMENDMENT_NOTICE_DAYS,
  ARBITRATION_OPT_OUT_DAYS,
  ELECTRONIC_NOTICE_RECEIVED_HOURS,
  formatWholeUsd,
  GOVERNING_LAW_STATE,
  INFORMAL_RESOLUTION_DAYS,
  MINIMUM_INITIAL_DEPOSIT_USD,
  PORTFOLIO_CHANGE_HOURS,
  PRODUCT_NAME,
  WRITTEN_ARBITRATION_MAX_RELIEF_USD,
} from '@cairn/domain';
import type { LegalDocument } from './types';

/**
 * The advisory agreement shown in full before signing (doc 1 §1, §2.6), written by the project
 * (spec README) around the constants of doc 3 §9: monthly billing in arrears on daily UTC-close
 * balances, the custodian, de minimis balances, termination by deactivation, electronic delivery,
 * Massachusetts law with arbitration.
 */
export const advisoryAgreement: LegalDocument = {
  title: 'Investment Advisory Agreement',
  effective: 'Version 2025-01',
  sections: [
    {
      heading: '1. Appointment',
      paragraphs: [
        `You appoint ${PRODUCT_NAME} as your investment adviser with discretion to manage the crypto-asset portfolio of your account in line with the investment style and the models and indices you choose.`,
        `${PRODUCT_NAME} recommends an investment style from your investor profile. You remain responsible for telling us when your financial situation or objectives change.`,
      ],
    },
    {
      heading: '2. Custody',
      paragraphs: [
        `Your assets are held by our partner custodian under a separate custodial account agreement, which you sign next. ${PRODUCT_NAME} never holds your assets. The custodian receives your identity documents only for identity checks during onboarding.`,
      ],
    },
    {
      heading: '3. Deposits and management',
      paragraphs: [
        `The minimum initial deposit is ${formatWholeUsd(String(MINIMUM_INITIAL_DEPOSIT_USD))}. Changes you make to your portfolio execute within about ${PORTFOLIO_CHANGE_HOURS} hours.`,
        'Balances too small to trade (de minimis balances) may be left uninvested or sold, and may be excluded from rebalancing.',
      ],
    },
    {
      heading: '4. Fees',
      paragraphs: [
        'The advisory fee is a yearly percentage of your account value, made of a platform fee and the investment fee of your investment style, as shown before you sign.',
        'The fee accrues on your daily balance at the UTC close and is billed monthly in arrears. It excludes custodial and transaction costs.',
      ],
    },
    {
      heading: '5. Risks',
      paragraphs: [
        'Crypto-assets are volatile and can lose all of their value. Past performance does not predict future results. Tax-loss harvesting, where available, may not produce a tax benefit in your situation.',
      ],
    },
    {
      heading: '6. Termination',
      paragraphs: [
        'You may end this agreement at any time by deactivating your account. We may end it with notice. Fees accrued until termination remain due.',
      ],
    },
    {
      heading: '7. Electronic delivery',
      paragraphs: [
        `You agree to receive this agreement, statements and notices electronically. An electronic notice counts as received ${ELECTRONIC_NOTICE_RECEIVED_HOURS} hours after it is posted or sent.`,
        `We will email you ${AMENDMENT_NOTICE_DAYS} days before an amendment to this agreement takes effect.`,
      ],
    },
    {
      heading: '8. Governing law and arbitration',
      paragraphs: [
        `This agreement is governed by the laws of the Commonwealth of ${GOVERNING_LAW_STATE}. Disputes go first to an informal resolution period of ${INFORMAL_RESOLUTION_DAYS} days, then to binding individual arbitration.`,
        `You may opt out of arbitration within ${ARBITRATION_OPT_OUT_DAYS} days of first accepting this agreement. When the relief sought is ${formatWholeUsd(String(WRITTEN_ARBITRATION_MAX_RELIEF_USD))} or less, the arbitration is decided on written submissions only.`,
      ],
    },
    {
      heading: '9. Signature',
      paragraphs: [
        'By typing your full legal name and selecting Agree & Continue you sign this agreement electronically, with the same effect as a handwritten signature.',
      ],
    },
  ],
};
