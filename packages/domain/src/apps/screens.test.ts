import { describe, expect, it } from 'vitest';
import { ERROR_SCREEN, NOT_FOUND_SCREEN, PAGE_NOT_AVAILABLE_SCREEN } from './screens';

describe('app screens quote the spec', () => {
  it('error screen: doc 1 §2.1 text, Cairn Home to /dashboard, Cairn Login to /', () => {
    expect(`${ERROR_SCREEN.title} ${ERROR_SCREEN.message}`).toBe(
      'Uh oh! Sorry, something went wrong on our end. Our team has been notified...',
    );
    expect([ERROR_SCREEN.homeLabel, ERROR_SCREEN.homeHref]).toEqual(['Cairn Home', '/dashboard']);
    expect([ERROR_SCREEN.loginLabel, ERROR_SCREEN.loginHref]).toEqual(['Cairn Login', '/']);
  });
  it("403 is 'Page Not Available' with a way back to login; not-found leads to /dashboard", () => {
    expect(PAGE_NOT_AVAILABLE_SCREEN.title).toBe('Page Not Available');
    expect(PAGE_NOT_AVAILABLE_SCREEN.actionHref).toBe('/login');
    expect(NOT_FOUND_SCREEN.actionHref).toBe('/dashboard');
  });
});
