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

  it('stands under the navigation item each step describes, the item ringed, clear of the page', async () => {
    const { screen } = await openInvestorApp('/dashboard', REQUIRES_TUTORIAL);
    const navigation = screen.getByRole('navigation');
    for (const [index, step] of TUTORIAL_STEPS.slice(0, 2).entries()) {
      const dialog = screen.getByRole('dialog', { name: step.title });
      await expect.element(dialog).toBeInTheDocument();
      const item = navigation.getByRole('link', { name: step.title, exact: true }).element();
      await expect.poll(() => item.hasAttribute('data-tour-target')).toBe(true);
      // Under the item, centred on it (the arrow points up at it): in the navigation's column,
      // never over the page's title or banner (issue 30; the e2e test measures that at 1440 px).
      await expect
        .poll(() => dialog.element().getBoundingClientRect().top)
        .toBeGreaterThanOrEqual(item.getBoundingClientRect().bottom);
      const box = dialog.element().getBoundingClientRect();
      const itemBox = item.getBoundingClientRect();
      expect(box.left + box.width / 2).toBeGreaterThan(itemBox.left);
      expect(box.left + box.width / 2).toBeLessThan(itemBox.right);
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
