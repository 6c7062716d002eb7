import { describe, expect, it } from 'vitest';
import { globalMessages } from './catalogue';
import { type ErrorReaction, mutationErrorPolicy, queryErrorPolicy, USER_CORRECTABLE } from './policy';

const generic: ErrorReaction = {
  kind: 'error',
  message: 'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
};

describe('mutationErrorPolicy (doc 2 §8, doc 3 §8)', () => {
  it.each<[string, number, unknown, ErrorReaction]>([
    ['401 logs out', 401, { code: USER_CORRECTABLE, message: 'Fix it' }, { kind: 'logout' }],
    ['404 is silent', 404, { code: USER_CORRECTABLE, message: 'Fix it' }, { kind: 'silent' }],
    [
      '418 shows the demo info toast',
      418,
      { message: 'Incorrect' },
      { kind: 'info', message: "Demo accounts can't do this one, but everything else is open to explore!" },
    ],
    ["message containing 'disabled' is silent", 400, { message: 'Account is disabled' }, { kind: 'silent' }],
    ["message containing 'Incorrect' is silent", 400, { message: 'Incorrect password' }, { kind: 'silent' }],
    [
      "'disabled' wins over USER_CORRECTABLE",
      422,
      { code: USER_CORRECTABLE, message: 'Withdrawals are disabled for this account' },
      { kind: 'silent' },
    ],
    ["'incorrect' in lower case is not matched", 500, { message: 'incorrect value' }, generic],
    ["'Disabled' with a capital is not matched", 500, { message: 'Disabled feature' }, generic],
    [
      'USER_CORRECTABLE shows the body message',
      400,
      { code: 'USER_CORRECTABLE', message: 'Please verify your bank account first.' },
      { kind: 'error', message: 'Please verify your bank account first.' },
    ],
    ['USER_CORRECTABLE without a message: generic', 400, { code: 'USER_CORRECTABLE' }, generic],
    [
      'USER_CORRECTABLE with a blank message: generic',
      400,
      { code: 'USER_CORRECTABLE', message: '  ' },
      generic,
    ],
    [
      'USER_CORRECTABLE with a non-text message: generic',
      400,
      { code: 'USER_CORRECTABLE', message: 42 },
      generic,
    ],
    ['another code: generic', 400, { code: 'SERVER_FAULT', message: 'Stack trace...' }, generic],
    ['500 without body: generic', 500, undefined, generic],
    ['null body: generic', 500, null, generic],
    ['text body: generic', 502, 'Bad Gateway', generic],
    ['network failure (status 0): generic', 0, undefined, generic],
  ])('%s', (_name, status, body, expected) => {
    expect(mutationErrorPolicy(status, body)).toEqual(expected);
  });
});

describe('queryErrorPolicy (doc 2 §8)', () => {
  it.each<[number, ErrorReaction]>([
    [401, { kind: 'logout' }],
    [404, generic],
    [418, generic],
    [500, generic],
    [0, generic],
  ])('%i -> %j', (status, expected) => {
    expect(queryErrorPolicy(status)).toEqual(expected);
  });

  it('uses the catalogue message', () => {
    expect(queryErrorPolicy(500)).toEqual({ kind: 'error', message: globalMessages.serverError });
  });
});
