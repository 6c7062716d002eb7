import { describe, expect, it } from 'vitest';
import { ACCOUNT_VIEW_NONE, type AccountView, type AccountViewEvent, accountView } from './accountView';

function walk(events: readonly AccountViewEvent[], start: AccountView = ACCOUNT_VIEW_NONE): AccountView {
  return events.reduce(accountView, start);
}

describe('the Account view states (doc 2 §4)', () => {
  it('exclude assets, confirm exclude assets, success', () => {
    expect(walk([{ type: 'OPEN_EXCLUSIONS' }])).toEqual({ view: 'EXCLUDE_ASSETS', chosen: [] });
    expect(
      walk([{ type: 'OPEN_EXCLUSIONS' }, { type: 'CHOOSE', chosen: ['btc'] }, { type: 'REVIEW' }]),
    ).toEqual({ view: 'CONFIRM_EXCLUDE_ASSETS', chosen: ['btc'] });
    expect(
      walk([
        { type: 'OPEN_EXCLUSIONS' },
        { type: 'CHOOSE', chosen: ['btc'] },
        { type: 'REVIEW' },
        { type: 'CONFIRM' },
      ]),
    ).toEqual({ view: 'SUCCESS' });
  });

  it('"cancel returns to exclude assets", the choice kept; Cancel on the picker closes it', () => {
    const confirming = walk([
      { type: 'OPEN_EXCLUSIONS' },
      { type: 'CHOOSE', chosen: ['btc', 'eth'] },
      { type: 'REVIEW' },
    ]);
    expect(accountView(confirming, { type: 'CANCEL' })).toEqual({
      view: 'EXCLUDE_ASSETS',
      chosen: ['btc', 'eth'],
    });
    expect(walk([{ type: 'OPEN_EXCLUSIONS' }, { type: 'CANCEL' }])).toEqual(ACCOUNT_VIEW_NONE);
  });

  it('needs a chosen asset to review', () => {
    expect(walk([{ type: 'OPEN_EXCLUSIONS' }, { type: 'REVIEW' }])).toEqual({
      view: 'EXCLUDE_ASSETS',
      chosen: [],
    });
  });

  it.each<[string, AccountViewEvent, AccountView]>([
    ['recommendation update', { type: 'RECOMMENDATION_CHANGED' }, { view: 'RECOMMENDATION_UPDATE' }],
    ['withdrawal success', { type: 'WITHDRAWAL_SENT' }, { view: 'WITHDRAWAL_SUCCESS' }],
  ])('%s', (_, event, expected) => {
    expect(accountView(ACCOUNT_VIEW_NONE, event)).toEqual(expected);
    expect(accountView(expected, { type: 'CLOSE' })).toEqual(ACCOUNT_VIEW_NONE);
  });

  it.each<[AccountView, AccountViewEvent]>([
    [ACCOUNT_VIEW_NONE, { type: 'CONFIRM' }],
    [ACCOUNT_VIEW_NONE, { type: 'CHOOSE', chosen: ['btc'] }],
    [{ view: 'SUCCESS' }, { type: 'OPEN_EXCLUSIONS' }],
    [{ view: 'SUCCESS' }, { type: 'CANCEL' }],
    [{ view: 'EXCLUDE_ASSETS', chosen: ['btc'] }, { type: 'CONFIRM' }],
  ])('%j ignores %j', (state, event) => {
    expect(accountView(state, event)).toBe(state);
  });
});
