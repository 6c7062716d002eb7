import { type StubRequest, sandboxAnswers } from '@cairn/app-shell/testing';
import { INSTITUTION_ADMIN_ROLE } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { openInvestorApp } from '../../testing';
import { accountTexts } from './copy';

type Profile = { user: Record<string, unknown>; roles: string[]; institution: unknown };

/** investor@'s profile (the sandbox's answer), changed by `change`. */
function profile(change: (answer: Profile) => Profile) {
  const answer = sandboxAnswers.investor['GET /user/profile'];
  if (answer === undefined) throw new Error('the sandbox has no profile');
  return (request: StubRequest) => change(answer(request) as Profile);
}

const inactive = profile((answer) => ({ ...answer, user: { ...answer.user, status: 'INACTIVE' } }));

const institution = profile((answer) => ({
  ...answer,
  roles: [INSTITUTION_ADMIN_ROLE],
  institution: {
    entity_name: 'Granite Peak Holdings LLC',
    dba_name: null,
    address1: '1 Federal Street',
    address2: 'Floor 12',
    city: 'Boston',
    state_province: 'MA',
    postal_code: '02110',
    country: 'US',
  },
}));

describe('the Account page (doc 2 §2 Account; issue 30)', () => {
  it('tells an inactive investor that the account is deactivated and what stays available', async () => {
    const { screen } = await openInvestorApp('/account', {
      'GET /user/status': () => ({ status: 'INACTIVE', kyc_status: 'SUCCESS' }),
      'GET /user/profile': inactive,
    });
    await expect.element(screen.getByText(accountTexts.inactiveTitle)).toBeVisible();
    await expect.element(screen.getByText(accountTexts.inactiveBody)).toBeVisible();
  });

  it('says nothing of the kind to an active investor', async () => {
    const { screen } = await openInvestorApp('/account');
    await expect.element(screen.getByRole('button', { name: accountTexts.save })).toBeVisible();
    expect(screen.getByText(accountTexts.inactiveTitle).elements()).toHaveLength(0);
  });

  it('sets the authorized signer as First, Last, then the optional Middle (never Last alone)', async () => {
    const { screen } = await openInvestorApp('/account', { 'GET /user/profile': institution });
    const first = screen.getByLabelText(accountTexts.signerFirst);
    await expect.element(first).toBeVisible();
    const [firstField, lastField, middleField] = [
      first.element(),
      screen.getByLabelText(accountTexts.signerLast).element(),
      screen.getByLabelText(accountTexts.signerMiddle).element(),
    ];
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(firstField, lastField)).toBe(true);
    // Last comes before the optional Middle (it stood alone under First + Middle).
    expect(follows(lastField, middleField)).toBe(true);
  });
});
