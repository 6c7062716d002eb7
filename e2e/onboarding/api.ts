import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import type { OnboardingLocation } from '@cairn/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Applicant, fullName, newApplicant } from './flow';
import { codeSentAfter, outbox } from './support';

/** An applicant created through the API, with the token of their session. */
export interface CreatedApplicant extends Applicant {
  readonly token: string;
  readonly type: 'INDIVIDUAL' | 'INSTITUTION';
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * Creates an applicant through the sandbox API and walks the onboarding steps of doc 1 §2.5 until
 * the location is `until`, for tests that start in the middle of the flow.
 */
export async function createApplicant(
  request: APIRequestContext,
  options: { type?: 'INDIVIDUAL' | 'INSTITUTION'; until: OnboardingLocation },
): Promise<CreatedApplicant> {
  const type = options.type ?? 'INDIVIDUAL';
  const applicant = newApplicant('api', type === 'INSTITUTION' ? 'Api Holdings LLC' : undefined);
  const before = (await outbox(request)).length;
  const signup = await ok(
    await request.post('/api/user/signup', {
      data: {
        first_name: applicant.first,
        middle_name: applicant.middle,
        last_name: applicant.last,
        email: applicant.email,
        phone_number: `+1${applicant.phone}`,
        accepted_tos: true,
        password: applicant.password,
        account_type: type,
        ...(applicant.entity ? { legal_entity_name: applicant.entity } : {}),
      },
    }),
    'signup',
  );
  const token = ((await signup.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const api = {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
    put: (path: string, data: unknown) => request.put(`/api${path}`, { headers, data }),
  };
  const location = async () =>
    ((await (await ok(await api.get('/account/waldo'), 'waldo')).json()) as { location: OnboardingLocation })
      .location;
  const done = async () => (await location()) === options.until;
  const result: CreatedApplicant = { ...applicant, token, type };
  const institution = type === 'INSTITUTION';

  const steps: (() => Promise<unknown>)[] = [
    async () => {
      const code = await codeSentAfter(request, `+1${applicant.phone}`, before);
      await ok(
        await api.post('/user/profile/auth-attribute/verify', { attribute: 'phone_number', code }),
        'phone',
      );
    },
    async () => {
      const code = await codeSentAfter(request, applicant.email, before);
      await ok(await api.post('/user/profile/auth-attribute/verify', { attribute: 'email', code }), 'email');
    },
    async () =>
      ok(
        await api.post('/account/application/advisory-agreement', {
          advisory_agreement_signature: fullName(applicant),
        }),
        'advisory agreement',
      ),
    async () => {
      const application = (await (
        await api.get('/account/application?include_custodian_agreement=true')
      ).json()) as { custodian_agreement: { url: string } };
      const user = new URL(application.custodian_agreement.url, 'http://x').searchParams.get('user') ?? '';
      await request.post('/__sandbox/custodian-sign', { form: { user, action: 'sign' }, maxRedirects: 0 });
    },
    async () =>
      ok(
        await api.put(
          '/account/application',
          institution
            ? {
                dba_name: 'Api Capital',
                legal_structure: 'LLC',
                institution_type: 'OPERATING_COMPANY',
                main_source_of_wealth: 'REVENUES',
                legal_signer_position_at_institution: 'Treasurer',
                address: '1 Beacon Street',
                city: 'Boston',
                state: 'MA',
                postal_code: '02108',
                tax_id: '123456789',
              }
            : {
                date_of_birth: '1980-06-15',
                address: '1 Beacon Street, Floor 3',
                city: 'Boston',
                state: 'MA',
                postal_code: '02108',
                ssn: '123456789',
              },
        ),
        'information',
      ),
    async () => {
      const file = { name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') };
      await ok(
        await request.post('/api/account/application/document', {
          headers,
          multipart: { file, document_type: institution ? 'constitution' : 'passport_document' },
        }),
        'document',
      );
      if (institution) {
        await ok(
          await api.put('/account/application', { proof_of_address_explanation: 'New company' }),
          'proof',
        );
      }
    },
    async () => {
      if (!institution)
        await ok(await api.put('/account/beneficiaries', { beneficiaries: [] }), 'beneficiaries');
    },
    async () =>
      institution
        ? ok(
            await api.post('/user/institution/investor-profile', {
              investor_type: 'INSTITUTION',
              investor_size: 'ZERO_TO_HUNDRED',
              investor_experience: 'FIRST_ALLOCATION',
              investment_allocation: 'ONE_TO_FIVE',
              time_horizon: 'ONE_TO_FIVE',
              intended_investment_amount: 2,
              risk_tolerance: 'MEDIUM',
              active_passive: 'EQUAL',
            }),
            'institution questionnaire',
          )
        : ok(
            await api.post('/user/investor-profile', {
              investment_experience: 'GOOD',
              crypto_experience: 'INTERMEDIATE',
              investment_timeline: 'FIVE_TO_TEN',
              cairn_loss_response: 'MAINTAIN',
              risk_tolerance: 'MEDIUM',
              intended_investment_amount: 2,
              net_worth: 3,
              household_income: 3,
              employment_status: 'EMPLOYED',
              wealth_source: 'OCCUPATION',
              occupation: 'ENGINEER',
              employer: 'Acme Corp',
            }),
            'questionnaire',
          ),
    async () => ok(await api.put('/account/application', { investment_styles_acknowledged: true }), 'styles'),
    async () => ok(await api.put('/account/application', { tlh_enabled: !institution }), 'tlh'),
    async () => ok(await api.put('/account/application', { advisory_fees_acknowledged: true }), 'fees'),
    async () => ok(await api.post('/account/application/submit', {}), 'submit'),
  ];
  for (const step of steps) {
    if (await done()) return result;
    await step();
  }
  expect(await location()).toBe(options.until);
  return result;
}

/**
 * Puts `token` where the apps read it (sessionStorage of this tab), once: a later logout really
 * ends the session (an init script would bring the token back on every load).
 */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.goto('/403');
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    ACCESS_TOKEN_KEY,
    token,
  ] as const);
}
