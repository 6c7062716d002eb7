import { describe, expect, it } from 'vitest';
import { addressMessages, joinAddress, usStateSchema, zipSchema } from './address';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('address (doc 1 §5)', () => {
  it.each([
    ['02110', null],
    ['', 'Valid zip code is required'],
    ['0211', 'Valid zip code is required'],
    ['021100', 'Valid zip code is required'],
    ['0211a', 'Valid zip code is required'],
    ['02110-1234', 'Valid zip code is required'],
  ])('zip %j gives %j (exactly 5 digits)', (zip, message) => {
    expect(messageOf(zipSchema.safeParse(zip))).toBe(message);
  });

  it.each([
    ['MA', null],
    ['DC', null],
    ['NY', addressMessages.stateRequired],
    ['', addressMessages.stateRequired],
  ])('state %j gives %j (NY is not offered)', (state, message) => {
    expect(messageOf(usStateSchema.safeParse(state))).toBe(message);
  });

  it.each([
    ['1 Main St', undefined, '1 Main St'],
    ['1 Main St', '', '1 Main St'],
    ['1 Main St', null, '1 Main St'],
    [' 1 Main St ', ' Apt 2 ', '1 Main St, Apt 2'],
  ])('joinAddress(%j, %j) is %j', (line1, line2, expected) => {
    expect(joinAddress(line1, line2)).toBe(expected);
  });
});
