import {
  globalMessages,
  JOINED_ADDRESS_MAX_LENGTH,
  requestMessages,
  SIGNATURE_MAX_LENGTH,
  TEXT_LIMITS,
  textTooLongMessage,
  twoFactorMessages,
} from '@cairn/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, createApiClient } from './http/client';
import { ApiError } from './http/errors';
import { handleMutationError, setToast, type ToastRequest } from './policy';
import { createSession, memoryStorage } from './session';
import { signInWithPassword } from './session-flow';
import {
  AdvisoryAgreementSignature,
  ApplicationChanges,
  AuthAttributeChange,
  SignInRequest,
  SignupRequest,
  userCallSpecs,
} from './user';

/**
 * The answers the hardened API gives (413 too large, 415 not JSON, 429 throttled sign-in) reach the
 * apps as the error policy expects, and the request schemas refuse over-long text with the same
 * message as the forms.
 */

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let toasts: ToastRequest[];
beforeEach(() => {
  toasts = [];
  setToast((toast) => toasts.push(toast));
});
afterEach(() => {
  configureApiClient();
  setToast(() => {});
});

const answering = (response: Response) =>
  createApiClient({
    baseUrl: 'http://api.test/api',
    session: createSession(memoryStorage()),
    reporter: () => ({ captureException: () => {} }),
    fetch: () => Promise.resolve(response),
  });

describe('answers of the hardened API', () => {
  it('a throttled sign-in (429 TOO_MANY_TRIES) shows the 2FA catalogue message on the form', async () => {
    configureApiClient({
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
      reporter: () => ({ captureException: () => {} }),
      fetch: () =>
        Promise.resolve(
          json(
            429,
            { code: 'TOO_MANY_TRIES', message: twoFactorMessages.TOO_MANY_TRIES },
            { 'Retry-After': '900' },
          ),
        ),
    });
    await expect(signInWithPassword({ email: 'ada@cairn.example', password: 'pw' })).resolves.toEqual({
      kind: 'failed',
      message: 'Too many attempts. Please try again later.',
    });
    expect(toasts).toEqual([]);
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', requestMessages.tooLarge(64 * 1024)],
    [415, 'UNSUPPORTED_MEDIA_TYPE', requestMessages.jsonOnly],
    [400, 'BAD_REQUEST', requestMessages.invalidMultipart],
  ])('%i %s is an ApiError with its body, and the generic toast', async (status, code, message) => {
    const client = answering(json(status, { code, message }));
    const error = await client.call(userCallSpecs.updateApplication, { city: 'Boston' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body: { code, message } });
    handleMutationError(error);
    expect(toasts.map((toast) => toast.message)).toEqual([globalMessages.serverError]);
  });
});

describe('request schemas bound every text field with the forms’ limits and message', () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);
  const signup = {
    first_name: 'Quinn',
    last_name: 'Lopez',
    email: 'quinn@example.com',
    phone_number: '+16175550123',
    accepted_tos: true,
    password: 'Str0ng!pass',
    account_type: 'INDIVIDUAL',
  };

  it('refuses a 10,000-character first name', () => {
    expect(SignupRequest.safeParse(signup).success).toBe(true);
    expect(messageOf(SignupRequest.safeParse({ ...signup, first_name: 'Q'.repeat(10_000) }))).toEqual([
      textTooLongMessage(TEXT_LIMITS.line),
    ]);
  });

  it.each([
    ['first_name', ApplicationChanges, TEXT_LIMITS.line],
    ['middle_name', ApplicationChanges, TEXT_LIMITS.line],
    ['legal_entity_name', ApplicationChanges, TEXT_LIMITS.line],
    ['dba_name', ApplicationChanges, TEXT_LIMITS.line],
    ['city', ApplicationChanges, TEXT_LIMITS.line],
    ['legal_signer_position_at_institution', ApplicationChanges, TEXT_LIMITS.line],
    ['employer', ApplicationChanges, TEXT_LIMITS.line],
    ['address', ApplicationChanges, JOINED_ADDRESS_MAX_LENGTH],
    ['proof_of_address_explanation', ApplicationChanges, TEXT_LIMITS.paragraph],
    ['advisory_agreement_signature', AdvisoryAgreementSignature, SIGNATURE_MAX_LENGTH],
    ['password', SignInRequest, TEXT_LIMITS.password],
    ['new_password', AuthAttributeChange, TEXT_LIMITS.password],
  ] as const)('%s takes %i characters and refuses one more', (field, schema, limit) => {
    const base: Record<string, unknown> =
      schema === SignInRequest
        ? { username: 'a@b.co', type: 'USER_PASS' }
        : schema === AuthAttributeChange
          ? { current_password: 'Str0ng!pass' }
          : {};
    expect(schema.safeParse({ ...base, [field]: 'x'.repeat(limit) }).success).toBe(true);
    expect(messageOf(schema.safeParse({ ...base, [field]: 'x'.repeat(limit + 1) }))).toEqual([
      textTooLongMessage(limit),
    ]);
  });

  it('refuses an email longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    expect(SignupRequest.safeParse({ ...signup, email }).success).toBe(false);
  });
});
