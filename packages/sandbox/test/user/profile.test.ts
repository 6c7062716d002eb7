import { toBeneficiariesPayload } from '@cairn/api-client';
import { beneficiaryListMessages, congratulationName, dashboardGreeting } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { calls, expectApiError, harness } from './harness';

const retailAnswers = {
  investment_experience: 'MINIMAL',
  crypto_experience: 'NONE',
  investment_timeline: 'LESS_THAN_ONE',
  cairn_loss_response: 'LIQUIDATE',
  risk_tolerance: 'MINIMAL',
  intended_investment_amount: 2,
  net_worth: 1,
  household_income: 1,
  employment_status: 'RETIRED',
  wealth_source: 'SAVINGS',
  occupation: 'RETIRED',
  employer: 'NA',
} as const;

describe('GET /user/profile', () => {
  it('gives the profile of doc 1 §3 and doc 2 §3 for an individual', async () => {
    const h = harness();
    const profile = await (await h.signedIn('investor@cairn.example')).call(calls.getUserProfile, {});
    expect(profile).toMatchObject({
      user: {
        first_name: 'Avery',
        middle_name: 'Quinn',
        last_name: 'Morgan',
        email: 'investor@cairn.example',
        phone_number: '+12025550101',
        status: 'ACTIVE',
        min_tier: 3,
        tlh_enabled: true,
      },
      institution: null,
      kyc_profile: {
        date_of_birth: '1985-04-12',
        country: 'US',
        address_line_one: '100 Summer Street',
        address_line_two: 'Suite 400',
        zip_code: '02110',
        state: 'MA',
        city: 'Boston',
      },
      cognito_user: { sub: 'user-investor', phone_number: '+12025550101', phone_number_verified: true },
      roles: [],
      kyc_status: 'SUCCESS',
      tlh_enabled: true,
    });
    expect(profile.user_verification_token).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(profile.user.created_at)).toBeLessThan(Date.parse('2024-07-01'));
  });

  it('gives an institution admin their institution, greeted by its dba name', async () => {
    const h = harness();
    const profile = await (await h.signedIn('institution@cairn.example')).call(calls.getUserProfile, {});
    expect(profile.roles).toEqual(['INSTITUTION_ADMIN']);
    expect(profile.user.min_tier).toBe(2);
    expect(profile.institution).toEqual({
      entity_name: 'Granite Peak Holdings LLC',
      dba_name: 'Granite Peak Capital',
      address1: '1 Federal Street',
      address2: 'Floor 12',
      city: 'Boston',
      state_province: 'MA',
      postal_code: '02110',
      country: 'US',
    });
    expect(dashboardGreeting(profile)).toBe('Hello, Granite Peak Capital!');
    expect(congratulationName(profile)).toBe('Granite Peak Capital');
  });

  it('seeds the demo users of issue 4', async () => {
    const h = harness();
    const read = async (email: string) => (await h.signedIn(email)).call(calls.getUserProfile, {});
    expect((await read('friends@cairn.example')).user.min_tier).toBe(1);
    expect((await read('pending@cairn.example')).kyc_status).toBe('PENDING');
    expect((await read('inactive@cairn.example')).user.status).toBe('INACTIVE');
    expect((await read('admin@cairn.example')).roles).toEqual(['CAIRN_ADMIN']);
    const halfway = await h.signedIn('halfway@cairn.example');
    expect((await halfway.call(calls.getWaldo, {})).location).toBe('INDIVIDUAL_INFORMATION');
    const admin = await h.signedIn('admin@cairn.example');
    expect((await admin.call(calls.getWaldo, {})).location).toBe('DASHBOARD');
  });
});

describe('PATCH /user/profile', () => {
  it('saves the changed retail fields and answers the new profile', async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const saved = await client.call(calls.updateUserProfile, {
      address_line_two: 'Suite 500',
      zip_code: '02111',
    });
    expect(saved.kyc_profile).toMatchObject({
      address_line_one: '100 Summer Street',
      address_line_two: 'Suite 500',
      zip_code: '02111',
    });
    const read = await client.call(calls.getUserProfile, {});
    expect(read.kyc_profile?.address_line_two).toBe('Suite 500');
    expect((await client.call(calls.getApplication, {})).address).toBe('100 Summer Street, Suite 500');
    await client.call(calls.updateUserProfile, { address_line_two: '' });
    expect((await client.call(calls.getUserProfile, {})).kyc_profile?.address_line_two).toBeNull();
  });

  it('saves the institution form: entity, address and signer names', async () => {
    const h = harness();
    const client = await h.signedIn('institution@cairn.example');
    const saved = await client.call(calls.updateUserProfile, {
      entity_name: 'Granite Peak Partners LLC',
      address2: 'Floor 14',
      state_province: 'RI',
      first_name: 'Morgan',
      middle_name: 'J',
      last_name: 'Reyes-Hale',
    });
    expect(saved.institution).toMatchObject({
      entity_name: 'Granite Peak Partners LLC',
      address2: 'Floor 14',
      state_province: 'RI',
    });
    expect(saved.user).toMatchObject({ middle_name: 'J', last_name: 'Reyes-Hale' });
  });

  it("refuses the other form's fields, bad values and empty bodies, changing nothing", async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const token = client.session.getToken();
    const before = h.snapshot();
    await expectApiError(client.call(calls.updateUserProfile, { entity_name: 'Me LLC' }), 400, 'BAD_REQUEST');
    for (const [body, mention] of [
      [{}, 'at least one'],
      [{ state: 'NY' }, 'State is required'],
      [{ city: '' }, 'City is required'],
      // The contract checks the 5 digits with the forms' message (doc 2 §9).
      [{ zip_code: '123' }, 'Valid zip code is required'],
      [{ address_line_one: 12 }, 'address_line_one'],
      [{ phone_number: '+16175550000' }, 'phone_number'],
    ] as const) {
      const answer = await h.raw('PATCH', '/user/profile', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body?.message).toContain(mention);
    }
    expect(h.snapshot()).toBe(before);
  });
});

describe('status, tutorial and TLH', () => {
  it('GET /user/status', async () => {
    const h = harness();
    expect(await (await h.signedIn('inactive@cairn.example')).call(calls.getUserStatus, {})).toEqual({
      status: 'INACTIVE',
      kyc_status: 'SUCCESS',
    });
  });

  it('GET and PATCH /user/requires-tutorial', async () => {
    const h = harness();
    const client = await h.signedIn('friends@cairn.example');
    expect(await client.call(calls.getRequiresTutorial, {})).toEqual({ requires_tutorial: true });
    expect(await client.call(calls.updateRequiresTutorial, { requires_tutorial: false })).toEqual({
      requires_tutorial: false,
    });
    expect(await client.call(calls.getRequiresTutorial, {})).toEqual({ requires_tutorial: false });
    const answer = await h.raw('PATCH', '/user/requires-tutorial', {
      token: client.session.getToken(),
      body: { requires_tutorial: 'no' },
    });
    expect(answer.status).toBe(400);
  });

  it('PATCH /user/profile/tlh turns TLH on and off; refuses turning it on when the flag is off', async () => {
    const h = harness();
    const client = await h.signedIn('institution@cairn.example');
    expect(await client.call(calls.updateTlh, { tlh_enabled: true })).toEqual({ tlh_enabled: true });
    expect((await client.call(calls.getUserProfile, {})).tlh_enabled).toBe(true);
    await client.call(calls.updateTlh, { tlh_enabled: false });
    expect((await client.call(calls.getApplication, {})).tlh_enabled).toBe(false);

    const off = harness({ tlhFlag: false });
    const offClient = await off.signedIn('institution@cairn.example');
    const before = off.snapshot();
    await expectApiError(offClient.call(calls.updateTlh, { tlh_enabled: true }), 400, 'USER_CORRECTABLE');
    expect(off.snapshot()).toBe(before);
  });
});

describe('beneficiaries (GET and PUT /account/beneficiaries)', () => {
  it('reads the saved list, contingent first, and replaces it', async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const current = await client.call(calls.getBeneficiaries, {});
    expect(current.beneficiaries.map((entry) => entry.beneficiary_type)).toEqual([2, 1, 1]);
    const next = toBeneficiariesPayload(
      [
        { subtype: 1, name: 'Riley Morgan', allocation: 50 },
        { subtype: 4, name: 'Morgan Family Trust', allocation: 50 },
      ],
      [],
    );
    expect(await client.call(calls.updateBeneficiaries, { beneficiaries: next })).toEqual({
      beneficiaries: next,
    });
    expect(await client.call(calls.getBeneficiaries, {})).toEqual({ beneficiaries: next });
    await client.call(calls.updateBeneficiaries, { beneficiaries: [] });
    expect((await client.call(calls.getApplication, {})).beneficiaries).toEqual([]);
  });

  it("refuses lists that break the domain's rules, changing nothing", async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const token = client.session.getToken();
    const before = h.snapshot();
    const primary = (name: string, allocation: number) => ({
      beneficiary_type: 1,
      subtype: 2,
      name,
      allocation,
    });
    const contingent = (name: string, allocation: number) => ({
      beneficiary_type: 2,
      subtype: 2,
      name,
      allocation,
    });
    for (const [beneficiaries, message] of [
      [[primary('Riley Morgan', 60)], beneficiaryListMessages.totalAllocation],
      [[contingent('Riley Morgan', 100)], beneficiaryListMessages.primaryNeededForContingent],
      [[primary('Riley Morgan', 100), contingent('Casey Morgan', 100)], 'contingent beneficiary before'],
      [[primary('Riley Morgan', 0.5)], 'Allocation must be greater than 1%'],
      [[{ ...primary('Riley Morgan', 100), subtype: 9 }], 'Relationship is required'],
      [
        Array.from({ length: 11 }, (_, index) => primary(`Riley Morgan${'I'.repeat(index % 3)}`, 100 / 11)),
        beneficiaryListMessages.maxPrimary,
      ],
    ] as const) {
      const answer = await h.raw('PUT', '/account/beneficiaries', { token, body: { beneficiaries } });
      expect(answer.status).toBe(400);
      expect(answer.body?.message).toContain(message);
    }
    expect(
      (await h.raw('PUT', '/account/beneficiaries', { token, body: [primary('Riley Morgan', 100)] })).status,
    ).toBe(400);
    expect(h.snapshot()).toBe(before);
  });
});

describe('questionnaires and the recommendation', () => {
  it('re-submits the retail questionnaire and reads it back with a new recommendation', async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    expect((await client.call(calls.getInvestorProfile, {})).recommended_product).toBe('SMART_BETA');
    expect(await client.call(calls.getRecommendedPortfolio, {})).toEqual({
      recommended_portfolio: 'SMART_BETA',
    });
    const saved = await client.call(calls.submitInvestorProfile, retailAnswers);
    expect(saved).toMatchObject({ ...retailAnswers, recommended_product: 'MARKET' });
    expect(await client.call(calls.getInvestorProfile, {})).toEqual(saved);
    expect(await client.call(calls.getRecommendedPortfolio, {})).toEqual({ recommended_portfolio: 'MARKET' });
    expect((await client.call(calls.getApplication, {})).risk_tolerance).toBe('MINIMAL');
  });

  it('reads the institution questionnaire; 404 before any submission', async () => {
    const h = harness();
    const institution = await h.signedIn('institution@cairn.example');
    expect(await institution.call(calls.getInstitutionInvestorProfile, {})).toMatchObject({
      investor_type: 'SINGLE_FAMILY_OFFICE',
      recommended_product: 'MARKET',
    });
    const halfway = await h.signedIn('halfway@cairn.example');
    await expectApiError(halfway.call(calls.getInvestorProfile, {}), 404);
    expect(await halfway.call(calls.getRecommendedPortfolio, {})).toEqual({ recommended_portfolio: null });
  });

  it("refuses options that are not offered, the other account type's questionnaire, and the 15k-25k range on DEFAULT tier", async () => {
    const h = harness();
    const client = await h.signedIn('investor@cairn.example');
    const token = client.session.getToken();
    const before = h.snapshot();
    await expectApiError(
      client.call(calls.submitInvestorProfile, { ...retailAnswers, net_worth: 99 }),
      400,
      'BAD_REQUEST',
    );
    await expectApiError(
      client.call(calls.submitInvestorProfile, { ...retailAnswers, occupation: 'ASTRONAUT' }),
      400,
    );
    await expectApiError(
      client.call(calls.submitInvestorProfile, { ...retailAnswers, intended_investment_amount: 1 }),
      400,
      'USER_CORRECTABLE',
    );
    await expectApiError(
      client.call(calls.submitInstitutionInvestorProfile, {
        investor_type: 'OTHER',
        investor_size: 'ZERO_TO_HUNDRED',
        investor_experience: 'EXPERT',
        investment_allocation: 'LESS_THAN_ONE',
        time_horizon: 'ONE_TO_FIVE',
        intended_investment_amount: 2,
        risk_tolerance: 'LOW',
        active_passive: 'EQUAL',
      }),
      400,
      'BAD_REQUEST',
    );
    for (const body of [
      { ...retailAnswers, risk_tolerance: 'EXTREME' },
      { ...retailAnswers, employer: '  ' },
      { risk_tolerance: 'LOW' },
    ]) {
      expect((await h.raw('POST', '/user/investor-profile', { token, body })).status).toBe(400);
    }
    expect(h.snapshot()).toBe(before);
    // friends@ (FRIENDS_AND_FAMILY) may choose the 15k-25k range.
    const friends = await h.signedIn('friends@cairn.example');
    expect(
      (await friends.call(calls.submitInvestorProfile, { ...retailAnswers, intended_investment_amount: 1 }))
        .intended_investment_amount,
    ).toBe(1);
  });

  it('lists the financial and institution options', async () => {
    const h = harness();
    const client = await h.signedIn('halfway@cairn.example');
    const financial = await client.call(calls.getFinancialInformationOptions, {});
    expect(financial.occupation).toHaveLength(41);
    expect(financial.employment_status.map((option) => option.value)).toEqual([
      'EMPLOYED',
      'UNEMPLOYED',
      'SELF_EMPLOYED',
      'RETIRED',
      'STUDENT',
    ]);
    expect(financial.net_worth.length).toBeGreaterThan(3);
    const institution = await client.call(calls.getInstitutionOptions, {});
    expect(institution.legal_structure.map((option) => option.value)).toContain('LLC');
    expect(institution.source_of_wealth.map((option) => option.value)).toEqual([
      'REVENUES',
      'LOAN',
      'INVESTOR',
      'TRUST',
      'GRANT',
    ]);
  });
});

describe('fees and feature flags', () => {
  it('GET /portfolio/product/{type}/fees gives every product for all, one for a product, 400 otherwise', async () => {
    const h = harness();
    const client = await h.signedIn('halfway@cairn.example');
    expect(await client.call(calls.getProductFees, { type: 'all' })).toEqual({
      platform_fee: '0.25',
      market: { product_fee: '0.30' },
      smart_beta: { product_fee: '0.50' },
      alpha: { product_fee: '0.75' },
    });
    expect(await client.call(calls.getProductFees, { type: 'alpha' })).toEqual({
      platform_fee: '0.25',
      alpha: { product_fee: '0.75' },
    });
    expect(
      (await h.raw('GET', '/portfolio/product/gold/fees', { token: client.session.getToken() })).status,
    ).toBe(400);
  });

  it('GET /backend/feature-flags (signed in, by username) and its public variant follow the world flag', async () => {
    const on = harness();
    const client = await on.signedIn('investor@cairn.example');
    expect(await client.call(calls.getFeatureFlags, {})).toEqual({ tlhEnabled: true });
    expect(await client.call(calls.getFeatureFlags, { username: 'user-investor' })).toEqual({
      tlhEnabled: true,
    });
    expect(await on.client().call(calls.getPublicFeatureFlags, {})).toEqual({ tlhEnabled: true });
    await expectApiError(on.client().call(calls.getFeatureFlags, {}), 401);

    const off = harness({ tlhFlag: false });
    expect(await off.client().call(calls.getPublicFeatureFlags, { username: 'user-investor' })).toEqual({
      tlhEnabled: false,
    });
  });
});
