import {
  addDays,
  type BarTimeframe,
  type CalendarDate,
  formatIsoDate,
  type LineTimeframe,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inForcedColors } from '../../../../.storybook/forcedColors';
import {
  MY_PORTFOLIO,
  PerformanceChart,
  type PerformanceChartProps,
  type PerformanceChartType,
  type PerformanceSeries,
} from './PerformanceChart';

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
const NAMES = ['Cairn Market', 'Cairn DeFi', 'Layer-1 Leaders', 'Smart Beta Core'] as const;
const TOTAL_DAYS = 540;
const WINDOW: Record<LineTimeframe, number> = { '1w': 7, '1m': 31, ytd: 181, '1y': 365, f: TOTAL_DAYS };
const PERIODS: Record<BarTimeframe, { count: number; step: number }> = {
  weekly: { count: 12, step: 7 },
  monthly: { count: 12, step: 30 },
  quarterly: { count: 6, step: 91 },
  annually: { count: 2, step: 365 },
};

interface Returns {
  dates: string[];
  portfolioReturns: number[];
  series: PerformanceSeries[];
}

/** Cumulative returns over the timeframe's days, rebased to 0 on its first day. */
function lineReturns(timeframe: LineTimeframe, names: readonly string[] = NAMES): Returns {
  const days = WINDOW[timeframe];
  const walk = (seed: number, drift: number) => {
    const random = seeded(seed);
    let value = 1;
    const values: number[] = [];
    for (let day = 0; day < TOTAL_DAYS; day += 1) {
      value *= 1 + (random() - 0.5 + drift) * 0.04;
      values.push(value);
    }
    const window = values.slice(TOTAL_DAYS - days);
    const base = window[0] ?? 1;
    return window.map((point) => Number((point / base - 1).toFixed(6)));
  };
  return {
    dates: Array.from({ length: days }, (_, index) => formatIsoDate(addDays(LAST_DAY, index - days + 1))),
    portfolioReturns: walk(1, 0.02),
    series: names.map((name, index) => ({ name, returns: walk(index + 2, 0.035 - index * 0.02) })),
  };
}

/** Period returns, some negative. */
function barReturns(timeframe: BarTimeframe): Returns {
  const { count, step } = PERIODS[timeframe];
  const random = seeded(count * 7 + step);
  const periodReturn = () => Number(((random() - 0.42) * 0.3).toFixed(6));
  return {
    dates: Array.from({ length: count }, (_, index) =>
      formatIsoDate(addDays(LAST_DAY, -(count - 1 - index) * step)),
    ),
    portfolioReturns: Array.from({ length: count }, periodReturn),
    series: NAMES.slice(0, 2).map((name) => ({ name, returns: Array.from({ length: count }, periodReturn) })),
  };
}

const meta = {
  title: 'Domain/Charts/PerformanceChart',
  component: PerformanceChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ...lineReturns('f'),
    daysOfData: TOTAL_DAYS,
    onTimeframeChange: fn(),
    onBarTimeframeChange: fn(),
    onChartTypeChange: fn(),
    onSelectedSeriesChange: fn(),
  },
  argTypes: {
    defaultChartType: { control: 'select', options: ['line', 'bar'] },
    isLoading: { control: 'boolean' },
  },
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chartReady(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const box = root.querySelector<HTMLElement>('[data-chart-state="ready"]');
      if (!box) throw new Error('The chart has not drawn yet');
      return box;
    },
    { timeout: 15_000 },
  );
}

/** The Performance page's wiring: fetches (here: generates) the data for the chosen type and timeframe. */
function LivePerformance(props: Partial<PerformanceChartProps>) {
  const [chartType, setChartType] = useState<PerformanceChartType>('line');
  const [timeframe, setTimeframe] = useState<LineTimeframe>('f');
  const [barTimeframe, setBarTimeframe] = useState<BarTimeframe>('monthly');
  const data = chartType === 'line' ? lineReturns(timeframe) : barReturns(barTimeframe);
  return (
    <PerformanceChart
      {...props}
      {...data}
      daysOfData={TOTAL_DAYS}
      chartType={chartType}
      onChartTypeChange={setChartType}
      timeframe={timeframe}
      onTimeframeChange={setTimeframe}
      barTimeframe={barTimeframe}
      onBarTimeframeChange={setBarTimeframe}
    />
  );
}

export const Line: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const chart = await canvas.findByRole('img', { name: /^Line chart of cumulative returns, Full/ });
    await expect(chart).toHaveAccessibleName(/My Portfolio [+\u2212]\d+\.\d{2}%/);
    await expect(canvas.getByRole('radio', { name: 'Line' })).toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(NAMES.length + 1);
    // The y-axis: whole percents at one even step, U+2212 below zero, never a hyphen (issue 30).
    const ticks = [...canvasElement.querySelectorAll('svg text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => /%$/.test(text));
    await expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of ticks) await expect(tick).toMatch(/^\u2212?\d+%$/);
    const values = ticks.map((tick) => Number(tick.replace('\u2212', '-').replace('%', '')));
    const steps = new Set(values.slice(1).map((value, index) => Math.abs(value - (values[index] ?? 0))));
    await expect(steps.size).toBe(1);
    // No two axis labels overlap: the first date starts at the axis, clear of the bottom tick.
    const boxes = [...canvasElement.querySelectorAll('svg text')].map((text) => text.getBoundingClientRect());
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
        ),
    );
    await expect(overlaps).toEqual([]);
    // My Portfolio, the series the page is about: the accent colour, the thickest line; the key says
    // the returns are cumulative and the other series its contributions (issue 30).
    await expect(
      canvas.getByRole('group', { name: 'Cumulative return: My Portfolio and its contributions' }),
    ).toBeInTheDocument();
    const accent = getComputedStyle(document.documentElement)
      .getPropertyValue('--cairn-color-primary')
      .trim();
    const thick = [...canvasElement.querySelectorAll('svg path[stroke-width="3"]')];
    await expect(thick.map((path) => path.getAttribute('stroke'))).toContain(accent);
    // The summary the dashboard chart has: for screen readers, not printed beside the chart.
    const summary = canvasElement.querySelector('[data-chart-summary]');
    await expect(summary).toHaveTextContent(/^Line chart of cumulative returns, Full/);
    await expect(summary?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const SwitchTimeframe: Story = {
  render: (args) => <LivePerformance {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(
      await canvas.findByRole('img', { name: /^Line chart of cumulative returns, Month from May 31, 2025/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'YTD' }));
    await expect(
      await canvas.findByRole('img', { name: /^Line chart of cumulative returns, YTD from January 1, 2025/ }),
    ).toBeInTheDocument();
  },
};

export const SeriesSelection: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const chart = canvas.getByRole('img', { name: /^Line chart/ });
    await expect(chart).toHaveAccessibleName(/Cairn DeFi/);
    const defi = canvas.getByRole('checkbox', { name: 'Cairn DeFi' });
    await userEvent.click(defi);
    await expect(defi).not.toBeChecked();
    await expect(args.onSelectedSeriesChange).toHaveBeenLastCalledWith(
      expect.not.arrayContaining(['Cairn DeFi']),
    );
    await waitFor(() => expect(chart).not.toHaveAccessibleName(/Cairn DeFi/));
    await expect(chart).toHaveAccessibleName(/4 series/);
    // Keyboard: Space toggles it back.
    defi.focus();
    await userEvent.keyboard(' ');
    await expect(defi).toBeChecked();
    await waitFor(() => expect(chart).toHaveAccessibleName(/Cairn DeFi/));
  },
};

export const Bar: Story = {
  args: {
    ...barReturns('monthly'),
    defaultChartType: 'bar',
    defaultSelectedSeries: [MY_PORTFOLIO, 'Cairn Market'],
  },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /^Bar chart of period returns, Monthly.*, 2 series/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Cairn DeFi' })).not.toBeChecked();
    // Signed labels on the bars: gains and losses read without colour.
    const labels = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    await expect(labels.some((label) => /^\+\d+\.\d{2}%$/.test(label))).toBe(true);
    await expect(labels.some((label) => /^\u2212\d+\.\d{2}%$/.test(label))).toBe(true);
    // One minus glyph (U+2212), never the hyphen-minus, on bars and ticks (issue 30).
    await expect(labels.filter((label) => /^-\d/.test(label))).toEqual([]);
    // A loss keeps its series' colour: below 0 and signed, never one red for every series.
    const loss = getComputedStyle(document.documentElement).getPropertyValue('--cairn-color-loss').trim();
    const fills = [...canvasElement.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    await expect(fills).not.toContain(loss);
    // The key of a bar chart is square swatches, not line samples.
    const key = canvas.getByRole('group', { name: /^Return per period: My Portfolio/ });
    const samples = [...key.querySelectorAll('svg line')];
    await expect(samples.map((line) => line.getAttribute('stroke-width'))).toEqual(['12', '12', '12']);
  },
};

export const BarTimeframeSelect: Story = {
  render: (args) => <LivePerformance {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Bar' }));
    await expect(
      await canvas.findByRole('img', { name: /^Bar chart of period returns, Monthly/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Timeframe/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Quarterly', 'Yearly']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Quarterly' }));
    await expect(
      await canvas.findByRole('img', { name: /^Bar chart of period returns, Quarterly/ }),
    ).toBeInTheDocument();
    // Keyboard: open with Enter, arrow down to Yearly, choose with Enter.
    canvas.getByRole('button', { name: /Timeframe/ }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      await canvas.findByRole('img', { name: /^Bar chart of period returns, Yearly/ }),
    ).toBeInTheDocument();
  },
};

export const ViewAsTable: Story = {
  args: { ...barReturns('quarterly'), defaultChartType: 'bar', defaultBarTimeframe: 'quarterly' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    const table = await canvas.findByRole('table', { name: 'Portfolio Returns, Quarterly' });
    // A header row plus one row per quarter; a column per series.
    await expect(within(table).getAllByRole('row')).toHaveLength(PERIODS.quarterly.count + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', MY_PORTFOLIO, 'Cairn Market', 'Cairn DeFi']);
    for (const cell of within(table).getAllByRole('cell')) {
      await expect(cell.textContent).toMatch(/^([+\u2212]\d+\.\d{2}%|--)$/);
    }
  },
};

export const TooLittleData: Story = {
  args: { ...lineReturns('1m'), daysOfData: 20, defaultTimeframe: '1y' },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Year' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
  },
};

export const Loading: Story = {
  // As a page shows it before its read answers: no dates and no series yet.
  args: { isLoading: true, dates: [], series: [] },
  render: ({ portfolioReturns: _, ...args }) => <PerformanceChart {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
    // The key's row is kept (hidden) so nothing below moves when the series come: no checkbox
    // reachable, but the footer as tall as with one row of series.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Series' })).toBeNull();
    const footer = canvasElement.querySelector<HTMLElement>('section > div:last-child');
    await expect(footer?.getBoundingClientRect().height ?? 0).toBeGreaterThan(40);
  },
};

export const Empty: Story = {
  // No day of data yet (with My Portfolio's empty series, as the API answers before any return).
  args: { dates: [], series: [], portfolioReturns: [], daysOfData: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // No chart type, timeframe or key to choose over nothing (issue 30).
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const NegligibleReturns: Story = {
  args: {
    dates: ['2025-06-28', '2025-06-29', '2025-06-30'],
    portfolioReturns: [0, 0.00000005, 0.0123],
    series: [{ name: 'Cairn Market', returns: [0, -0.0042, null] }],
    defaultViewAsTable: true,
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Under 1e-7 (and missing) shows '--'; returns are ×100 with two decimals and a sign.
    await expect(cells).toEqual(['--', '--', '--', '\u22120.42%', '+1.23%', '--']);
  },
};

/**
 * Six series, six line styles (issue 31): each key sample has its own dash, and in forced colours
 * the samples are still drawn (in the text colour, not turned into the page's colour).
 */
export const SixSeriesInForcedColors: Story = {
  args: lineReturns('f', [...NAMES, 'Yield Basket']),
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(6);
    const lines = boxes.map((box) => {
      const line = box.closest('label')?.querySelector('svg line');
      if (!line) throw new Error('no line sample');
      return line;
    });
    const dashes = lines.map((line) => line.getAttribute('stroke-dasharray') ?? 'solid');
    await expect(new Set(dashes).size).toBe(6);
    const strokes = await inForcedColors(() => ({
      strokes: lines.map((line) => getComputedStyle(line).stroke),
      canvas: (() => {
        const probe = document.createElement('span');
        probe.style.color = 'Canvas';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      })(),
    }));
    if (strokes) {
      for (const stroke of strokes.strokes) {
        await expect(stroke).not.toBe(strokes.canvas);
        await expect(stroke).not.toBe('none');
      }
    }
  },
};

/**
 * A key too long to sit beside 'View as table' wraps as a whole (issue 30: at 1280 px 'Cash' sat
 * alone on a second line beside the toggle): the toggle goes under the key, at the footer's end.
 */
export const LongKeyWrapsAsAWhole: Story = {
  args: lineReturns('f', [...NAMES, 'Yield Basket']),
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const key = canvas
      .getByRole('group', { name: /^Cumulative return: My Portfolio/ })
      .getBoundingClientRect();
    const toggle = canvas.getByRole('button', { name: 'View as table' }).getBoundingClientRect();
    await expect(toggle.top).toBeGreaterThanOrEqual(key.bottom);
    await expect(Math.abs(toggle.right - key.right)).toBeLessThan(1);
  },
};
