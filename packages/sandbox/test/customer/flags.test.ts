import { describe, expect, it } from 'vitest';
import { TLH_UNAVAILABLE_MESSAGE } from '../../src/api/user/application';
import { DEMO_USER_IDS } from '../../src/seed/users';
import { apiError, calls, harness, userCalls } from './harness';

const range = { start_date: '2024-01-01', end_date: '2026-11-21' };

describe('the TLH feature flag is per user', () => {
  it('is on for investor@ and off for tlhoff@, signed in or looked up by identity sub or email', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const tlhoff = await h.signedIn('tlhoff@cairn.example');
    expect(await investor.call(userCalls.getFeatureFlags, {})).toEqual({ tlhEnabled: true });
    expect(await tlhoff.call(userCalls.getFeatureFlags, {})).toEqual({ tlhEnabled: false });
    expect(await investor.call(userCalls.getFeatureFlags, { username: DEMO_USER_IDS.tlhoff })).toEqual({
      tlhEnabled: false,
    });
    expect(await tlhoff.call(userCalls.getFeatureFlags, { username: DEMO_USER_IDS.investor })).toEqual({
      tlhEnabled: true,
    });
    const anonymous = h.client();
    expect(
      await anonymous.call(userCalls.getPublicFeatureFlags, { username: 'tlhoff@cairn.example' }),
    ).toEqual({
      tlhEnabled: false,
    });
    expect(
      await anonymous.call(userCalls.getPublicFeatureFlags, { username: 'someone@else.example' }),
    ).toEqual({
      tlhEnabled: true,
    });
    expect(await anonymous.call(userCalls.getPublicFeatureFlags, {})).toEqual({ tlhEnabled: true });
  });

  it('keeps TLH away from a user whose flag is off: no harvests, and turning it on is refused', async () => {
    const h = harness();
    const tlhoff = await h.signedIn('tlhoff@cairn.example');
    expect(await tlhoff.call(calls.getHarvestedLosses, range)).toEqual({
      total_harvested_losses: '0.00',
      chart_data: [],
    });
    const refused = await apiError(tlhoff.call(userCalls.updateTlh, { tlh_enabled: true }));
    expect(refused.body).toEqual({ code: 'USER_CORRECTABLE', message: TLH_UNAVAILABLE_MESSAGE });
    expect((await tlhoff.call(userCalls.getUserProfile, {})).tlh_enabled).toBe(false);
    const investor = await h.signedIn('investor@cairn.example');
    expect((await investor.call(calls.getHarvestedLosses, range)).chart_data.length).toBeGreaterThan(0);
  });

  it('SANDBOX_TLH=off still turns it off for everybody', async () => {
    const h = harness({ tlhFlag: false });
    const investor = await h.signedIn('investor@cairn.example');
    expect(await investor.call(userCalls.getFeatureFlags, {})).toEqual({ tlhEnabled: false });
    expect(
      await h.client().call(userCalls.getPublicFeatureFlags, { username: DEMO_USER_IDS.investor }),
    ).toEqual({
      tlhEnabled: false,
    });
    expect(await investor.call(calls.getHarvestedLosses, range)).toEqual({
      total_harvested_losses: '0.00',
      chart_data: [],
    });
  });
});
