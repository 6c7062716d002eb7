// Types `cdp().send` with Playwright's CDP session (the provider the browser tests run on).
import type {} from '@vitest/browser-playwright';
import { type EChartsType, getInstanceByDom } from 'echarts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../theme/global.css';
import '../../theme/dark.css';
import '../../theme/light.css';
import { BalanceChart, type BalancePoint } from './BalanceChart';

// What a story cannot show: unmounting, resizing the container, the motion preference.

const history: BalancePoint[] = Array.from({ length: 60 }, (_, day) => ({
  date: new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10),
  balance: (50_000 + day * 125.5).toFixed(2),
}));

async function drawn(onReady: ReturnType<typeof vi.fn>): Promise<EChartsType> {
  await vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 15_000 });
  return onReady.mock.calls[0]?.[0] as EChartsType;
}

const emulateReducedMotion = (value: 'reduce' | '') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  await emulateReducedMotion('');
  vi.restoreAllMocks();
});

describe('kit charts (echarts lifecycle)', () => {
  it('disposes the echarts instance on unmount', async () => {
    const onReady = vi.fn();
    const screen = await render(<BalanceChart history={history} onChartReady={onReady} />);
    const instance = await drawn(onReady);
    const dom = instance.getDom();
    expect(getInstanceByDom(dom)).toBe(instance);
    await screen.unmount();
    expect(instance.isDisposed()).toBe(true);
    expect(getInstanceByDom(dom)).toBeUndefined();
  });

  it('resizes with its container (ResizeObserver)', async () => {
    const onReady = vi.fn();
    const screen = await render(
      <div data-testid="box" style={{ width: 640 }}>
        <BalanceChart history={history} onChartReady={onReady} />
      </div>,
    );
    const instance = await drawn(onReady);
    const box = screen.getByTestId('box').element() as HTMLElement;
    const chartWidth = () => instance.getDom().clientWidth;
    expect(instance.getWidth()).toBe(chartWidth());
    box.style.width = '420px';
    await vi.waitFor(() => expect(instance.getWidth()).toBe(chartWidth()));
    expect(instance.getWidth()).toBeLessThan(420);
    await screen.unmount();
  });

  it('animates only without prefers-reduced-motion (and never under automation)', {
    timeout: 40_000,
  }, async () => {
    const animated = (instance: EChartsType) => (instance.getOption() as { animation?: unknown }).animation;

    const underAutomation = vi.fn();
    const first = await render(<BalanceChart history={history} onChartReady={underAutomation} />);
    expect(navigator.webdriver).toBe(true);
    expect(animated(await drawn(underAutomation))).toBe(false);
    await first.unmount();

    const webdriver = vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);
    const normal = vi.fn();
    const second = await render(<BalanceChart history={history} onChartReady={normal} />);
    expect(animated(await drawn(normal))).toBe(true);
    await second.unmount();
    webdriver.mockRestore();

    await emulateReducedMotion('reduce');
    const reduced = vi.fn();
    const third = await render(<BalanceChart history={history} onChartReady={reduced} />);
    expect(animated(await drawn(reduced))).toBe(false);
    await third.unmount();
  });
});
