import { describe, expect, it } from 'vitest';
import { ROUTES } from './manifest';
import { APPS, appForPath, assetPrefix, PATH_TABLE } from './paths';

/** The table the manifest gives: one-segment routes with nothing below them exact, else prefixes. */
const fromManifest = APPS.map((app) => {
  const paths = ROUTES.filter((entry) => entry.app === app).map((entry): string => entry.path);
  const prefixes = [
    ...new Set(
      paths.filter((path) => path.indexOf('/', 1) > 0).map((path) => path.slice(0, path.indexOf('/', 1))),
    ),
  ];
  const exact = paths.filter((path) => path.indexOf('/', 1) < 0 && !prefixes.includes(path));
  return { app, exact, prefixes };
});

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

  it('is exactly the table the route manifest gives', () => {
    expect(PATH_TABLE).toEqual(fromManifest);
  });

  it('gives each app its own asset base', () => {
    expect(APPS.map(assetPrefix)).toEqual(['/app/onboarding/', '/app/customer/', '/app/admin/']);
  });
});
