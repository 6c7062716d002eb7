/**
 * Option building shared by the charts. It loads with the chart chunk, not with the page:
 * `EChart.tsx` hands these helpers to each chart's option builder (`ChartTools`), and the charts
 * import this module for its types only. What the page draws too (the key's dashes, `lineDashes.ts`)
 * and the kit's shared helpers (`defined`) stay out of it: a module both load would load with every
 * page (the bundler puts it in a chunk the page imports). Types only from echarts (erased at build).
 */
import type {
  TooltipComponentFormatterCallbackParams,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartTheme } from './chartTheme';
import * as css from './chartTooltip.css';

/** Everything a kit chart may put in its echarts option: the modules registered in `echarts.ts`. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | AriaComponentOption
>;

/** The striped pattern echarts paints over an item (`itemStyle.decal`). */
export type DecalOption = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

/** One line of a tooltip. */
export interface TooltipRow {
  readonly name: string;
  readonly value: string;
  /** The series colour of the marker dot. */
  readonly color?: string;
  /** A gain or a loss: the value in the gain / loss text colour (its sign says it too). */
  readonly trend?: 'gain' | 'loss' | 'none';
}

/**
 * A tooltip's content as DOM nodes with classes, never an HTML string: echarts parses string
 * content with `innerHTML`, and its default markup carries `style="..."` attributes that the
 * gateway's CSP (no 'unsafe-inline' styles) blocks. Text goes in through `textContent`.
 */
export function tooltipElement(title: string, rows: readonly TooltipRow[]): HTMLElement {
  const root = document.createElement('div');
  root.className = css.tooltip;
  const heading = document.createElement('div');
  heading.className = css.tooltipTitle;
  heading.textContent = title;
  root.append(heading);
  for (const row of rows) {
    const line = document.createElement('div');
    line.className = css.tooltipRow;
    const name = document.createElement('span');
    name.className = css.tooltipName;
    if (row.color) {
      const marker = document.createElement('span');
      marker.className = css.tooltipMarker;
      // CSSOM assignment, allowed by CSP (unlike a style attribute in markup).
      marker.style.background = row.color;
      name.append(marker);
    }
    name.append(row.name);
    const value = document.createElement('span');
    value.className =
      row.trend === 'gain' || row.trend === 'loss'
        ? `${css.tooltipValue} ${css.tooltipTrend[row.trend]}`
        : css.tooltipValue;
    value.textContent = row.value;
    line.append(name, value);
    root.append(line);
  }
  return root;
}

/** The data index a tooltip points at (axis tooltips pass an array, item tooltips one item). */
export function tooltipIndex(params: TooltipComponentFormatterCallbackParams): number {
  const first = Array.isArray(params) ? params[0] : params;
  return first?.dataIndex ?? 0;
}

/** What every kit chart shares: no background, token text, the aria summary, animation switch. */
export function baseOption(theme: ChartTheme, animate: boolean, description: string): ChartOption {
  return {
    animation: animate,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: theme.fontFamily, fontSize: theme.fontSize, color: theme.textMuted },
    aria: { enabled: true, label: { enabled: true, description } },
  };
}

/**
 * The plot's margins: 8 px at the left and bottom, axis labels kept inside the chart's box. `top`
 * leaves room for the highest label; `right` for labels at the end of horizontal bars.
 */
export function chartGrid({ top, right = 8 }: { top: number; right?: number }) {
  return {
    left: 8,
    right,
    top,
    bottom: 8,
    outerBoundsMode: 'same',
    outerBoundsContain: 'axisLabel',
  } as const;
}

/** The tooltip's frame in token colours; content comes from a formatter building DOM nodes. */
export function tooltipOption(
  theme: ChartTheme,
  trigger: 'axis' | 'item',
  formatter: (params: TooltipComponentFormatterCallbackParams) => HTMLElement,
): TooltipComponentOption {
  return {
    trigger,
    confine: true,
    backgroundColor: theme.surfaceRaised,
    borderColor: theme.border,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: theme.fontSize },
    axisPointer: { type: 'line', lineStyle: { color: theme.textMuted } },
    formatter,
  };
}

/** A category x-axis of dates with about seven labels. */
export function categoryAxis(
  theme: ChartTheme,
  labels: readonly string[],
  /** Every n-th label, or which labels (a date axis's month starts: `dateAxisInterval`). */
  interval: number | ((index: number) => boolean),
  boundaryGap: boolean,
): XAXisComponentOption {
  return {
    type: 'category',
    data: [...labels],
    boundaryGap,
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { alignWithLabel: true, interval, lineStyle: { color: theme.border } },
    // The first label starts at its point (a line's axis, a bar's centre), so it never runs under
    // the bottom value tick left of the axis (issue 30: 'Oct 2024' against '−40%' on the bars); on
    // a line (no boundary gap) the last ends at the plot's edge.
    axisLabel: {
      color: theme.textMuted,
      interval,
      hideOverlap: true,
      alignMinLabel: 'left',
      ...(boundaryGap ? {} : { alignMaxLabel: 'right' }),
    },
  };
}

/** A value axis with token colours and a display formatter. */
export function valueAxis(
  theme: ChartTheme,
  formatter: (value: number) => string,
  extra: {
    scale?: boolean;
    showSplitLine?: boolean;
    position?: 'left' | 'right';
    /** The smallest step between ticks: 1 for whole dollars, 0.01 for whole percents of a ratio. */
    minInterval?: number;
  } = {},
): YAXisComponentOption {
  return {
    type: 'value',
    scale: extra.scale ?? false,
    ...(extra.minInterval === undefined ? {} : { minInterval: extra.minInterval }),
    position: extra.position ?? 'left',
    axisLabel: { color: theme.textMuted, formatter },
    splitLine: { show: extra.showSplitLine ?? true, lineStyle: { color: theme.border, type: 'dashed' } },
  };
}

/**
 * The pattern on losses (withdrawals, negative returns): diagonal stripes in the surface colour,
 * so a loss reads without colour. Gains stay solid.
 */
export function lossDecal(theme: ChartTheme): DecalOption {
  return {
    symbol: 'rect',
    symbolSize: 1,
    color: theme.surface,
    dashArrayX: [1, 0],
    dashArrayY: [3, 3],
    rotation: Math.PI / 4,
  };
}

/** ECharts' `lineStyle.type` for a dash array. */
export function echartsLineType(dash: readonly number[]): 'solid' | number[] {
  return dash.length === 0 ? 'solid' : [...dash];
}
/** Marker shapes cycled by series. */
export const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect', 'pin', 'arrow'] as const;
