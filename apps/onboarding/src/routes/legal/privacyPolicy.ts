import {
  DATA_RETENTION_ANNIVERSARY_YEARS,
  DEFAULT_SUPPORT_EMAIL,
  PRIVACY_NOTICE_CHANGE_DAYS,
  PRODUCT_NAME,
} from '@cairn/domain';
import type { LegalDocument } from './types';

/** The Privacy Policy, written by the project (spec README) around the constants of doc 3 §9. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effective: 'Effective January 1, 2025',
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: [
        `To open and run your account ${PRODUCT_NAME} collects your name, contact details, date of birth, address, Social Security number or tax id, identity documents, your investor profile answers and your account activity.`,
      ],
    },
    {
      heading: '2. How we use it',
      paragraphs: [
        'We use your information to verify your identity, provide investment advice, operate your account, meet our legal obligations and contact you about your account.',
        'Our partner custodian bank receives your identity documents only for identity checks during onboarding.',
      ],
    },
    {
      heading: '3. How long we keep it',
      paragraphs: [
        `We keep personal data until the end of the fiscal year after the ${DATA_RETENTION_ANNIVERSARY_YEARS}th anniversary of the end of our relationship, unless the law requires longer.`,
      ],
    },
    {
      heading: '4. Security',
      paragraphs: [
        'Sensitive numbers such as your Social Security number and tax id are shown masked to their last 4 digits and are never placed in web addresses or stored in your browser.',
      ],
    },
    {
      heading: '5. Changes',
      paragraphs: [
        `Where the law requires it, we will give you ${PRIVACY_NOTICE_CHANGE_DAYS} days’ notice of changes to this policy.`,
      ],
    },
    {
      heading: '6. Contact',
      paragraphs: [`Questions about your privacy: ${DEFAULT_SUPPORT_EMAIL}.`],
    },
  ],
};
