import {
  type BalanceFlows,
  type BalanceHistory,
  useBalanceFlows,
  useBalanceHistory,
} from '@cairn/api-client';
import {
  BALANCE_PERIOD_OF_TIMEFRAME,
  balanceSeries,
  daysOfData,
  formatIsoDate,
  isEmptyBalanceSeries,
  type LineTimeframe,
  rekeyBalanceHistory,
} from '@cairn/domain';
import { BalanceChart, EmptyState, LoadState } from '@cairn/ui';
import { Hourglass } from 'lucide-react';
import { useMemo } from 'react';
import { dashboardTexts } from './copy';
import { cardEmptyState } from './dashboard.css';

const CHART_HEIGHT = 320;
/** The chart's box while nothing was ever held: its empty state's height, not a 320 px void. */
const EMPTY_HEIGHT = 200;

/** The chart's timeframe, held by the page: the headline's change follows it. */
interface TimeframeProps {
  timeframe: LineTimeframe;
  onTimeframeChange: (timeframe: LineTimeframe) => void;
}

/**
 * The balance chart (doc 2 §2): the API's history for the chosen timeframe with today's entry
 * re-keyed to the local date (doc 2 §7), the flows behind 'Show flows', about seven axis labels,
 * its text summary, 'View as table' and a CSV of the plotted points (the kit's `BalanceChart`,
 * whose echarts code is its own chunk). The timeframe buttons are enabled by the full history's days.
 */
export function BalanceHistoryChart({ timeframe, onTimeframeChange }: TimeframeProps) {
  const history = useBalanceHistory();
  const flows = useBalanceFlows();
  return (
    <LoadState
      read={history}
      loading={
        <BalanceChart title={dashboardTexts.balanceChart} isLoading history={[]} height={CHART_HEIGHT} />
      }
    >
      {(data) => (
        <LoadedChart
          history={data}
          flows={flows.data}
          timeframe={timeframe}
          onTimeframeChange={onTimeframeChange}
        />
      )}
    </LoadState>
  );
}

function LoadedChart({
  history,
  flows,
  timeframe,
  onTimeframeChange,
}: TimeframeProps & { history: BalanceHistory; flows: BalanceFlows | undefined }) {
  const rekeyed = useMemo(() => {
    const now = new Date();
    return rekeyBalanceHistory(history, now, now.getTimezoneOffset());
  }, [history]);
  const period = BALANCE_PERIOD_OF_TIMEFRAME[timeframe];
  const points = useMemo(
    () =>
      balanceSeries(rekeyed[period]).map((point) => ({
        date: formatIsoDate(point.date),
        balance: point.value,
      })),
    [rekeyed, period],
  );
  // Nothing was ever held: the reason in the chart's place, not a flat line on a $0–$1 axis.
  const neverHeld = useMemo(() => isEmptyBalanceSeries(balanceSeries(rekeyed.full)), [rekeyed]);
  const flowPoints = useMemo(
    () =>
      flows === undefined
        ? undefined
        : Object.entries(flows.flows_data[period]).map(([date, amount]) => ({ date, amount })),
    [flows, period],
  );
  return (
    <BalanceChart
      title={dashboardTexts.balanceChart}
      history={neverHeld ? [] : points}
      emptyState={
        <EmptyState
          icon={Hourglass}
          title={dashboardTexts.balanceChartEmpty.title}
          className={cardEmptyState}
        >
          {dashboardTexts.balanceChartEmpty.body}
        </EmptyState>
      }
      {...(flowPoints === undefined ? {} : { flows: flowPoints })}
      timeframe={timeframe}
      onTimeframeChange={onTimeframeChange}
      daysOfData={daysOfData(Object.keys(rekeyed.full))}
      height={neverHeld ? EMPTY_HEIGHT : CHART_HEIGHT}
    />
  );
}
