import { describe, expect, it } from 'vitest';
import { APPS, appForPath, assetPrefix } from './paths';

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

  it('gives each app its own asset base', () => {
    expect(APPS.map(assetPrefix)).toEqual(['/app/onboarding/', '/app/customer/', '/app/admin/']);
  });
});
