import { afterEach, describe, expect, it } from 'vitest';
import { consoleErrorReporter, setErrorReporter } from './errorReporter';
import { ApiError, ContractError, NetworkError } from './http/errors';
import { handleMutationError, handleQueryError, setToast, type ToastRequest } from './policy';

const GENERIC =
  'Apologies, a server error has occurred. Please contact our customer support team for assistance.';
const DEMO = "Demo accounts can't do this one, but everything else is open to explore!";

function collect() {
  const toasts: ToastRequest[] = [];
  setToast((toast) => toasts.push(toast));
  return toasts;
}

afterEach(() => {
  setToast(() => {});
  setErrorReporter(consoleErrorReporter);
});

describe('the mutation error policy, applied once for every app', () => {
  it.each([
    [new ApiError('save', 404, undefined), 'silent', []],
    [new ApiError('save', 418, { code: 'DEMO_ACCOUNT' }), 'info', [{ tone: 'info', message: DEMO }]],
    [new ApiError('save', 400, { message: 'User is disabled' }), 'silent', []],
    [new ApiError('save', 400, { message: 'Incorrect password' }), 'silent', []],
    [
      new ApiError('save', 400, { code: 'USER_CORRECTABLE', message: 'Weights must total 100' }),
      'error',
      [{ tone: 'danger', message: 'Weights must total 100' }],
    ],
    [
      new ApiError('save', 500, { code: 'SERVER_ERROR', message: 'boom' }),
      'error',
      [{ tone: 'danger', message: GENERIC }],
    ],
    [new ApiError('save', 401, undefined), 'logout', []],
    [new ContractError('save', [], 200), 'error', [{ tone: 'danger', message: GENERIC }]],
  ])('%s → %s', (error, kind, expected) => {
    const toasts = collect();
    expect(handleMutationError(error).kind).toBe(kind);
    expect(toasts).toEqual(expected);
  });

  it('reports failures that are not HTTP answers, with the generic toast', () => {
    const toasts = collect();
    const reported: unknown[] = [];
    setErrorReporter({ captureException: (error) => reported.push(error) });
    const error = new NetworkError('save', new TypeError('Failed to fetch'));
    expect(handleMutationError(error)).toEqual({ kind: 'error', message: GENERIC });
    expect(toasts).toEqual([{ tone: 'danger', message: GENERIC }]);
    expect(reported).toEqual([error]);
  });
});

describe('the query error policy', () => {
  it('logs out on 401 and shows the generic toast for anything else', () => {
    const toasts = collect();
    expect(handleQueryError(new ApiError('read', 401, undefined)).kind).toBe('logout');
    expect(handleQueryError(new ApiError('read', 404, undefined))).toEqual({
      kind: 'error',
      message: GENERIC,
    });
    expect(toasts).toEqual([{ tone: 'danger', message: GENERIC }]);
  });
});
