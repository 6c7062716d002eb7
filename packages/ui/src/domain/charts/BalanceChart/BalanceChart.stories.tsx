import { addDays, type CalendarDate, formatIsoDate } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInstanceByDom } from 'echarts/core';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../../../primitives/layout/EmptyState/EmptyState';
import { type ColorMode, LIGHT_CLASS, setColorMode } from '../../../theme/colorMode';
import { parseColor } from '../../../theme/palette';
import { BalanceChart, type BalancePoint, type FlowPoint, SHOW_FLOWS } from './BalanceChart';

/** A deterministic pseudo-random sequence (mulberry32), so stories and screenshots never change. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAST_DAY: CalendarDate = { year: 2025, month: 6, day: 30 };

/** `days` days of balance ending 30 June 2025: a random walk with a deposit or withdrawal now and then. */
function balanceData(days: number): { history: BalancePoint[]; flows: FlowPoint[] } {
  const random = seeded(days);
  const history: BalancePoint[] = [];
  const flows: FlowPoint[] = [];
  let balance = 80_000;
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = formatIsoDate(addDays(LAST_DAY, -back));
    balance *= 1 + (random() - 0.47) * 0.035;
    const day = days - 1 - back;
    const flow = day % 41 === 12 ? 25_000 : day % 67 === 50 ? -12_500 : 0;
    if (flow !== 0) {
      balance += flow;
      flows.push({ date, amount: flow.toFixed(2) });
    }
    history.push({ date, balance: balance.toFixed(2) });
  }
  return { history, flows };
}

const data = balanceData(540);

const meta = {
  title: 'Domain/Charts/BalanceChart',
  component: BalanceChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    history: data.history,
    flows: data.flows,
    onTimeframeChange: fn(),
    onShowFlowsChange: fn(),
  },
  argTypes: {
    defaultTimeframe: { control: 'select', options: ['1w', '1m', 'ytd', '1y', 'f'] },
    isLoading: { control: 'boolean' },
  },
} satisfies Meta<typeof BalanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const READY = { timeout: 15_000 };

async function chartReady(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const box = root.querySelector<HTMLElement>('[data-chart-state="ready"]');
    if (!box) throw new Error('The chart has not drawn yet');
    return box;
  }, READY);
}

/** The y-axis's labels ('$80,000'): whole dollars, U+2212 below zero, at one even step. */
async function expectEvenDollarTicks(box: HTMLElement) {
  const ticks = [...box.querySelectorAll('svg text')]
    .map((text) => text.textContent ?? '')
    .filter((text) => /\$/.test(text));
  await expect(ticks.length).toBeGreaterThanOrEqual(2);
  for (const tick of ticks) await expect(tick).toMatch(/^\u2212?\$\d{1,3}(,\d{3})*$/);
  const values = ticks.map((tick) => Number(tick.replace('\u2212', '-').replace(/[$,]/g, '')));
  const steps = new Set(values.slice(1).map((value, index) => Math.abs(value - (values[index] ?? 0))));
  await expect(steps.size).toBe(1);
}

function seriesCount(box: HTMLElement): number {
  const element = box.querySelector<HTMLElement>('.echarts-for-react');
  const series = element ? getInstanceByDom(element)?.getOption().series : undefined;
  return Array.isArray(series) ? series.length : 0;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /^Balance chart, Full, 540 days from .+ to June 30, 2025\./ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
    // The summary describes the chart's region for screen readers; beside the chart it is not
    // printed as a paragraph (issue 30): it is in view with 'View as table', as the table's caption.
    const summary = canvas.getByText(/^Balance chart, Full, 540 days from /, { selector: 'p' });
    await expect(canvas.getByRole('region', { name: 'Balance' })).toHaveAttribute(
      'aria-describedby',
      summary.id,
    );
    await expect(summary.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    await waitFor(() => expect(summary.getBoundingClientRect().height).toBeGreaterThan(10));
    await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('table').getBoundingClientRect().top,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    await waitFor(() => expect(summary.getBoundingClientRect().height).toBeLessThanOrEqual(1));
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    // About seven date labels on the x-axis.
    const labels = [...canvasElement.querySelectorAll('svg text')].filter((text) =>
      /^[A-Z][a-z]{2} \d{4}$/.test(text.textContent ?? ''),
    );
    await expect(labels.length).toBeGreaterThanOrEqual(5);
    await expect(labels.length).toBeLessThanOrEqual(9);
    // Whole-dollar ticks at even steps (issue 30).
    await expectEvenDollarTicks(await chartReady(canvasElement));
  },
};

/** A zero balance: the axis never repeats a label ('$1 $1 $1 $0 $0 $0'), and one day is 'day'. */
export const ZeroBalance: Story = {
  args: {
    history: [{ date: '2025-06-30', balance: '0' }],
    flows: [],
  },
  play: async ({ canvas, canvasElement }) => {
    const box = await chartReady(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Balance chart, Full, 1 day from / })).toBeVisible();
    const ticks = [...box.querySelectorAll('svg text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => /\$/.test(text));
    await expect(new Set(ticks).size).toBe(ticks.length);
    await expectEvenDollarTicks(box);
  },
};

export const SwitchTimeframe: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(args.onTimeframeChange).toHaveBeenLastCalledWith('1m');
    await expect(
      await canvas.findByRole('img', { name: /^Balance chart, Month, 31 days/ }),
    ).toBeInTheDocument();
    // Keyboard: an arrow moves to Week and chooses it (the APG radio group pattern, issue 31).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await expect(args.onTimeframeChange).toHaveBeenLastCalledWith('1w');
    await expect(
      await canvas.findByRole('img', { name: /^Balance chart, Week, 7 days/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
  },
};

export const ShowFlows: Story = {
  args: { defaultTimeframe: '1y' },
  play: async ({ args, canvas, canvasElement }) => {
    const box = await chartReady(canvasElement);
    await expect(seriesCount(box)).toBe(1);
    const toggle = canvas.getByRole('switch', { name: SHOW_FLOWS });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onShowFlowsChange).toHaveBeenLastCalledWith(true);
    await expect(await canvas.findByRole('img', { name: /Net flows [+\u2212]\$/ })).toBeInTheDocument();
    await waitFor(() => expect(seriesCount(box)).toBe(2));
    // Off again: the flow series is replaced away, not merged back in.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(seriesCount(box)).toBe(1));
    await expect(canvas.getByRole('img', { name: /^Balance chart/ })).not.toHaveAccessibleName(/Net flows/);
  },
};

export const FlowsShown: Story = {
  args: { defaultTimeframe: '1y', defaultShowFlows: true, defaultViewAsTable: true },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Balance, Year' });
    await expect(within(table).getByRole('columnheader', { name: 'Flow' })).toBeInTheDocument();
    // Withdrawals read as losses without colour: a minus sign (deposits get a plus).
    await expect(within(table).getAllByRole('cell', { name: /^\u2212\$12,500\.00$/ }).length).toBeGreaterThan(
      0,
    );
    await expect(within(table).getAllByRole('cell', { name: /^\+\$25,000\.00$/ }).length).toBeGreaterThan(0);
  },
};

export const ViewAsTable: Story = {
  args: { defaultTimeframe: '1m' },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'View as table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await canvas.findByRole('table', { name: 'Balance, Month' });
    // A header row plus one row per day of the month window.
    await expect(within(table).getAllByRole('row')).toHaveLength(32);
    await expect(within(table).getAllByRole('rowheader')[30]).toHaveTextContent('June 30, 2025');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-view', 'table');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const TooLittleData: Story = {
  args: (() => {
    const short = balanceData(20);
    return { history: short.history, flows: short.flows, defaultTimeframe: '1m' as const };
  })(),
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    // Week needs 7 days, Month 31, Year 365; YTD and Full 1 (the domain's enabledPeriods).
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Year' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'YTD' })).toBeEnabled();
    // The dimmed ones say why, under the chart (issue 30).
    await expect(canvas.getByText('Month needs 31 days of history, Year 365.')).toBeVisible();
    // The asked-for Month has too little data: Full shows.
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
    // The keyboard enters the timeframes on the one shown (Full, the last), not on Week.
    const timeframes = canvas.getByRole('radiogroup', { name: 'Timeframe' });
    for (let press = 0; press < 10 && !timeframes.contains(document.activeElement); press += 1) {
      await userEvent.tab();
    }
    await expect(canvas.getByRole('radio', { name: 'Full' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryByRole('button', { name: 'View as table' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { history: [], flows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: SHOW_FLOWS })).not.toBeInTheDocument();
    // Nothing ever held: no timeframe to choose over nothing (issue 30).
    await expect(canvas.queryByRole('radiogroup', { name: 'Timeframe' })).not.toBeInTheDocument();
  },
};

/** `emptyState` says why there is nothing to draw, and what to do, in the chart's place. */
export const EmptyWithReason: Story = {
  args: {
    history: [],
    flows: [],
    emptyState: (
      <EmptyState icon={Hourglass} title="No Data">
        Your balance over time will show here once your first deposit has arrived.
      </EmptyState>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByText('No Data')).toBeVisible();
    await expect(canvas.getByText(/once your first deposit has arrived/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View as table' })).not.toBeInTheDocument();
  },
};

const otherMode = (): ColorMode =>
  document.documentElement.classList.contains(LIGHT_CLASS) ? 'dark' : 'light';

function axisLabelFill(box: HTMLElement): [number, number, number] | null {
  const label = [...box.querySelectorAll('svg text')].find((text) => /\$/.test(text.textContent ?? ''));
  return parseColor(label?.getAttribute('fill') ?? '');
}

function tokenColor(name: string): [number, number, number] | null {
  return parseColor(getComputedStyle(document.documentElement).getPropertyValue(name).trim());
}

/** Dark and light: the chart repaints from the tokens when the colour-mode class on <html> changes. */
export const FollowsColorMode: Story = {
  play: async ({ canvasElement }) => {
    const box = await chartReady(canvasElement);
    const start: ColorMode = otherMode() === 'light' ? 'dark' : 'light';
    await expect(axisLabelFill(box)).toEqual(tokenColor('--cairn-color-text-muted'));
    setColorMode(otherMode());
    try {
      await waitFor(() => expect(axisLabelFill(box)).toEqual(tokenColor('--cairn-color-text-muted')));
    } finally {
      setColorMode(start);
    }
    await waitFor(() => expect(axisLabelFill(box)).toEqual(tokenColor('--cairn-color-text-muted')));
  },
};

function HiddenTab() {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setShown(true)}>
        Show balance tab
      </button>
      <div hidden={!shown} data-testid="tab">
        <BalanceChart history={data.history} flows={data.flows} />
      </div>
    </div>
  );
}

/** First rendered inside a hidden tab: the chart takes its size when the tab is shown. */
export const InHiddenTab: Story = {
  render: () => <HiddenTab />,
  play: async ({ canvas, canvasElement }) => {
    const tab = canvas.getByTestId('tab');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No drawing yet (the icons of the frame's buttons aside).
    await expect(tab.querySelector('[data-chart-state] svg')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance tab' }));
    const box = await chartReady(canvasElement);
    const svg = box.querySelector('svg');
    await expect(svg).not.toBeNull();
    await waitFor(() => expect(Number(svg?.getAttribute('width'))).toBe(box.clientWidth));
    await expect(box.clientWidth).toBeGreaterThan(300);
  },
};

/** react-aria's one fixed press style (allowed by hash in the CSP); anything else would be the chart's. */
const isReactAriaPressStyle = (node: Node) =>
  node instanceof HTMLStyleElement && (node.textContent ?? '').includes('data-react-aria-pressable');

function MountOnDemand() {
  const [mounted, setMounted] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setMounted(true)}>
        Mount chart
      </button>
      {mounted ? <BalanceChart history={data.history} flows={data.flows} defaultShowFlows /> : null}
    </div>
  );
}

/**
 * CSP: the gateway allows no inline `<style>` elements (style-src 'self' plus react-aria's hash).
 * Mounting a chart (loading the echarts chunk, drawing with the SVG renderer, flows with their
 * striped pattern) must add none, to <head> or inside the chart.
 */
export const AddsNoStyleElements: Story = {
  render: () => <MountOnDemand />,
  play: async ({ canvas, canvasElement }) => {
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) added.push(...record.addedNodes);
    });
    observer.observe(document.head, { childList: true, subtree: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Mount chart' }));
      const box = await chartReady(canvasElement);
      await userEvent.hover(box);
      await expect(box.querySelectorAll('style')).toHaveLength(0);
    } finally {
      observer.disconnect();
    }
    const styles = added.filter((node) => node.nodeName === 'STYLE' && !isReactAriaPressStyle(node));
    await expect(styles).toHaveLength(0);
  },
};
