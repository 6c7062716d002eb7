import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driftView } from './drift';

describe('driftView (beyond the spec: current, target and after-Apply weights)', () => {
  it.each([
    // [current, target, drifted]: beyond 5 points or beyond 25% of the target.
    [55, 50, false],
    [55.01, 50, true],
    [44.99, 50, true],
    [12.5, 10, false],
    [12.51, 10, true],
    [7.49, 10, true],
    [7.5, 10, false],
    [33.33, 33.33, false],
  ])('current %s against target %s: drifted %s', (current, target, drifted) => {
    const [row] = driftView({
      allocations: [{ name: 'A', weight: current }],
      saved: [{ name: 'A', weight: target }],
      pending: [{ name: 'A', weight: target }],
    });
    expect(row?.drifted).toBe(drifted);
  });
  it('lists saved, then pending-only, then held-only investments with their three weights', () => {
    const rows = driftView({
      allocations: [
        { name: 'Old', weight: 10 },
        { name: 'Core', weight: 90 },
      ],
      saved: [
        { name: 'Core', weight: 80 },
        { name: 'Old', weight: 20 },
      ],
      pending: [
        { name: 'Core', weight: 70 },
        { name: 'New', weight: 30 },
      ],
    });
    expect(rows).toEqual([
      {
        name: 'Core',
        current: 90,
        target: 80,
        afterApply: 70,
        drift: 10,
        relativeDrift: 0.125,
        drifted: true,
      },
      { name: 'Old', current: 10, target: 20, afterApply: 0, drift: -10, relativeDrift: -0.5, drifted: true },
      { name: 'New', current: 0, target: 0, afterApply: 30, drift: 0, relativeDrift: null, drifted: false },
    ]);
  });
  it('marks an investment held without a target', () => {
    expect(driftView({ allocations: [{ name: 'X', weight: 2 }], saved: [], pending: [] })[0]?.drifted).toBe(
      true,
    );
  });
  it('marks exactly what is beyond either threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 1, max: 10000 }),
        (currentBp, targetBp) => {
          const [row] = driftView({
            allocations: [{ name: 'A', weight: currentBp / 100 }],
            saved: [{ name: 'A', weight: targetBp / 100 }],
            pending: [],
          });
          const diff = Math.abs(currentBp - targetBp);
          expect(row?.drifted).toBe(diff > 500 || diff * 4 > targetBp);
        },
      ),
    );
  });
});
