// Types `cdp().send` with Playwright's CDP session (the provider the browser tests run on).
import type {} from '@vitest/browser-playwright';
import { type EChartsType, getInstanceByDom } from 'echarts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../theme/global.css';
import '../../theme/dark.css';
import '../../theme/light.css';
import { BalanceChart, type BalancePoint } from './BalanceChart/BalanceChart';

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

describe('kit charts: a text summary and a CSV of exactly the plotted series', () => {
  const flows = [
    { date: '2025-02-25', amount: '1000.00' },
    { date: '2025-02-25', amount: '-250.50' },
    { date: '2025-02-20', amount: '5000.00' },
  ];

  it('says what the chart shows, in view, and names the chart by it', async () => {
    const screen = await render(<BalanceChart history={history} defaultTimeframe="1m" />);
    const summary = screen.getByText(/^Balance chart, Month, 31 days from/).element();
    expect(summary.textContent).toContain('Started at $53,639.50 and ended at $57,404.50');
    const frame = summary.closest('section') as HTMLElement;
    expect(frame.getAttribute('aria-describedby')).toBe(summary.id);
    await screen.unmount();
  });

  it('downloads the points of the timeframe shown, unformatted, with the flows when shown', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: (blob as Blob).text() });
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const screen = await render(
      <BalanceChart history={history} flows={flows} defaultTimeframe="1w" defaultShowFlows />,
    );
    await screen.getByRole('button', { name: 'Download CSV' }).click();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0]?.name).toBe('balance-week.csv');
    const lines = (await saved[0]?.text)?.split('\r\n') ?? [];
    expect(lines[0]).toBe('date,balance_usd,net_flow_usd');
    // The last 7 days of the 60 plotted: Feb 23 to Mar 1, 2025, one line each.
    expect(lines.slice(1, -1)).toHaveLength(7);
    expect(lines[1]).toBe('2025-02-23,56651.5,');
    expect(lines[3]).toBe('2025-02-25,56902.5,749.5');
    expect(lines.at(-2)).toBe('2025-03-01,57404.5,');
    expect(lines.join('\n')).not.toContain('2025-02-20');
    await screen.unmount();
  });
});

describe('kit charts: nothing below a chart moves when its data comes', () => {
  it('keeps the chart area as tall while loading as once drawn and reserves the table toggle row', async () => {
    const onReady = vi.fn();
    const screen = await render(
      <div style={{ width: 640 }}>
        <div data-testid="loading">
          <BalanceChart history={history} isLoading />
        </div>
        <div data-testid="drawn">
          <BalanceChart history={history} onChartReady={onReady} />
        </div>
      </div>,
    );
    await drawn(onReady);
    // The chart area (skeleton, then chart) keeps its height, and the table toggle's row is
    // reserved while loading. (The BalanceChart's summary line and its Download CSV button appear
    // with the data, so the frame as a whole still grows: see docs/decisions.md, issue 26.)
    const frame = (id: string) =>
      (screen.getByTestId(id).element() as HTMLElement).querySelector('[data-state]') as HTMLElement;
    const footer = (id: string) => frame(id).lastElementChild as HTMLElement;
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0;
    expect(height(footer('loading'))).toBeGreaterThan(0);
    expect(height(footer('loading').previousElementSibling)).toBeGreaterThan(0);
    expect(height(footer('loading').previousElementSibling)).toBe(
      height(footer('drawn').previousElementSibling),
    );
    // The kept row is not there for assistive technology or the keyboard.
    expect(screen.getByTestId('loading').getByRole('button', { name: 'View as table' }).query()).toBeNull();
    await screen.unmount();
  });
});
