import { describe, expect, it } from 'vitest';
import { TUTORIAL_COMPLETED_PAYLOAD, tutorialStep } from './tutorial';

describe('the six-step tutorial (doc 2 §2, §7)', () => {
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
  it('sets requires_tutorial to false on completion', () => {
    expect(TUTORIAL_COMPLETED_PAYLOAD).toEqual({ requires_tutorial: false });
  });
});
