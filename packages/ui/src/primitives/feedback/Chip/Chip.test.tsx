import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../theme/global.css';
import { Chip } from './Chip';

const emulateReducedMotion = (value: 'reduce' | '') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await emulateReducedMotion('');
});

// A story cannot switch the browser's motion preference; the CDP can.
describe('Chip under prefers-reduced-motion', () => {
  it('does not animate, and still disappears after its duration', async () => {
    await emulateReducedMotion('reduce');
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const onHidden = vi.fn();
    const screen = await render(
      <Chip durationMs={400} onHidden={onHidden}>
        Email sent. Please check your inbox
      </Chip>,
    );
    const chip = screen.getByRole('status');
    await expect.element(chip).toBeInTheDocument();
    expect(getComputedStyle(chip.element()).animationName).toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect.element(chip).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();
    await expect.poll(() => onHidden.mock.calls.length, { timeout: 2000 }).toBe(1);
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });
});
