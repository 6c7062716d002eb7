import {
  type DecimalInput,
  formatUsd,
  MISSING_VALUE_DISPLAY,
  PERFORMANCE_LEVEL_LABELS,
  PERFORMANCE_LEVELS,
  type PerformanceLevel,
} from '@cairn/domain';
import { useMemo } from 'react';
import { Segmented, useControllableState } from '../../../primitives/charts/ChartControls';
import { type ChartCommonProps, ChartFrame } from '../../../primitives/charts/ChartFrame';
import {
  baseOption,
  type ChartOption,
  chartGrid,
  tooltipElement,
  tooltipIndex,
  tooltipOption,
} from '../../../primitives/charts/chartOptions';
import { useChartAnimation, useChartTheme } from '../../../primitives/charts/chartTheme';
import { chartSeriesColor } from '../../../theme/palette';
import { formatWeight, toPlotNumber } from '../chartFormat';

/** The chart's shapes. */
export const ALLOCATION_CHART_VARIANTS = ['donut', 'bar'] as const;
export type AllocationChartVariant = (typeof ALLOCATION_CHART_VARIANTS)[number];

/** One investment, asset or sector of the allocation (doc 2 §3 "Allocation item"). */
export interface AllocationItem {
  readonly name: string;
  /** Weight in percent (12.5 is 12.50%). */
  readonly weight: DecimalInput;
  /** Its balance in USD, when known. */
  readonly balance?: DecimalInput;
}

export interface AllocationChartProps extends ChartCommonProps {
  /** The allocation lists by level, as the API returns them (investment, asset, sector). */
  allocations: Readonly<Partial<Record<PerformanceLevel, readonly AllocationItem[]>>>;
  /** The level shown (controlled). */
  level?: PerformanceLevel;
  /** @default 'investment' */
  defaultLevel?: PerformanceLevel;
  onLevelChange?: (level: PerformanceLevel) => void;
  /** @default 'donut' */
  variant?: AllocationChartVariant;
}

/**
 * The allocation by Investment, Asset or Sector as a donut or horizontal bars, largest first, in
 * palette colours with each slice labelled by name and weight (so it reads without colour), an aria
 * summary and a 'View as table' alternative.
 *
 * Selectors: those of the chart frame, `[data-state]` and `[data-view]`.
 */
export function AllocationChart({
  allocations,
  level: levelProp,
  defaultLevel = 'investment',
  onLevelChange,
  variant = 'donut',
  title = 'Allocation',
  ...common
}: AllocationChartProps) {
  const theme = useChartTheme();
  const animate = useChartAnimation();
  const [level, setLevel] = useControllableState(levelProp, defaultLevel, onLevelChange);
  const items = useMemo(
    () =>
      [...(allocations[level] ?? [])]
        .map((item) => ({ ...item, weightNumber: toPlotNumber(item.weight) }))
        .sort((a, b) => b.weightNumber - a.weightNumber),
    [allocations, level],
  );
  const hasBalance = items.some((item) => item.balance !== undefined);

  const option = useMemo<ChartOption>(() => {
    const description = `${variant === 'donut' ? 'Donut' : 'Bar'} chart of the allocation by ${PERFORMANCE_LEVEL_LABELS[level]}, ${items.length} items, largest first: ${items
      .map((item) => `${item.name} ${formatWeight(item.weight)}`)
      .join(', ')}.`;
    const tooltip = tooltipOption(theme, variant === 'donut' ? 'item' : 'axis', (params) => {
      const item = items[tooltipIndex(params)];
      if (!item) return tooltipElement('', []);
      return tooltipElement(item.name, [
        { name: 'Weight', value: formatWeight(item.weight) },
        ...(item.balance === undefined ? [] : [{ name: 'Balance', value: formatUsd(item.balance) }]),
      ]);
    });
    const base = baseOption(theme, animate, description);
    if (variant === 'donut') {
      return {
        ...base,
        tooltip,
        series: [
          {
            type: 'pie',
            name: PERFORMANCE_LEVEL_LABELS[level],
            radius: ['45%', '70%'],
            avoidLabelOverlap: true,
            minShowLabelAngle: 6,
            itemStyle: { borderColor: theme.surface, borderWidth: 2 },
            label: {
              color: theme.text,
              lineHeight: Math.round(theme.fontSize * 1.4),
              formatter: (params) => {
                const item = items[params.dataIndex];
                return item ? `${item.name}\n${formatWeight(item.weight)}` : '';
              },
            },
            labelLine: { lineStyle: { color: theme.textMuted } },
            data: items.map((item, index) => ({
              name: item.name,
              value: item.weightNumber,
              itemStyle: { color: chartSeriesColor(index) },
            })),
          },
        ],
      };
    }
    return {
      ...base,
      tooltip: { ...tooltip, axisPointer: { type: 'shadow' } },
      grid: chartGrid({ top: 8, right: 56 }),
      xAxis: {
        type: 'value',
        axisLabel: { color: theme.textMuted, formatter: (value: number) => `${value}%` },
        splitLine: { lineStyle: { color: theme.border, type: 'dashed' } },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: items.map((item) => item.name),
        axisLabel: { color: theme.text },
        axisLine: { lineStyle: { color: theme.border } },
      },
      series: [
        {
          type: 'bar',
          name: PERFORMANCE_LEVEL_LABELS[level],
          barMaxWidth: 20,
          label: {
            show: true,
            position: 'right',
            color: theme.textMuted,
            formatter: (params) => formatWeight(items[params.dataIndex]?.weight ?? 0),
          },
          data: items.map((item, index) => ({
            value: item.weightNumber,
            itemStyle: { color: chartSeriesColor(index) },
          })),
        },
      ],
    };
  }, [items, level, variant, theme, animate]);

  return (
    <ChartFrame
      {...common}
      title={title}
      isEmpty={items.length === 0}
      option={option}
      table={() => ({
        caption: `${title} by ${PERFORMANCE_LEVEL_LABELS[level]}`,
        columns: [
          { key: 'name', header: PERFORMANCE_LEVEL_LABELS[level] },
          { key: 'weight', header: 'Weight', align: 'end' },
          ...(hasBalance ? [{ key: 'balance', header: 'Balance', align: 'end' } as const] : []),
        ],
        rows: items.map((item) => [
          item.name,
          formatWeight(item.weight),
          ...(hasBalance
            ? [item.balance === undefined ? MISSING_VALUE_DISPLAY : formatUsd(item.balance)]
            : []),
        ]),
      })}
      controls={
        <Segmented
          label="Allocation by"
          options={PERFORMANCE_LEVELS.map((id) => ({ id, label: PERFORMANCE_LEVEL_LABELS[id] }))}
          value={level}
          onChange={setLevel}
        />
      }
    />
  );
}
