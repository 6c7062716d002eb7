import { describe, expect, it } from 'vitest';
import { appRedirectUrl } from './appRedirect';

describe('appRedirectUrl (doc 1 §2.1 /appredirect)', () => {
  it.each([
    ['', 'cairn://'],
    ['?', 'cairn://'],
    ['?code=123&state=a%20b', 'cairn://?code=123&state=a%20b'],
    ['code=1', 'cairn://?code=1'],
  ])('%j -> %j', (search, expected) => {
    expect(appRedirectUrl(search)).toBe(expected);
  });

  it('takes another scheme', () => {
    expect(appRedirectUrl('?a=1', 'other://open')).toBe('other://open?a=1');
  });
});
