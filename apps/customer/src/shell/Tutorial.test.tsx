// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { describe, expect, it } from 'vitest';
import { openInvestorApp } from '../testing';
import { TUTORIAL_STEPS } from './copy';

const REQUIRES_TUTORIAL = { 'GET /user/requires-tutorial': () => ({ requires_tutorial: true }) };

// Issue 30 "States": 'the tutorial only on the dashboard'.
describe('the first-visit tutorial', () => {
  it('opens on the dashboard', async () => {
    const { screen } = await openInvestorApp('/dashboard', REQUIRES_TUTORIAL);
    await expect
      .element(screen.getByRole('dialog', { name: TUTORIAL_STEPS[0]?.title ?? 'Dashboard' }))
      .toBeInTheDocument();
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
