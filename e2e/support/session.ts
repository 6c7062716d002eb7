import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import type { APIRequestContext, Page } from '@playwright/test';

/** The password of every demo user of the sandbox. */
export const DEMO_PASSWORD = 'Cairn-demo-1!';

interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  code: string;
  sent_at: string;
}

/** The sandbox's sent codes, oldest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  return (await (await request.get('/__sandbox/outbox')).json()) as OutboxMessage[];
}

/** The newest code sent to `to` (a phone number or an email), waiting briefly for it. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const message = (await outbox(request)).filter((m) => m.to === to).at(-1);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

/**
 * Signs a user in through the API (answering the SMS challenge from the outbox when there is one)
 * and returns the access token. For tests whose subject is not the sign-in screen itself.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const before = (await outbox(request)).length;
  const response = await request.post('/api/user/authentication', {
    data: { username: email, password, type: 'USER_PASS' },
  });
  if (!response.ok())
    throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  const result = (await response.json()) as {
    Result: string;
    Session: string | null;
    AuthenticationResult: { AccessToken: string } | null;
  };
  if (result.AuthenticationResult) return result.AuthenticationResult.AccessToken;
  const sent = (await outbox(request)).slice(before).at(-1);
  if (!sent || !result.Session) throw new Error(`no 2FA code was sent for ${email}`);
  const verified = await request.put('/api/user/authentication', {
    data: { username: email, session_token: result.Session, verification_code: sent.code },
  });
  if (!verified.ok())
    throw new Error(`2FA of ${email} failed: ${verified.status()} ${await verified.text()}`);
  const done = (await verified.json()) as { AuthenticationResult: { AccessToken: string } | null };
  if (!done.AuthenticationResult) throw new Error(`2FA of ${email} gave no token`);
  return done.AuthenticationResult.AccessToken;
}

/** Signs in through the API and puts the token where the apps read it (sessionStorage) before any page script runs. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const token = await signInThroughApi(page.request, email, password);
  await page.addInitScript(
    ([key, value]) => {
      window.sessionStorage.setItem(key, value);
    },
    [ACCESS_TOKEN_KEY, token] as const,
  );
  return token;
}

/**
 * Signs in through the API and stores the token for the first page load only (`signInAs` stores it
 * on every load, which would sign the user back in after a logout).
 */
export async function signInOnce(page: Page, email: string): Promise<string> {
  const token = await signInThroughApi(page.request, email);
  await page.addInitScript(
    ([key, value]) => {
      const seeded = 'e2e.tokenSeeded';
      if (window.sessionStorage.getItem(seeded) !== null) return;
      window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(seeded, '1');
    },
    [ACCESS_TOKEN_KEY, token] as const,
  );
  return token;
}
