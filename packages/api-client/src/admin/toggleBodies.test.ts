import { describe, expect, it } from 'vitest';
import { statusTogglePatch, visibilityTogglePatch } from './toggleBodies';

describe('the list toggles’ PATCH bodies (doc 3 §4)', () => {
  it.each([
    ['ACTIVE', { status: 'INACTIVE' }],
    ['INACTIVE', { status: 'ACTIVE' }],
  ] as const)('Activate/Deactivate of a %s row sends %j', (status, body) => {
    expect(statusTogglePatch(status)).toEqual(body);
  });

  it.each([
    [true, { is_hidden: false }],
    [false, { is_hidden: true }],
  ])('Show/Hide of a row with is_hidden %s sends %j', (isHidden, body) => {
    expect(visibilityTogglePatch(isHidden)).toEqual(body);
  });
});
