import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  destinationWalletStepSchema,
  noticeAcknowledgementSchema,
  sendingWalletStepSchema,
  submissionConfirmationSchema,
} from './confirmations';

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('notices must be acknowledged; the submit step needs a confirmation (doc 2 §5)', () => {
  it.each([
    [noticeAcknowledgementSchema, { noticeAcknowledged: true }, {}],
    [
      noticeAcknowledgementSchema,
      { noticeAcknowledged: false },
      { noticeAcknowledged: ['Please acknowledge the notice to continue'] },
    ],
    [noticeAcknowledgementSchema, {}, { noticeAcknowledged: ['Please acknowledge the notice to continue'] }],
    [submissionConfirmationSchema, { submissionConfirmed: true }, {}],
    [
      submissionConfirmationSchema,
      { submissionConfirmed: false },
      { submissionConfirmed: ['Please confirm the details to submit'] },
    ],
  ])('%#: %j', (schema, value, expected) => {
    expect(errors(schema, value)).toEqual(expected);
  });
  it('holds the sending wallet step to its form, the notice and the confirmation', () => {
    expect(
      errors(sendingWalletStepSchema, {
        address: '',
        isSelfHosted: true,
        ownerConfirmed: false,
        noticeAcknowledged: false,
        submissionConfirmed: true,
      }),
    ).toEqual({
      address: ['Sending wallet address is required'],
      noticeAcknowledged: ['Please acknowledge the notice to continue'],
    });
  });
  it('holds the destination step to its form and the notice', () => {
    expect(
      errors(destinationWalletStepSchema, {
        address: 'bc1q',
        isSelfHosted: false,
        ownerConfirmed: true,
        noticeAcknowledged: true,
      }),
    ).toEqual({});
    expect(
      Object.keys(
        errors(destinationWalletStepSchema, { address: 'bc1q', isSelfHosted: false, ownerConfirmed: true }),
      ),
    ).toEqual(['noticeAcknowledged']);
  });
});
