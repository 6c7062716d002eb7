import {
  type CalendarDate,
  compareDates,
  type Decimal,
  type DecimalInput,
  daysOfData as daysOfDataIn,
  dec,
  disabledPeriodsNote,
  enabledPeriods,
  formatLongDate,
  formatSignedUsd,
  formatUsd,
  inTimeframe,
  type LineTimeframe,
  MISSING_VALUE_DISPLAY,
  parseIsoDate,
  toCsv,
} from '@cairn/domain';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { useCallback, useMemo } from 'react';
import { ChartSwitch, useControllableState } from '../../../primitives/charts/ChartControls';
import { type ChartCommonProps, ChartFrame } from '../../../primitives/charts/ChartFrame';
import type { TooltipRow } from '../../../primitives/charts/chartOptions';
import type { ChartOptionBuilder } from '../../../primitives/charts/EChart';
import {
  dateAxisInterval,
  formatAxisDate,
  formatAxisUsd,
  timeframeLabel,
  toPlotNumber,
  USD_AXIS_MIN_INTERVAL,
  withMinusSign,
} from '../chartFormat';

/** An amount as the kit's `Money` writes it (U+2212 for a minus). */
const usd = (value: Decimal) => withMinusSign(formatUsd(value));
/** A flow with its sign ('+$500.00', '−$200.00'). */
const signedUsd = (value: Decimal) => withMinusSign(formatSignedUsd(value));

import { footerNote } from '../../../primitives/charts/charts.css';
import { Text } from '../../../primitives/layout/Text/Text';
import { LineTimeframeControl } from '../LineTimeframeControl';

/** The 'Show flows' switch's label (doc 2 §2 Dashboard). */
export const SHOW_FLOWS = 'Show flows';

/** One day of the balance history (API: date → value). */
export interface BalancePoint {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** The balance in USD, exact. */
  readonly balance: DecimalInput;
}

/** One day's net flow: deposits positive, withdrawals negative. */
export interface FlowPoint {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** USD, exact; several flows on one day add up. */
  readonly amount: DecimalInput;
}

export interface BalanceChartProps extends ChartCommonProps {
  /**
   * The balance history, oldest first or in any order. The chart shows the part inside the chosen
   * timeframe (counted back from the newest point), so either the full history or the API's
   * history for the chosen period can be passed.
   */
  history: readonly BalancePoint[];
  /** Deposits and withdrawals; without them the 'Show flows' switch is not shown. */
  flows?: readonly FlowPoint[];
  /** The chosen timeframe (controlled). */
  timeframe?: LineTimeframe;
  /** The first timeframe (uncontrolled). @default 'f' (Full) */
  defaultTimeframe?: LineTimeframe;
  onTimeframeChange?: (timeframe: LineTimeframe) => void;
  /**
   * Days of data, which enable the buttons: Week from 7, Month from 31, Year from 365, YTD and
   * Full from 1 (the domain's `enabledPeriods`). @default the span of `history`
   */
  daysOfData?: number;
  /** Whether the flows show (controlled). */
  showFlows?: boolean;
  /** @default false */
  defaultShowFlows?: boolean;
  onShowFlowsChange?: (showFlows: boolean) => void;
}

interface DayPoint {
  readonly iso: string;
  readonly date: CalendarDate;
  readonly balance: Decimal;
  readonly flow: Decimal | undefined;
}

/**
 * The dashboard's balance over time (doc 2 §2): timeframe buttons Week, Month, YTD, Year, Full
 * (enabled by days of data), a 'Show flows' switch adding deposits and withdrawals as bars (on
 * their own axis; withdrawals striped and signed), about seven date labels, USD from the domain's
 * formatters, an aria summary and a 'View as table' alternative.
 *
 * Selectors: those of the chart frame, `[data-state]` and `[data-view]`.
 */
export function BalanceChart({
  history,
  flows,
  timeframe: timeframeProp,
  defaultTimeframe = 'f',
  onTimeframeChange,
  daysOfData,
  showFlows: showFlowsProp,
  defaultShowFlows = false,
  onShowFlowsChange,
  title = 'Balance',
  ...common
}: BalanceChartProps) {
  const [chosen, setTimeframe] = useControllableState(timeframeProp, defaultTimeframe, onTimeframeChange);
  const [showFlowsChosen, setShowFlows] = useControllableState(
    showFlowsProp,
    defaultShowFlows,
    onShowFlowsChange,
  );
  const hasFlows = flows !== undefined;
  const showFlows = hasFlows && showFlowsChosen;

  const days = useMemo(
    () => daysOfData ?? daysOfDataIn(history.map((point) => point.date)),
    [daysOfData, history],
  );
  const enabled = enabledPeriods(days);
  const note = disabledPeriodsNote(days);
  // A timeframe without enough data falls back to Full, which one day of data enables.
  const timeframe: LineTimeframe = enabled.includes(chosen) ? chosen : 'f';

  const points = useMemo(() => windowed(history, flows, timeframe), [history, flows, timeframe]);

  // Built in the chart chunk, with the option helpers and token values that load with echarts.
  const buildOption: ChartOptionBuilder = (tools) => {
    const { theme, animate, baseOption, categoryAxis, chartGrid, lossDecal } = tools;
    const { tooltipElement, tooltipIndex, tooltipOption, valueAxis } = tools;
    const span = daysOfDataIn(points.map((point) => point.iso));
    const interval = dateAxisInterval(points.map((point) => point.iso));
    const balance: LineSeriesOption = {
      type: 'line',
      name: 'Balance',
      data: points.map((point) => toPlotNumber(point.balance)),
      showSymbol: false,
      lineStyle: { color: theme.primary, width: 2 },
      itemStyle: { color: theme.primary },
      areaStyle: { color: theme.primary, opacity: 0.12 },
    };
    const flowBars: BarSeriesOption = {
      type: 'bar',
      name: 'Flows',
      yAxisIndex: 1,
      barMaxWidth: 12,
      // A year of days leaves under 2 px per day: keep a flow visible.
      barMinWidth: 3,
      data: points.map((point) => {
        if (!point.flow) return '-';
        const value = toPlotNumber(point.flow);
        return value < 0
          ? { value, itemStyle: { color: theme.loss, decal: lossDecal(theme) } }
          : { value, itemStyle: { color: theme.gain } };
      }),
    };
    const rows = (index: number): TooltipRow[] => {
      const point = points[index];
      if (!point) return [];
      const result: TooltipRow[] = [{ name: 'Balance', value: usd(point.balance), color: theme.primary }];
      if (showFlows && point.flow) {
        result.push({
          name: 'Flow',
          value: signedUsd(point.flow),
          color: point.flow.lt(0) ? theme.loss : theme.gain,
        });
      }
      return result;
    };
    return {
      ...baseOption(theme, animate, describe(points, timeframe, showFlows)),
      grid: chartGrid({ top: 16 }),
      tooltip: tooltipOption(theme, 'axis', (params) => {
        const index = tooltipIndex(params);
        const point = points[index];
        return tooltipElement(point ? formatLongDate(point.date) : '', rows(index));
      }),
      xAxis: categoryAxis(
        theme,
        points.map((point) => formatAxisDate(point.iso, span)),
        interval,
        showFlows,
      ),
      yAxis: showFlows
        ? [
            valueAxis(theme, formatAxisUsd, { scale: true, minInterval: USD_AXIS_MIN_INTERVAL }),
            valueAxis(theme, formatAxisUsd, {
              showSplitLine: false,
              position: 'right',
              minInterval: USD_AXIS_MIN_INTERVAL,
            }),
          ]
        : [valueAxis(theme, formatAxisUsd, { scale: true, minInterval: USD_AXIS_MIN_INTERVAL })],
      series: showFlows ? [balance, flowBars] : [balance],
    };
  };
  const option = useCallback(buildOption, [points, timeframe, showFlows]);

  return (
    <ChartFrame
      {...common}
      title={title}
      isEmpty={points.length === 0}
      option={option}
      summary={describe(points, timeframe, showFlows)}
      csv={() => ({
        filename: `balance-${timeframeLabel(timeframe).toLowerCase()}.csv`,
        text: toCsv([
          ['date', 'balance_usd', ...(showFlows ? ['net_flow_usd'] : [])],
          ...points.map((point) => [
            point.iso,
            point.balance.toFixed(),
            ...(showFlows ? [point.flow ? point.flow.toFixed() : ''] : []),
          ]),
        ]),
      })}
      table={() => ({
        caption: `${title}, ${timeframeLabel(timeframe)}`,
        columns: [
          { key: 'date', header: 'Date' },
          { key: 'balance', header: 'Balance', align: 'end' },
          ...(showFlows ? [{ key: 'flow', header: 'Flow', align: 'end' } as const] : []),
        ],
        rows: points.map((point) => [
          formatLongDate(point.date),
          usd(point.balance),
          ...(showFlows ? [point.flow ? signedUsd(point.flow) : MISSING_VALUE_DISPLAY] : []),
        ]),
      })}
      controls={
        // Nothing ever held (no history at all): the empty state alone, no timeframe to choose over
        // nothing (issue 30 "no dead controls on an empty page").
        history.length === 0 && !common.isLoading ? null : (
          <LineTimeframeControl enabled={enabled} value={timeframe} onChange={setTimeframe} />
        )
      }
      footer={
        points.length > 0 && (hasFlows || note !== null) ? (
          <>
            {hasFlows ? (
              <ChartSwitch label={SHOW_FLOWS} isSelected={showFlows} onChange={setShowFlows} />
            ) : null}
            {/* Why the dimmed timeframes are dimmed (issue 30: with no reason they read as a bug). */}
            {note === null ? null : (
              <Text size="sm" tone="muted" className={footerNote}>
                {note}
              </Text>
            )}
          </>
        ) : null
      }
    />
  );
}

/** The points inside the timeframe, oldest first, with each day's net flow. */
function windowed(
  history: readonly BalancePoint[],
  flows: readonly FlowPoint[] | undefined,
  timeframe: LineTimeframe,
): DayPoint[] {
  const flowByDay = new Map<string, Decimal>();
  for (const flow of flows ?? []) {
    flowByDay.set(flow.date, (flowByDay.get(flow.date) ?? dec(0)).plus(dec(flow.amount)));
  }
  const days: DayPoint[] = [];
  for (const point of history) {
    const date = parseIsoDate(point.date);
    if (date)
      days.push({ iso: point.date, date, balance: dec(point.balance), flow: flowByDay.get(point.date) });
  }
  days.sort((a, b) => compareDates(a.date, b.date));
  const last = days[days.length - 1];
  return last ? days.filter((point) => inTimeframe(point.date, last.date, timeframe)) : [];
}

/** The chart's accessible summary (echarts aria description). */
function describe(points: readonly DayPoint[], timeframe: LineTimeframe, showFlows: boolean): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Balance chart with no data.';
  let high = first.balance;
  let low = first.balance;
  let net = dec(0);
  for (const point of points) {
    if (point.balance.gt(high)) high = point.balance;
    if (point.balance.lt(low)) low = point.balance;
    if (point.flow) net = net.plus(point.flow);
  }
  const parts = [
    `Balance chart, ${timeframeLabel(timeframe)}, ${points.length} ${points.length === 1 ? 'day' : 'days'} from ${formatLongDate(first.date)} to ${formatLongDate(last.date)}.`,
    `Started at ${usd(first.balance)} and ended at ${usd(last.balance)}, a change of ${signedUsd(last.balance.minus(first.balance))}.`,
    `Highest ${usd(high)}, lowest ${usd(low)}.`,
  ];
  if (showFlows) parts.push(`Net flows ${signedUsd(net)}.`);
  return parts.join(' ');
}
