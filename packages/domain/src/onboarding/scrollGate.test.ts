import { describe, expect, it } from 'vitest';
import { AGREEMENT_SCROLL_THRESHOLD_PX } from '../constants';
import { hasScrolledToEnd } from './scrollGate';

describe('hasScrolledToEnd (doc 1 §4: the agreement scrolled to within 20 px of its bottom)', () => {
  it.each([
    [780, true],
    [779, false],
    [800, true],
    [0, false],
  ])('scrollTop %i of a 1000 px text in a 200 px box: %s', (scrollTop, expected) => {
    expect(
      hasScrolledToEnd({ scrollHeight: 1000, clientHeight: 200, scrollTop }, AGREEMENT_SCROLL_THRESHOLD_PX),
    ).toBe(expected);
  });

  it('counts content that does not overflow as read', () => {
    expect(
      hasScrolledToEnd({ scrollHeight: 100, clientHeight: 200, scrollTop: 0 }, AGREEMENT_SCROLL_THRESHOLD_PX),
    ).toBe(true);
  });
});
