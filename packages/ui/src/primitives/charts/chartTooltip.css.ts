import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The chart's tooltip, built by `tooltipElement` in the chart chunk: apart from `charts.css.ts`,
// whose classes load with the page.

// ── echarts tooltip content (built as DOM nodes: no inline style attributes, CSP-safe) ──────────

export const tooltip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const tooltipTitle = style({ fontWeight: vars.font.weightBold });

export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});

export const tooltipName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['4'] });

export const tooltipMarker = style({
  display: 'inline-block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
});

export const tooltipValue = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightMedium });

/** A gain or a loss in a tooltip, in the figures' gain / loss text colours. */
export const tooltipTrend = styleVariants({
  gain: { color: vars.color.gainText },
  loss: { color: vars.color.lossText },
});
