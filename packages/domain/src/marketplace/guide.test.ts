import { describe, expect, it } from 'vitest';
import { MAX_INVESTMENTS, MIN_WEIGHT } from '../constants';
import { validatePortfolioWeights } from '../portfolio/weights';
import {
  GUIDE_DISCLAIMER,
  guideAllocationState,
  guideNavigation,
  guideStep,
  guideStepAfter,
  MODEL_SELECTION_GUIDE_STEPS,
} from './guide';

describe('the Model Selection Guide: 14 steps, 0 to 13 (doc 2 §2)', () => {
  it('numbers its steps 0 to 13', () => {
    expect(MODEL_SELECTION_GUIDE_STEPS.map((step) => step.index)).toEqual([...Array(14).keys()]);
    for (const step of MODEL_SELECTION_GUIDE_STEPS) {
      expect(step.title.length).toBeGreaterThan(3);
      expect(step.body.length).toBeGreaterThan(40);
    }
  });
  it('shows nine hypothetical profiles, each with an example allocation that My Portfolio accepts', () => {
    const examples = MODEL_SELECTION_GUIDE_STEPS.filter((step) => step.allocation !== undefined);
    expect(examples.map((step) => step.index)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const step of examples) {
      const allocation = step.allocation ?? [];
      expect(step.profile?.facts.length).toBe(5);
      expect(validatePortfolioWeights(allocation)).toMatchObject({ valid: true, total: 100 });
      expect(allocation.length).toBeLessThanOrEqual(MAX_INVESTMENTS);
      expect(allocation.every((item) => item.weight >= MIN_WEIGHT)).toBe(true);
      expect(new Set(allocation.map((item) => item.name)).size).toBe(allocation.length);
    }
    expect(new Set(examples.map((step) => step.profile?.style))).toEqual(
      new Set(['MARKET', 'SMART_BETA', 'ALPHA']),
    );
  });
  it('says the example weights are hypothetical and subject to change (doc 2 §1)', () => {
    expect(GUIDE_DISCLAIMER).toContain('Example weights are hypothetical and subject to change');
  });
  it('is linear with Back and Next, and Done on the last step', () => {
    expect(guideNavigation(0)).toEqual({ back: false, next: 'Next' });
    expect(guideNavigation(6)).toEqual({ back: true, next: 'Next' });
    expect(guideNavigation(13)).toEqual({ back: true, next: 'Done' });
    expect(guideStepAfter(0, 'NEXT')).toBe(1);
    expect(guideStepAfter(12, 'NEXT')).toBe(13);
    expect(guideStepAfter(13, 'NEXT')).toBe('DONE');
    expect(guideStepAfter(5, 'BACK')).toBe(4);
    expect(guideStepAfter(0, 'BACK')).toBe(0);
    expect(guideStep(3).title).toBe('First Steps');
  });
  it.each([-1, 14, 2.5])('has no step %j', (step) => {
    expect(() => guideStep(step)).toThrow(RangeError);
    expect(() => guideNavigation(step)).toThrow(RangeError);
    expect(() => guideStepAfter(step, 'NEXT')).toThrow(RangeError);
  });
});

describe("guideAllocationState: 'Applied to My Portfolio' and the minimum tooltip (doc 2 §2, §8)", () => {
  const allocation = guideStep(3).allocation ?? [];
  it('is applied when the saved portfolio matches, in any order', () => {
    const state = guideAllocationState({
      allocation,
      savedPortfolio: [
        { name: 'Bitcoin & Ether', weight: 30 },
        { name: 'Crypto Market', weight: 70 },
      ],
      balance: '100000',
      minimums: { 'Crypto Market': 25000 },
    });
    expect(state).toEqual({ applied: true, disabled: false, tooltip: null });
  });
  it('is disabled with the tooltip when a minimum is above the balance', () => {
    const state = guideAllocationState({
      allocation,
      savedPortfolio: [],
      balance: '24999.99',
      minimums: { 'Crypto Market': 25000, 'Bitcoin & Ether': '25000' },
    });
    expect(state.applied).toBe(false);
    expect(state.disabled).toBe(true);
    expect(state.tooltip).toContain('minimum balance above your current balance');
  });
});
