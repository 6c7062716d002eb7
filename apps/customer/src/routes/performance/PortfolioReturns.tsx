import {
  customerCallSpecs,
  type PerformanceChart as PerformanceChartData,
  useBalance,
  useCall,
  useTrackRecord,
} from '@cairn/api-client';
import {
  type BarTimeframe,
  benchmarkOverlay,
  cumulativeReturnSummary,
  displayedReturn,
  emptyStateMessages,
  formatReturn,
  type LineTimeframe,
} from '@cairn/domain';
import {
  Button,
  EmptyState,
  LoadState,
  MY_PORTFOLIO,
  PerformanceChart,
  type PerformanceSeries,
  Stack,
  Text,
} from '@cairn/ui';
import { ChartNoAxesCombined } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type KeyFigure, KeyFigures } from '../../shared/KeyFigures';
import { useTransfers } from '../../shared/transfers/useTransfers';
import { performancePageTexts, performanceTexts } from './copy';
import {
  type PerformanceView,
  type PerformanceViewChange,
  selectedSeries,
  showsBenchmark,
} from './performanceView';
import { barExtremes, levelSeries, shownLineTimeframe } from './returnsView';

const CHART_HEIGHT = 360;

/** The chosen benchmark: an index tracker's id and its display name. */
export interface Benchmark {
  readonly id: string;
  readonly label: string;
}

export interface PortfolioReturnsProps {
  /** The page's view: the category, the chart's kind and the series switched off. */
  view: PerformanceView;
  /**
   * The chart's changes to the view: its kind, the key's checkboxes, and what it drew (the
   * category's series names for Clear Selection, the dates for the harvested tax losses).
   */
  onChange: (change: PerformanceViewChange) => void;
  /** The benchmark overlay (line chart only), or `null`. */
  benchmark: Benchmark | null;
}

const periodLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A bar's period as the chart's axis names it: 'Sep 2025', 'Q3 2025', '2025', a week by its end. */
function barPeriod(iso: string, timeframe: BarTimeframe): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  switch (timeframe) {
    case 'weekly':
      return weekLabel.format(date);
    case 'monthly':
      return periodLabel.format(date);
    case 'quarterly':
      return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
    case 'annually':
      return String(date.getUTCFullYear());
  }
}

/** The chart card's key figures (issue 30), as ratios for the kit's `Delta`. */
function keyFigures(
  chartType: PerformanceView['chartType'],
  dates: readonly string[],
  returns: readonly (number | null)[],
  barTimeframe: BarTimeframe,
): KeyFigure[] {
  if (chartType === 'line') {
    const summary = cumulativeReturnSummary(dates, returns);
    if (summary === null) return [];
    const ratio = (percent: number) => displayedReturn(percent / 100);
    return [
      { label: performancePageTexts.periodReturn, value: ratio(summary.totalReturnPct) },
      ...(summary.annualizedReturnPct === null
        ? []
        : [{ label: performancePageTexts.annualizedReturn, value: ratio(summary.annualizedReturnPct) }]),
    ];
  }
  const extremes = barExtremes(dates, returns);
  if (extremes === null) return [];
  const unit = performancePageTexts.barPeriodUnit[barTimeframe];
  return [
    {
      label: performancePageTexts.bestPeriod(unit),
      value: displayedReturn(extremes.best.ratio),
      note: barPeriod(extremes.best.date, barTimeframe),
    },
    {
      label: performancePageTexts.worstPeriod(unit),
      value: displayedReturn(extremes.worst.ratio),
      note: barPeriod(extremes.worst.date, barTimeframe),
    },
  ];
}

/** A return in percent, in a sentence, with the display minus (U+2212) as every figure has it. */
const returnInText = (percent: number) => formatReturn(percent / 100).replace('-', '\u2212');

/**
 * Portfolio Returns (doc 2 §2 Performance): the kit's `PerformanceChart` fed by GET
 * /performance/chart for the category and the chosen line timeframe (enabled by the answer's
 * `totalPerformanceDays`) or bar timeframe, My Portfolio grey, and the benchmark overlay on the
 * line chart. The previous
 * answer stays while another timeframe loads, so the buttons never jump.
 */
export function PortfolioReturns(props: PortfolioReturnsProps) {
  const { level, chartType } = props.view;
  const [timeframe, setTimeframe] = useState<LineTimeframe>('f');
  const [barTimeframe, setBarTimeframe] = useState<BarTimeframe>('monthly');
  const [days, setDays] = useState(0);
  const line = shownLineTimeframe(timeframe, days);
  const chart = useCall(
    customerCallSpecs.getPerformanceChart,
    chartType === 'line'
      ? { type: 'line', level, timeframe: line }
      : { type: 'bar', level, timeframe: barTimeframe },
    {},
    { keepPreviousData: true },
  );
  if (chart.data && chart.data.totalPerformanceDays !== days) setDays(chart.data.totalPerformanceDays);
  return (
    <LoadState
      read={chart}
      loading={
        <PerformanceChart
          title={performanceTexts.title}
          isLoading
          dates={[]}
          series={[]}
          height={CHART_HEIGHT}
        />
      }
    >
      {(data) => (
        <LoadedChart
          {...props}
          data={data}
          timeframe={line}
          onTimeframeChange={setTimeframe}
          barTimeframe={barTimeframe}
          onBarTimeframeChange={setBarTimeframe}
        />
      )}
    </LoadState>
  );
}

interface LoadedChartProps extends PortfolioReturnsProps {
  data: PerformanceChartData;
  timeframe: LineTimeframe;
  onTimeframeChange: (timeframe: LineTimeframe) => void;
  barTimeframe: BarTimeframe;
  onBarTimeframeChange: (timeframe: BarTimeframe) => void;
}

function LoadedChart({
  data,
  view,
  onChange,
  benchmark,
  timeframe,
  onTimeframeChange,
  barTimeframe,
  onBarTimeframeChange,
}: LoadedChartProps) {
  const levels = useMemo(() => levelSeries(data.levelReturns, data.dates.length), [data]);
  const names = useMemo(() => levels.map((series) => series.name), [levels]);
  useEffect(
    () => onChange({ type: 'shown', shown: { names, dates: data.dates } }),
    [names, data.dates, onChange],
  );
  const overlayOn = showsBenchmark(view) && benchmark !== null;
  const track = useTrackRecord(overlayOn ? { model_id: benchmark.id, timeframe: 'f' } : null);
  const overlay = useMemo(
    () => (overlayOn && track.data ? benchmarkOverlay(data.dates, track.data) : null),
    [overlayOn, track.data, data.dates],
  );
  const benchmarkName = benchmark ? performancePageTexts.benchmarkSeries(benchmark.label) : null;
  const series = useMemo<PerformanceSeries[]>(
    () =>
      overlay && benchmarkName
        ? [
            ...levels,
            {
              name: benchmarkName,
              returns: overlay.points.map((point) =>
                point.returnPct === null ? null : point.returnPct / 100,
              ),
            },
          ]
        : levels,
    [levels, overlay, benchmarkName],
  );
  // Kept stable between renders: a new selection redraws the whole chart.
  const allNames = useMemo(() => [MY_PORTFOLIO, ...series.map((item) => item.name)], [series]);
  const { hidden } = view;
  const selected = useMemo(() => selectedSeries({ hidden }, allNames), [hidden, allNames]);
  // The key figures in the chart card, under its title (issue 30). Line: where My Portfolio's line
  // ends and, over a year, that return annualized as the returns table's Full column is, so the
  // chart and the table visibly agree. Bar: its best and worst period drawn.
  const figures = useMemo(
    () => keyFigures(view.chartType, data.dates, data.portfolioReturns, barTimeframe),
    [view.chartType, data.dates, data.portfolioReturns, barTimeframe],
  );
  return (
    <Stack space="12">
      <PerformanceChart
        title={performanceTexts.title}
        height={CHART_HEIGHT}
        dates={data.dates}
        portfolioReturns={data.portfolioReturns}
        series={series}
        chartType={view.chartType}
        {...(figures.length === 0 ? {} : { headline: <KeyFigures figures={figures} /> })}
        onChartTypeChange={(chartType) => onChange({ type: 'chartType', chartType })}
        timeframe={timeframe}
        onTimeframeChange={onTimeframeChange}
        daysOfData={data.totalPerformanceDays}
        barTimeframe={barTimeframe}
        onBarTimeframeChange={onBarTimeframeChange}
        selectedSeries={selected}
        onSelectedSeriesChange={(selected) => onChange({ type: 'selection', all: allNames, selected })}
        emptyState={<NoReturnsYet />}
      />
      {overlay && benchmark && overlay.totalReturnPct !== null ? (
        <Text tone="muted" size="sm">
          {performancePageTexts.benchmarkSummary(
            benchmark.label,
            returnInText(overlay.totalReturnPct),
            overlay.annualizedReturnPct === null ? null : returnInText(overlay.annualizedReturnPct),
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The chart card's empty state: the page's one (the returns table under it says it in a line). Before
 * any money has arrived it offers the deposit that fills it, as the dashboard's Allocation does.
 */
function NoReturnsYet() {
  const balance = useBalance({ type: 'total', symbol: 'ALL' });
  const { openTransfer } = useTransfers();
  const awaitingDeposit = balance.data !== undefined && Number(balance.data.balance) === 0;
  return (
    <EmptyState
      icon={ChartNoAxesCombined}
      title={emptyStateMessages.noData}
      {...(awaitingDeposit
        ? {
            action: (
              <Button variant="secondary" onPress={() => openTransfer({ intent: 'deposit' })}>
                {performancePageTexts.makeDeposit}
              </Button>
            ),
          }
        : {})}
    >
      {performancePageTexts.noReturnsYet}
    </EmptyState>
  );
}
