// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { describe, expect, it } from 'vitest';
import { openInvestorApp } from '../testing';
import { TUTORIAL_STEPS, tutorialTexts } from './copy';

const REQUIRES_TUTORIAL = { 'GET /user/requires-tutorial': () => ({ requires_tutorial: true }) };

// Issue 30 "States": 'the tutorial only on the dashboard'.
describe('the first-visit tutorial', () => {
  it('opens on the dashboard', async () => {
    const { screen } = await openInvestorApp('/dashboard', REQUIRES_TUTORIAL);
    await expect
      .element(screen.getByRole('dialog', { name: TUTORIAL_STEPS[0]?.title ?? 'Dashboard' }))
      .toBeInTheDocument();
  });

  it('stands beside the navigation item each step describes, the item ringed', async () => {
    const { screen } = await openInvestorApp('/dashboard', REQUIRES_TUTORIAL);
    const navigation = screen.getByRole('navigation');
    for (const [index, step] of TUTORIAL_STEPS.slice(0, 2).entries()) {
      const dialog = screen.getByRole('dialog', { name: step.title });
      await expect.element(dialog).toBeInTheDocument();
      const item = navigation.getByRole('link', { name: step.title, exact: true }).element();
      await expect.poll(() => item.hasAttribute('data-tour-target')).toBe(true);
      // Right of the item, level with it (the arrow points at it).
      await expect
        .poll(() => dialog.element().getBoundingClientRect().left)
        .toBeGreaterThanOrEqual(item.getBoundingClientRect().right);
      const top = dialog.element().getBoundingClientRect().top;
      expect(Math.abs(top - item.getBoundingClientRect().top)).toBeLessThan(48);
      if (index === 0) {
        // Next moves the ring to the next step's item.
        await screen.getByRole('button', { name: tutorialTexts.next }).click();
        await expect.poll(() => item.hasAttribute('data-tour-target')).toBe(false);
      }
    }
  });

  it('does not open on another page, which it does not describe', async () => {
    const { api, screen } = await openInvestorApp('/activity/documents', REQUIRES_TUTORIAL);
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The page is drawn and reads its documents; the tutorial's flag is not even read there.
    await expect.poll(() => api.requests.length).toBeGreaterThan(2);
    expect(api.calls('GET /user/requires-tutorial')).toEqual([]);
    expect(screen.getByRole('dialog').elements()).toEqual([]);
  });
});
