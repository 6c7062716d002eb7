import { type StubApi, sandboxAnswers, stubApi, TestApp, testRouter } from '@cairn/app-shell/testing';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppRoutes } from '../../AppRoutes';

let api: StubApi | undefined;

async function open(path: string, routes = {}, token?: string) {
  api = stubApi(routes, token === undefined ? {} : { token });
  const location = testRouter(path);
  const screen = await render(
    <TestApp app="onboarding" location={location}>
      <AppRoutes />
    </TestApp>,
  );
  return { screen, location, api };
}

// The onboarding area's guard (doc 1 §2.3 rules 2 and 4), on the real pages with the contract stubbed.
describe('the onboarding guard', () => {
  it('sends a signed-in user to the page of their location, re-reading it before the page', async () => {
    const { screen, location, api } = await open('/onboarding/review', sandboxAnswers.halfway, 'token');
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Personal Information' }))
      .toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/onboarding/personal-information');
    // The location is read again for the page it lands on (doc 1 §2.2).
    expect(api.calls('GET /account/waldo').length).toBeGreaterThanOrEqual(2);
    // The account type comes from the application (local storage 'userType', doc 1 §2.1).
    expect(localStorage.getItem('userType')).toBe('INDIVIDUAL');
    expect(api.unrouted).toEqual([]);
  });

  it('keeps earlier permitted steps open', async () => {
    const { screen, location } = await open('/onboarding/confirm-mobile', sandboxAnswers.halfway, 'token');
    await expect.element(screen.getByText('This is already verified.')).toBeInTheDocument();
    expect(location.history).toEqual(['/onboarding/confirm-mobile']);
  });

  it('sends a signed-out visitor of an onboarding page to /login', async () => {
    const { screen, location } = await open('/onboarding/phone-notice', sandboxAnswers.halfway);
    await expect.element(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/login');
  });

  it('sends signup without a stored user type to self-identification', async () => {
    const { screen, location } = await open('/onboarding/signup', sandboxAnswers.halfway);
    await expect.element(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/onboarding/self-identification');
  });

  it('shows the failure with Try again when the location cannot be read, and recovers', async () => {
    let fail = true;
    const { screen, location } = await open(
      '/onboarding/personal-information',
      {
        ...sandboxAnswers.halfway,
        'GET /account/waldo': () =>
          fail
            ? new Response(JSON.stringify({ code: 'SERVER_ERROR', message: 'down' }), { status: 500 })
            : sandboxAnswers.halfway['GET /account/waldo']?.({} as never),
      },
      'token',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    await expect.element(retry).toBeInTheDocument();
    fail = false;
    await retry.click();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Personal Information' }))
      .toBeInTheDocument();
    expect(location.history).toEqual(['/onboarding/personal-information']);
  });
});
