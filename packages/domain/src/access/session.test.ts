import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../constants';
import {
  IDLE_WARNING_MS,
  idleState,
  idleWarningMessages,
  keepsSessionStores,
  logoutDialogMessages,
  type SessionEndReason,
  sessionEndDestination,
  sessionEndNotice,
} from './session';

describe('idleState (doc 1 §4: 30 minutes idle logs out; a warning a minute before)', () => {
  const start = 1_000_000;
  it.each([
    [0, { kind: 'active' }],
    [IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1, { kind: 'active' }],
    [IDLE_TIMEOUT_MS - IDLE_WARNING_MS, { kind: 'warning', secondsLeft: 60 }],
    [IDLE_TIMEOUT_MS - 59_500, { kind: 'warning', secondsLeft: 60 }],
    [IDLE_TIMEOUT_MS - 1, { kind: 'warning', secondsLeft: 1 }],
    [IDLE_TIMEOUT_MS, { kind: 'expired' }],
    [IDLE_TIMEOUT_MS + 5_000, { kind: 'expired' }],
  ])('after %d ms idle: %j', (elapsed, expected) => {
    expect(idleState(start, start + elapsed)).toEqual(expected);
  });

  it('takes other timings, the warning never longer than the idle time', () => {
    expect(idleState(0, 2_000, { idleMs: 5_000, warningMs: 3_000 })).toEqual({
      kind: 'warning',
      secondsLeft: 3,
    });
    expect(idleState(0, 1_999, { idleMs: 5_000, warningMs: 3_000 })).toEqual({ kind: 'active' });
    expect(idleState(0, 0, { idleMs: 2_000, warningMs: 10_000 })).toEqual({
      kind: 'warning',
      secondsLeft: 2,
    });
  });
});

describe('session texts', () => {
  it('quotes the logout dialog of doc 1 §2.6', () => {
    expect([logoutDialogMessages.title, logoutDialogMessages.confirm, logoutDialogMessages.cancel]).toEqual([
      'Are you sure?',
      'Yes, Log Out',
      'No, Cancel',
    ]);
    expect(logoutDialogMessages.message).toBe('You will be logged out of Cairn.');
  });

  it('counts the seconds of the idle warning', () => {
    expect(idleWarningMessages.message(1)).toBe(
      'For your security you will be logged out in 1 second because of inactivity.',
    );
    expect(idleWarningMessages.message(60)).toContain('in 60 seconds');
    expect(idleWarningMessages.stay).toBe('Stay signed in');
  });

  it.each([
    ['idle', 'Your session expired due to inactivity.'],
    ['unauthorized', null],
    ['user', null],
    ['restart', null],
    ['deactivated', null],
  ] as const)('notice after %s: %j', (reason, expected) => {
    expect(sessionEndNotice(reason)).toBe(expected);
  });
});

describe('sessionEndDestination (doc 1 §4: logout and 401 go to /login; restart to self-identification)', () => {
  it.each<[SessionEndReason, string, string]>([
    ['user', '/dashboard', '/login'],
    ['idle', '/portfolio', '/login'],
    ['deactivated', '/account', '/login'],
    ['restart', '/onboarding/review', '/onboarding/self-identification'],
    ['unauthorized', '/admin/indices', '/login?redirect=%2Fadmin%2Findices'],
    ['unauthorized', '/login', '/login'],
    ['unauthorized', '//evil.example', '/login'],
  ])('%s on %s → %s', (reason, path, expected) => {
    expect(sessionEndDestination(reason, path)).toBe(expected);
  });
});

describe('keepsSessionStores (doc 3 §4: portfolio stores preserved on inactivity)', () => {
  it.each<[SessionEndReason, boolean]>([
    ['idle', true],
    ['unauthorized', true],
    ['user', false],
    ['restart', false],
    ['deactivated', false],
  ])('%s → %s', (reason, kept) => {
    expect(keepsSessionStores(reason)).toBe(kept);
  });
});
