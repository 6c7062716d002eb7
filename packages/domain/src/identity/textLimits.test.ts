import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { institutionProfileSchema, retailProfileSchema } from '../account/accountForms';
import { indexFormSchema } from '../admin/indexForm';
import { modelFormSchema } from '../admin/modelForm';
import { beneficiaryEntrySchema } from '../beneficiaries/beneficiary';
import { retailInvestorProfileSchema } from '../questionnaire/investorProfile';
import { brokerageWithdrawalSchema, destinationWalletSchema, sendingWalletSchema } from '../withdrawal/forms';
import { signInSchema } from './credentials';
import { proofOfAddressExplanationSchema } from './documents';
import { institutionInformationSchema, personalInformationSchema } from './informationForms';
import { changePasswordSchema, passwordSchema } from './password';
import { signupSchema } from './signup';
import {
  JOINED_ADDRESS_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  TEXT_LIMITS,
  textTooLongMessage,
} from './textLimits';

const brokerage = brokerageWithdrawalSchema({ tier: 'DEFAULT', availableBalance: '100000' });

/** Every text field of the domain's forms and its limit: a field is its schema in the form's shape. */
const FIELDS: readonly (readonly [string, z.ZodType, number])[] = [
  ['signup first name', signupSchema('INDIVIDUAL').shape.firstName, TEXT_LIMITS.line],
  ['signup middle name', signupSchema('INDIVIDUAL').shape.middleName, TEXT_LIMITS.line],
  ['signup last name', signupSchema('INDIVIDUAL').shape.lastName, TEXT_LIMITS.line],
  ['signup legal entity name', signupSchema('INSTITUTION').shape.legalEntityName, TEXT_LIMITS.line],
  ['signup password', signupSchema('INDIVIDUAL').shape.password, TEXT_LIMITS.password],
  ['sign-in password', signInSchema.shape.password, TEXT_LIMITS.password],
  ['new password', passwordSchema, TEXT_LIMITS.password],
  ['current password', changePasswordSchema.shape.currentPassword, TEXT_LIMITS.password],
  [
    'address line 1',
    personalInformationSchema({ year: 2026, month: 11, day: 21 }).shape.addressLine1,
    TEXT_LIMITS.line,
  ],
  [
    'address line 2',
    personalInformationSchema({ year: 2026, month: 11, day: 21 }).shape.addressLine2,
    TEXT_LIMITS.line,
  ],
  ['city', personalInformationSchema({ year: 2026, month: 11, day: 21 }).shape.city, TEXT_LIMITS.line],
  ['institution legal entity name', institutionInformationSchema.shape.legalEntityName, TEXT_LIMITS.line],
  ['institution dba name', institutionInformationSchema.shape.dbaName, TEXT_LIMITS.line],
  ['legal signer position', institutionInformationSchema.shape.legalSignerPosition, TEXT_LIMITS.line],
  ['proof of address explanation', proofOfAddressExplanationSchema, TEXT_LIMITS.paragraph],
  ['beneficiary name', beneficiaryEntrySchema.shape.name, TEXT_LIMITS.line],
  ['employer', retailInvestorProfileSchema([]).shape.employer, TEXT_LIMITS.line],
  ['profile address line one', retailProfileSchema.shape.address_line_one, TEXT_LIMITS.line],
  ['profile address line two', retailProfileSchema.shape.address_line_two, TEXT_LIMITS.line],
  ['institution profile entity name', institutionProfileSchema.shape.entity_name, TEXT_LIMITS.line],
  ['institution profile signer first name', institutionProfileSchema.shape.first_name, TEXT_LIMITS.line],
  ['brokerage bank name', brokerage.shape.bankName, TEXT_LIMITS.line],
  ['brokerage address', brokerage.shape.address, TEXT_LIMITS.line],
  ['sending wallet address', sendingWalletSchema.shape.address, TEXT_LIMITS.line],
  ['destination wallet address', destinationWalletSchema.shape.address, TEXT_LIMITS.line],
  ['index name', indexFormSchema.shape.name, TEXT_LIMITS.line],
  ['index description', indexFormSchema.shape.description, TEXT_LIMITS.paragraph],
  ['index about', indexFormSchema.shape.about, TEXT_LIMITS.paragraph],
  ['model name', modelFormSchema.shape.name, TEXT_LIMITS.line],
  ['model description', modelFormSchema.shape.description, TEXT_LIMITS.paragraph],
  ['model objective', modelFormSchema.shape.objective, TEXT_LIMITS.paragraph],
];

/** A text the field's other rules accept, of `length` characters. */
function textOf(name: string, length: number): string {
  if (name.includes('password')) return `Aa1!${'x'.repeat(length - 4)}`;
  if (name === 'beneficiary name') return `Ann ${'b'.repeat(length - 4)}`;
  return 'x'.repeat(length);
}

describe('text limits (project decision: docs/decisions.md, Hardening)', () => {
  it('are a line of 200, a paragraph of 2,000, an email of 254 and a password of 128 characters', () => {
    expect(TEXT_LIMITS).toEqual({ line: 200, paragraph: 2000, email: 254, password: 128 });
    expect(JOINED_ADDRESS_MAX_LENGTH).toBe(402);
    expect(SIGNATURE_MAX_LENGTH).toBe(602);
    expect(textTooLongMessage(200)).toBe('Must be at most 200 characters');
    expect(textTooLongMessage(2000)).toBe('Must be at most 2,000 characters');
  });

  it.each(FIELDS)('%s takes its limit and refuses one character more', (name, schema, limit) => {
    const atLimit = schema.safeParse(textOf(name, limit));
    expect(atLimit.error?.issues ?? []).toEqual([]);
    const over = schema.safeParse(textOf(name, limit + 1));
    expect(over.error?.issues.map((issue) => issue.message)).toEqual([textTooLongMessage(limit)]);
  });

  it('refuses a 10,000-character name with the one message, whatever the characters', () => {
    const firstName = signupSchema('INDIVIDUAL').shape.firstName;
    fc.assert(
      fc.property(fc.string({ minLength: 10_000, maxLength: 10_000, unit: 'grapheme-ascii' }), (name) => {
        fc.pre(name.trim() !== '');
        expect(firstName.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual([
          textTooLongMessage(TEXT_LIMITS.line),
        ]);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses an email longer than 254 characters before judging its form', () => {
    const email = signInSchema.shape.email;
    expect(email.safeParse(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`).success).toBe(true);
    expect(email.safeParse(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`).error?.issues[0]?.message).toBe(
      textTooLongMessage(TEXT_LIMITS.email),
    );
  });
});
