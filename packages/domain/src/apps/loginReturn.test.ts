import { describe, expect, it } from 'vitest';
import { LOGIN_RETURN_PARAM, loginPathReturningTo, returnPathFromQuery, safeReturnPath } from './loginReturn';

describe('the page to return to after sign-in', () => {
  it('names the query parameter redirect', () => {
    expect(LOGIN_RETURN_PARAM).toBe('redirect');
  });

  it.each([
    ['/admin/indices', '/admin/indices'],
    ['/admin/index-creation/cairn-large-cap', '/admin/index-creation/cairn-large-cap'],
    ['/admin?tab=1#top', '/admin'],
    ['/admin/model-creation/cairn%20core', '/admin/model-creation/cairn%20core'],
  ])('keeps the path of %s', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['admin'],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/admin\nSet-Cookie: x'],
    ['/admin\u007f'],
    ['javascript:alert(1)'],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the login URL that comes back', () => {
    expect(loginPathReturningTo('/admin/indices')).toBe('/login?redirect=%2Fadmin%2Findices');
    expect(loginPathReturningTo('/admin/index-creation?x=1')).toBe(
      '/login?redirect=%2Fadmin%2Findex-creation',
    );
  });

  it('sends to plain /login without a safe path, or from the login page itself', () => {
    expect(loginPathReturningTo(null)).toBe('/login');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
    expect(loginPathReturningTo('/login')).toBe('/login');
  });

  it('reads the path back from the login query string', () => {
    expect(returnPathFromQuery('?redirect=%2Fadmin%2Findices')).toBe('/admin/indices');
    expect(returnPathFromQuery('redirect=/admin/keys&x=1')).toBe('/admin/keys');
    expect(returnPathFromQuery('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromQuery('')).toBeNull();
    expect(returnPathFromQuery('?redirect=%E0%A4%A')).toBeNull();
    expect(returnPathFromQuery('?other=1')).toBeNull();
  });

  it('round-trips through the login URL', () => {
    const login = loginPathReturningTo('/admin/model-creation/cairn-core');
    expect(returnPathFromQuery(login.slice(login.indexOf('?')))).toBe('/admin/model-creation/cairn-core');
  });
});
