import { describe, expect, it } from 'vitest';
import type { SessionEndReason } from '../access/session';
import { keepsSessionStores, sessionEndDestination } from './sessionEnd';

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
