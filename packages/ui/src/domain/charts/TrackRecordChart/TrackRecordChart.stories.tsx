import { addDays, type CalendarDate, formatIsoDate } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrackRecordChart } from './TrackRecordChart';

const LAST_DAY: CalendarDate = { year: 2025, month: 6, day: 30 };

/** `days` daily cumulative returns ending on LAST_DAY, from a deterministic walk. */
function record(days: number, drift: number, seed: number): { dates: string[]; returns: number[] } {
  const dates: string[] = [];
  const returns: number[] = [];
  let value = 1;
  let state = seed;
  for (let day = 0; day < days; day += 1) {
    dates.push(formatIsoDate(addDays(LAST_DAY, day - days + 1)));
    returns.push(Number((value - 1).toFixed(6)));
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    value *= 1 + (state / 2_147_483_648 - 0.5 + drift) * 0.04;
  }
  return { dates, returns };
}

const momentum = record(540, 0.05, 7);
const bitcoin = record(540, 0.03, 11);

async function chartReady(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      if (!root.querySelector('[data-chart-state="ready"]')) throw new Error('The chart has not drawn yet');
    },
    { timeout: 15_000 },
  );
}

const meta = {
  title: 'Domain/Charts/TrackRecordChart',
  component: TrackRecordChart,
  args: {
    dates: momentum.dates,
    series: [{ name: 'Momentum', returns: momentum.returns }],
    description: "Momentum's hypothetical track record.",
    onTimeframeChange: fn(),
  },
} satisfies Meta<typeof TrackRecordChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Performance' })).toHaveAccessibleDescription(
      /^Momentum's hypothetical track record\. Full, \w+ \d+, 2024 to June 30, 2025: Momentum [+-]\d+\.\d{2}%\.$/,
    );
  },
};

export const SwitchTimeframe: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await chartReady(canvasElement);
    const week = canvas.getByRole('radio', { name: 'Week' });
    await userEvent.click(week);
    await expect(args.onTimeframeChange).toHaveBeenLastCalledWith('1w');
    await expect(canvas.getByRole('region', { name: 'Performance' })).toHaveAccessibleDescription(
      /Week, June 24, 2025 to June 30, 2025/,
    );
    // Keyboard: an arrow moves within the group and chooses (the APG radio group pattern).
    week.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    const table = await canvas.findByRole('table', { name: 'Performance, Month' });
    // The window is rebased: its first day shows no return.
    await expect(within(table).getAllByRole('row')).toHaveLength(31 + 1);
    await expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('--');
  },
};

export const WithBenchmark: Story = {
  args: {
    series: [
      { name: 'Momentum', returns: momentum.returns },
      { name: 'Benchmark: Cairn Bitcoin Index', returns: bitcoin.returns },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Performance' })).toHaveAccessibleDescription(
      /Momentum [+-]\d+\.\d{2}%, Benchmark: Cairn Bitcoin Index [+-]\d+\.\d{2}%\.$/,
    );
  },
};

export const TooLittleData: Story = {
  args: {
    dates: momentum.dates.slice(-20),
    series: [{ name: 'Momentum', returns: momentum.returns.slice(-20) }],
    defaultTimeframe: '1y',
  },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Year' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'YTD' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Full' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
  },
};

export const Empty: Story = {
  args: { dates: [], series: [{ name: 'Momentum', returns: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
