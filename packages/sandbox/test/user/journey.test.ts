import { type ApiClient, customerCallSpecs, toBeneficiariesPayload } from '@cairn/api-client';
import { dec } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { calls, type Harness, harness, signupPayload } from './harness';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });
const pdf = (name: string) => new File(['%PDF-1.7 sandbox'], name, { type: 'application/pdf' });

async function location(client: ApiClient) {
  return (await client.call(calls.getWaldo, {})).location;
}

/** Verifies phone then email from the outbox, as the onboarding screens do. */
async function verifyContactDetails(h: Harness, client: ApiClient, phone: string, email: string) {
  expect(await location(client)).toBe('PHONE_VERIFICATION');
  const phoneResult = await client.call(calls.verifyAuthAttribute, {
    attribute: 'phone_number',
    code: await h.latestCode(phone, 'sms'),
  });
  expect(phoneResult).toEqual({ attribute: 'phone_number', result: 'SUCCESS' });
  expect(await location(client)).toBe('EMAIL_VERIFICATION');
  const emailResult = await client.call(calls.verifyAuthAttribute, {
    attribute: 'email',
    code: await h.latestCode(email, 'email'),
  });
  expect(emailResult.result).toBe('SUCCESS');
  expect(await location(client)).toBe('ADVISORY_AGREEMENT');
}

/** Signs the custodial agreement on the sandbox's stand-in page, as the browser would. */
async function signCustodialAgreement(h: Harness, client: ApiClient, action: 'sign' | 'decline' = 'sign') {
  const application = await client.call(calls.getApplication, { include_custodian_agreement: true });
  const url = application.custodian_agreement?.url ?? '';
  expect(url).toMatch(/^\/__sandbox\/custodian-sign\?user=/);
  const page = await h.app.request(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('>Sign</button>');
  expect(html).toContain('>Decline</button>');
  expect(html).not.toMatch(/<script|style=/);
  const user = new URL(url, 'http://sandbox.test').searchParams.get('user') ?? '';
  return h.app.request('/__sandbox/custodian-sign', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user, action }).toString(),
  });
}

describe('a new individual investor, through the api-client alone', () => {
  it('signs up, finishes onboarding, is approved and reaches the dashboard', async () => {
    const h = harness();
    const client = h.client();
    const signup = signupPayload();

    const { access_token } = await client.call(calls.signUp, signup);
    client.session.setToken(access_token);
    const permittedAtStart = (await client.call(calls.getWaldo, {})).permitted_locations;
    expect(permittedAtStart).toEqual(['CONTACT_DETAILS', 'PHONE_VERIFICATION']);

    await verifyContactDetails(h, client, signup.phone_number, signup.email);

    const signed = await client.call(calls.signAdvisoryAgreement, {
      advisory_agreement_signature: 'Quinn Avery Lopez',
    });
    expect(signed.advisory_agreement_signed).toBe(true);
    expect(signed.custodian_agreement?.status).toBe('SENT');
    expect(await location(client)).toBe('CUSTODIAN_AGREEMENT');

    const back = await signCustodialAgreement(h, client);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/onboarding/custodian-agreement?event=signing_complete');
    const afterSigning = await client.call(calls.getApplication, { include_custodian_agreement: true });
    expect(afterSigning.custodian_agreement?.status).toBe('COMPLETE');
    expect(await location(client)).toBe('INDIVIDUAL_INFORMATION');

    const personal = await client.call(calls.updateApplication, {
      date_of_birth: '1990-05-17',
      address: '12 Beacon Street, Apt 3',
      city: 'Boston',
      state: 'MA',
      postal_code: '02108',
      ssn: '123456789',
    });
    expect(personal.ssn).toBe('•••-••-6789');
    expect(await location(client)).toBe('INDIVIDUAL_DOCUMENTS');

    await client.call(calls.updateApplication, { id_type: 1 });
    await client.call(calls.uploadApplicationDocument, {
      file: png('front.png'),
      document_type: 'id_card_front',
    });
    expect(await location(client)).toBe('INDIVIDUAL_DOCUMENTS');
    const uploaded = await client.call(calls.uploadApplicationDocument, {
      file: pdf('back.pdf'),
      document_type: 'id_card_back',
    });
    expect(uploaded).toMatchObject({ id_type: 1, document_uploaded: true, id_card_back_uploaded: true });
    expect(await location(client)).toBe('BENEFICIARIES');

    const beneficiaries = toBeneficiariesPayload(
      [{ subtype: 1, name: 'Jordan Lopez', allocation: 100 }],
      [{ subtype: 3, name: 'Harbor Light Foundation', allocation: 100 }],
    );
    await client.call(calls.updateBeneficiaries, { beneficiaries });
    expect((await client.call(calls.getBeneficiaries, {})).beneficiaries).toEqual(beneficiaries);
    expect(await location(client)).toBe('INDIVIDUAL_QUESTIONNAIRE');

    const profile = await client.call(calls.submitInvestorProfile, {
      investment_experience: 'GOOD',
      crypto_experience: 'NOVICE',
      investment_timeline: 'ONE_TO_FIVE',
      cairn_loss_response: 'MAINTAIN',
      risk_tolerance: 'MEDIUM',
      intended_investment_amount: 2,
      net_worth: 3,
      household_income: 2,
      employment_status: 'EMPLOYED',
      wealth_source: 'SAVINGS',
      occupation: 'TEACHER',
      employer: 'Boston Public Schools',
    });
    expect(profile.recommended_product).toBe('SMART_BETA');
    expect(await location(client)).toBe('INVESTMENT_STYLES');

    await client.call(calls.updateApplication, { investment_styles_acknowledged: true });
    expect(await location(client)).toBe('TLH');
    expect((await client.call(calls.updateTlh, { tlh_enabled: true })).tlh_enabled).toBe(true);
    expect(await location(client)).toBe('ADVISORY_FEES');
    await client.call(calls.updateApplication, { advisory_fees_acknowledged: true });
    expect(await location(client)).toBe('REVIEW');

    const submitted = await client.call(calls.submitApplication, {});
    expect(submitted.location).toBe('DASHBOARD');
    expect((await client.call(calls.getUserStatus, {})).kyc_status).toBe('PENDING');

    const approval = await h.app.request(`/__sandbox/kyc/${encodeURIComponent(signup.email)}`, {
      method: 'POST',
    });
    expect(approval.status).toBe(200);
    expect(await approval.json()).toEqual({ email: signup.email, kyc_status: 'SUCCESS' });

    const final = await client.call(calls.getUserProfile, {});
    expect(final.kyc_status).toBe('SUCCESS');
    expect(final.user).toMatchObject({
      first_name: 'Quinn',
      middle_name: 'Avery',
      tlh_enabled: true,
      status: 'ACTIVE',
    });
    expect(final.kyc_profile).toMatchObject({
      address_line_one: '12 Beacon Street',
      address_line_two: 'Apt 3',
    });
    expect(await client.call(calls.getWaldo, {})).toEqual({
      location: 'DASHBOARD',
      permitted_locations: ['DASHBOARD'],
    });

    // Funded through the sandbox, the same new user invests, reports a cost basis and reads taxes.
    const customer = customerCallSpecs;
    const fund = (body: object) =>
      h.app.request(`/__sandbox/deposit/${encodeURIComponent(signup.email)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await fund({ amount_usd: '60000' })).status).toBe(200);
    expect((await fund({ symbol: 'ETH', quantity: '2' })).status).toBe(200);
    const total = await client.call(customer.getBalance, { type: 'total', symbol: 'ALL' });
    expect(dec(total.balance).gte(60_000)).toBe(true);

    const market = (await client.call(customer.getModels, { products: ['MARKET'], type: 'MODEL' })).slice(
      0,
      2,
    );
    expect(market).toHaveLength(2);
    const [first, second] = market as [(typeof market)[number], (typeof market)[number]];
    const saved = await client.call(customer.savePortfolio, {
      models: [
        { id: first.id, weight: 60 },
        { id: second.id, weight: 40 },
      ],
      excluded_assets: [],
    });
    expect(saved.models.map((model) => [model.id, model.weight])).toEqual([
      [first.id, 60],
      [second.id, 40],
    ]);
    expect((await client.call(customer.getPortfolio, {})).models).toHaveLength(2);

    const missing = await client.call(customer.getMissingCostBasis, {});
    expect(missing.map((deposit) => [deposit.currency, deposit.amount])).toEqual([['ETH', '2']]);
    const depositId = (missing[0] as (typeof missing)[number]).deposit_id;
    await client.call(customer.saveCostBasis, {
      depositId,
      cost_bases: [{ cost_basis: '3000.00', purchase_date: '2025-01-10', native_amount: '2' }],
    });
    expect(await client.call(customer.getMissingCostBasis, {})).toEqual([]);
    const [entry] = await client.call(customer.getCostBasis, { depositId });
    expect(dec(entry?.cost_basis ?? '0').eq('3000')).toBe(true);
    expect(entry).toMatchObject({ purchase_date: '2025-01-10', native_amount: '2' });
    const summary = await client.call(customer.getTaxSummary, {
      start_date: '2026-01-01',
      end_date: '2026-11-21',
    });
    expect(dec(summary.total).eq(dec(summary.short_term).plus(summary.long_term))).toBe(true);
  });
});

describe('a new institution without the TLH flag', () => {
  it('goes through the institution branch and skips the TLH step', async () => {
    const h = harness({ tlhFlag: false });
    const client = h.client();
    const signup = signupPayload({
      email: 'ops@harbor.example',
      phone_number: '+16175550999',
      middle_name: '',
      account_type: 'INSTITUTION',
      legal_entity_name: 'Harbor Ventures LLC',
    });
    client.session.setToken((await client.call(calls.signUp, signup)).access_token);
    await verifyContactDetails(h, client, signup.phone_number, signup.email);
    await client.call(calls.signAdvisoryAgreement, { advisory_agreement_signature: 'Quinn Lopez' });

    const declined = await signCustodialAgreement(h, client, 'decline');
    expect(declined.headers.get('location')).toBe('/onboarding/custodian-agreement?event=decline');
    expect(
      (await client.call(calls.getApplication, { include_custodian_agreement: true })).custodian_agreement
        ?.status,
    ).toBe('DECLINED');
    expect(await location(client)).toBe('CUSTODIAN_AGREEMENT');
    await signCustodialAgreement(h, client, 'sign');
    expect(await location(client)).toBe('INSTITUTION_INFORMATION');

    const options = await client.call(calls.getInstitutionOptions, {});
    expect(options.institution_type.map((option) => option.value)).toContain('OPERATING_COMPANY');
    const info = await client.call(calls.updateApplication, {
      dba_name: 'Harbor',
      legal_structure: 'LLC',
      institution_type: 'OPERATING_COMPANY',
      main_source_of_wealth: 'REVENUES',
      legal_signer_position_at_institution: 'CEO',
      address: '1 Harbor Way',
      city: 'Salem',
      state: 'MA',
      postal_code: '01970',
      tax_id: '123456789',
    });
    expect(info.tax_id).toBe('••-•••6789');
    expect(info.legal_entity_name).toBe('Harbor Ventures LLC');
    expect(await location(client)).toBe('INSTITUTION_DOCUMENTS');

    await client.call(calls.uploadApplicationDocument, {
      file: pdf('bylaws.pdf'),
      document_type: 'constitution',
    });
    expect(await location(client)).toBe('INSTITUTION_DOCUMENTS');
    await client.call(calls.updateApplication, { proof_of_address_explanation: 'We rent a shared office.' });
    expect(await location(client)).toBe('INSTITUTION_QUESTIONNAIRE');

    const answers = await client.call(calls.submitInstitutionInvestorProfile, {
      investor_type: 'INSTITUTION',
      investor_size: 'ZERO_TO_HUNDRED',
      investor_experience: 'FIRST_ALLOCATION',
      investment_allocation: 'ONE_TO_FIVE',
      time_horizon: 'MORE_THAN_TEN',
      intended_investment_amount: 4,
      risk_tolerance: 'HIGH',
      active_passive: 'ACTIVE',
    });
    expect(answers.recommended_product).toBe('ALPHA');
    await client.call(calls.updateApplication, { investment_styles_acknowledged: true });
    expect(await location(client)).toBe('ADVISORY_FEES');
    const waldo = await client.call(calls.getWaldo, {});
    expect(waldo.permitted_locations).not.toContain('TLH');
    await client.call(calls.updateApplication, { advisory_fees_acknowledged: true });
    expect((await client.call(calls.submitApplication, {})).location).toBe('DASHBOARD');

    const profile = await client.call(calls.getUserProfile, {});
    expect(profile.roles).toEqual(['INSTITUTION_ADMIN']);
    expect(profile.institution).toMatchObject({
      entity_name: 'Harbor Ventures LLC',
      dba_name: 'Harbor',
      city: 'Salem',
    });
    expect(profile.kyc_profile).toBeNull();
    expect((await client.call(calls.getFeatureFlags, {})).tlhEnabled).toBe(false);
  });
});
