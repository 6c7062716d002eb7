import { navItems } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from './copy';
import { tutorialStep } from './tutorial';

describe('the six-step tutorial (doc 2 §2 Side navigation, §7)', () => {
  it('has one step per top-level navigation item, in navigation order', () => {
    expect(TUTORIAL_STEPS.map((step) => step.navKey)).toEqual(
      navItems('ACTIVE', 'SUCCESS').map((item) => item.key),
    );
  });
  it('shows Next on steps 0 to 4 and Start on the last', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => tutorialStep(index).button)).toEqual([
      'Next',
      'Next',
      'Next',
      'Next',
      'Next',
      'Start',
    ]);
    expect(tutorialStep(5)).toMatchObject({ navKey: 'activity', completes: true, index: 5 });
    expect(tutorialStep(0)).toMatchObject({ navKey: 'dashboard', title: 'Dashboard', completes: false });
  });
  it.each([-1, 6, 0.5])('has no step %j', (index) => {
    expect(() => tutorialStep(index)).toThrow(RangeError);
  });
});
