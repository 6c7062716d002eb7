import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, createSession, memoryStorage } from './session';

describe('the session', () => {
  it('keeps the token in the given storage (sessionStorage in browsers) and ends it with a reason', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    expect(session.isSignedIn()).toBe(false);
    session.setToken('abc');
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('abc');
    expect(session.isSignedIn()).toBe(true);
    const reasons: string[] = [];
    const unsubscribe = session.onEnd((reason) => reasons.push(reason));
    session.end('idle');
    expect(session.getToken()).toBeNull();
    unsubscribe();
    session.end('user');
    expect(reasons).toEqual(['idle']);
  });

  it('falls back to memory where there is no sessionStorage (Node)', () => {
    const session = createSession();
    session.setToken('x');
    expect(session.getToken()).toBe('x');
  });
});
