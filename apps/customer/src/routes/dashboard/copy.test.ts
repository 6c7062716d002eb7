import { describe, expect, it } from 'vitest';
import { dashboardPageTexts } from './copy';

describe("the dashboard's holdings", () => {
  it.each([
    [1, '1 more asset in the allocation by Asset below.'],
    [42, '42 more assets in the allocation by Asset below.'],
  ])('counts %s more as %s', (count, text) => {
    expect(dashboardPageTexts.moreHoldings(count)).toBe(text);
  });
});
