import { describe, expect, it } from 'vitest';
import { ACTIVE_ONLY_ROUTES, ANY_STATUS_ROUTES, canAccessCustomerRoute } from './routes';

const concrete = (route: string) =>
  route.replace(':modelName', 'Market%20Leaders').replace(':indexTicker', 'CRN10');

describe('canAccessCustomerRoute (doc 2 §2 "Access by user status")', () => {
  it.each(ANY_STATUS_ROUTES.map((route) => [route]))('every status reaches %s', (route) => {
    expect(canAccessCustomerRoute(route, 'ACTIVE')).toBe(true);
    expect(canAccessCustomerRoute(route, 'INACTIVE')).toBe(true);
  });

  it.each(ACTIVE_ONLY_ROUTES.map((route) => [concrete(route)]))('only ACTIVE reaches %s', (route) => {
    expect(canAccessCustomerRoute(route, 'ACTIVE')).toBe(true);
    expect(canAccessCustomerRoute(route, 'INACTIVE')).toBe(false);
    expect(canAccessCustomerRoute(route, 'SUSPENDED')).toBe(false);
  });

  it.each([
    ['/activity/log?page=2', true],
    ['/dashboard/', true],
    ['/activity/tax-center/transactions', true],
    ['/activityfeed', false],
    ['/accounts', false],
    ['/portfolio/', false],
  ])('INACTIVE on %s: %s', (path, expected) => {
    expect(canAccessCustomerRoute(path, 'INACTIVE')).toBe(expected);
  });
});
