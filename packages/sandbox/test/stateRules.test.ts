import { ALL_CALLS, type CallSpec, customerCallSpecs, userCallSpecs } from '@cairn/api-client';
import {
  describeOperationRule,
  operationRefusalMessages as M,
  OPERATION_REFUSAL_CODE,
  type OperationRule,
  operationVerdict,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { accountFactsOf } from '../src/core/access';
import { startSession, userByEmail } from '../src/core/users';
import { ensureUsersSeeded } from '../src/seed/users';
import { harness } from './customer/harness';

/**
 * Issue 28: the API refuses what the apps hide. Every operation whose spec declares a rule is
 * tried by every kind of account: the refused ones get 403 `{ USER_CORRECTABLE, message }` and
 * nothing changes; the allowed ones pass the rule (their empty request then fails validation, or
 * succeeds, but is never a 403).
 */
const GUARDED = ALL_CALLS.filter(
  (spec): spec is CallSpec & { access: OperationRule } => spec.access !== undefined,
);

const SIGNUP = {
  first_name: 'Rae',
  last_name: 'Fresh',
  phone_number: '+16175550142',
  accepted_tos: true as const,
  password: 'Str0ng!pass',
  account_type: 'INDIVIDUAL' as const,
};

type Who = 'fresh signup' | 'halfway' | 'pending' | 'inactive' | 'investor';
const DEMO: Record<Exclude<Who, 'fresh signup'>, string> = {
  halfway: 'halfway@cairn.example',
  pending: 'pending@cairn.example',
  inactive: 'inactive@cairn.example',
  investor: 'investor@cairn.example',
};

async function world() {
  const h = harness();
  const tokens = {} as Record<Who, string>;
  const emails = {} as Record<Who, string>;
  ensureUsersSeeded(h.world);
  for (const [who, email] of Object.entries(DEMO) as [Exclude<Who, 'fresh signup'>, string][]) {
    const user = userByEmail(h.world, email);
    if (!user) throw new Error(`no ${email}`);
    // A session of the account as it stands (inactive@ included: its session predates the rule).
    tokens[who] = startSession(h.world, user);
    emails[who] = email;
  }
  const fresh = h.client();
  const email = 'rae.fresh@example.com';
  tokens['fresh signup'] = (await fresh.call(userCallSpecs.signUp, { ...SIGNUP, email })).access_token;
  emails['fresh signup'] = email;
  return { h, tokens, emails };
}

function send(h: Awaited<ReturnType<typeof world>>['h'], spec: CallSpec, token: string, body?: unknown) {
  const path = spec.path.replace(/\{\w+\}/g, 'x');
  const multipart = spec.bodyKind === 'multipart';
  const form = new FormData();
  form.append('document_type', 'passport_document');
  return h.app.request(`/api${path}`, {
    method: spec.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(multipart ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(spec.bodyKind === 'none' ? {} : { body: multipart ? form : JSON.stringify(body ?? {}) }),
  });
}

describe('state rules per operation (issue 28)', () => {
  it('declares rules on the operations that move money, change the investment or take an onboarding step', () => {
    expect(GUARDED.map((spec) => spec.name).sort()).toEqual(
      [
        'createDepositWallet',
        'createSendingAddress',
        'createWithdrawal',
        'deactivateAccount',
        'deleteApplication',
        'savePortfolio',
        'saveCostBasis',
        'signAdvisoryAgreement',
        'submitApplication',
        'submitInstitutionInvestorProfile',
        'submitInvestorProfile',
        'updateApplication',
        'updateBeneficiaries',
        'updateTlh',
        'uploadApplicationDocument',
      ].sort(),
    );
    for (const spec of GUARDED) expect(spec.method, spec.name).not.toBe('GET');
  });

  it('refuses each operation for each account the rule leaves out, changing nothing; lets the others through', async () => {
    const { h, tokens, emails } = await world();
    const checked: string[] = [];
    for (const spec of GUARDED) {
      for (const who of Object.keys(tokens) as Who[]) {
        const user = userByEmail(h.world, emails[who]);
        if (!user) throw new Error(`no ${who}`);
        const verdict = operationVerdict(spec.access, accountFactsOf(h.world, user));
        // Restarting (deleting) an allowed account's application is tested in the user area.
        if (verdict.kind === 'allow' && spec.name === 'deleteApplication') continue;
        const before = h.snapshot();
        const response = await send(h, spec, tokens[who]);
        if (verdict.kind === 'refuse') {
          expect(response.status, `${spec.name} as ${who}`).toBe(403);
          expect(await response.json()).toEqual({ code: OPERATION_REFUSAL_CODE, message: verdict.message });
          expect(h.snapshot(), `${spec.name} as ${who} changed the world`).toBe(before);
          checked.push(`${spec.name}/${who}`);
        } else {
          expect(response.status, `${spec.name} as ${who}`).not.toBe(403);
        }
      }
    }
    // The accounts of the issue are refused what it says they could do.
    for (const name of [
      'createWithdrawal',
      'savePortfolio',
      'createSendingAddress',
      'createDepositWallet',
      'updateTlh',
    ]) {
      for (const who of ['fresh signup', 'halfway', 'pending', 'inactive'] as const) {
        expect(checked).toContain(`${name}/${who}`);
      }
    }
  });

  it('a fresh signup with nothing verified cannot withdraw $2,000 or set a portfolio', async () => {
    const { h, tokens } = await world();
    const withdrawal = await send(h, customerCallSpecs.createWithdrawal, tokens['fresh signup'], {
      currency: 'USD',
      amount: '2000',
    });
    expect(withdrawal.status).toBe(403);
    expect(await withdrawal.json()).toEqual({ code: 'USER_CORRECTABLE', message: M.onboardingUnfinished });
    const portfolio = await send(h, customerCallSpecs.savePortfolio, tokens['fresh signup'], {
      models: [],
      excluded_assets: [],
    });
    expect(portfolio.status).toBe(403);
  });

  it('says which account is refused and why: KYC pending, deactivated, mid-onboarding', async () => {
    const { h, tokens } = await world();
    const messageOf = async (who: Who) =>
      (
        (await (await send(h, customerCallSpecs.createSendingAddress, tokens[who])).json()) as {
          message: string;
        }
      ).message;
    expect(await messageOf('pending')).toBe(M.kycPending);
    expect(await messageOf('inactive')).toBe(M.inactive);
    expect(await messageOf('halfway')).toBe(M.onboardingUnfinished);
  });

  it('the demo users who may act still can', async () => {
    const { h, tokens } = await world();
    const investor = await h.signedIn('investor@cairn.example');
    const portfolio = await investor.call(customerCallSpecs.getPortfolio, {});
    const saved = await investor.call(customerCallSpecs.savePortfolio, {
      models: portfolio.models.map((model) => ({ id: model.id, weight: model.weight })),
      excluded_assets: portfolio.excluded_assets.map((asset) => asset.id),
    });
    expect(saved.models.length).toBe(portfolio.models.length);
    // The pending user may still edit beneficiaries and re-take the questionnaire (doc 2 §7).
    const beneficiaries = await send(h, userCallSpecs.updateBeneficiaries, tokens.pending, {
      beneficiaries: [],
    });
    expect(beneficiaries.status).not.toBe(403);
    // halfway@ may save its current step.
    const step = await send(h, userCallSpecs.updateApplication, tokens.halfway, { city: 'Boston' });
    expect(step.status).toBe(200);
  });

  it('puts every rule into the OpenAPI document as a 403 answer', async () => {
    const { h } = await world();
    const document = (await (await h.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const spec of GUARDED) {
      const operation = document.paths[spec.path]?.[spec.method.toLowerCase()];
      expect(operation?.responses['403']?.description, spec.name).toBe(describeOperationRule(spec.access));
    }
    expect(document.paths['/portfolio']?.get?.responses['403']).toBeUndefined();
  });
});
