import { describe, expect, it } from 'vitest';
import { APPS, appForPath, appForPathIn, assetPrefix, PATH_TABLE } from './paths';

describe('the one-origin path table', () => {
  it.each([
    ['/', 'onboarding', true],
    ['/login', 'onboarding', true],
    ['/2fa', 'onboarding', true],
    ['/forgot-password', 'onboarding', true],
    ['/403', 'onboarding', true],
    ['/terms-and-conditions', 'onboarding', true],
    ['/privacy-policy', 'onboarding', true],
    ['/appredirect', 'onboarding', true],
    ['/appredirect?code=1', 'onboarding', true],
    ['/onboarding', 'onboarding', true],
    ['/onboarding/signup', 'onboarding', true],
    ['/dashboard', 'customer', true],
    ['/dashboard/', 'customer', true],
    ['/portfolio', 'customer', true],
    ['/performance', 'customer', true],
    ['/account', 'customer', true],
    ['/marketplace', 'customer', true],
    ['/marketplace/models/Cairn%20Core', 'customer', true],
    ['/activity/tax-center/transactions#top', 'customer', true],
    ['/admin', 'admin', true],
    ['/admin/index-creation/12', 'admin', true],
    ['/administrator', 'onboarding', false],
    ['/dashboards', 'onboarding', false],
    ['/no/such/page', 'onboarding', false],
  ])('%s belongs to %s (known: %s)', (path, app, known) => {
    expect(appForPath(path)).toEqual({ app, known });
  });

  it('answers the same from a copy of the table as data (what the kit holds)', () => {
    const copy = JSON.parse(JSON.stringify(PATH_TABLE));
    for (const path of [
      '/',
      '/login?x=1',
      '/onboarding/signup',
      '/dashboard/',
      '/activity/log',
      '/admin/x',
      '/nope',
    ]) {
      expect(appForPathIn(copy, path)).toEqual(appForPath(path));
    }
    expect(appForPathIn([{ app: 'admin', exact: ['/a'], prefixes: ['/b'] }], '/b/c')).toEqual({
      app: 'admin',
      known: true,
    });
    expect(appForPathIn([], '/dashboard')).toEqual({ app: 'onboarding', known: false });
  });

  it('gives each app its own asset base', () => {
    expect(APPS.map(assetPrefix)).toEqual(['/app/onboarding/', '/app/customer/', '/app/admin/']);
  });
});
