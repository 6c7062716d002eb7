import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { cx } from '../../../utils/cx';
import { VisuallyHidden } from '../../foundations/VisuallyHidden/VisuallyHidden';
import { arrow, figure, missingMark, numeric, trend as trendClass } from '../figures.css';
import { type FigureValue, figureParts, MISSING_FIGURE, ratioToPercent, signGlyph } from '../figureText';
import type { PercentScale } from '../Percent/Percent';
import { type DeltaMessages, deltaMessages } from './messages';

/** What the change counts: money ('+$12.00') or a percentage ('+8.92%'). */
export const deltaKinds = ['money', 'percent'] as const;
export type DeltaKind = (typeof deltaKinds)[number];

export interface DeltaProps {
  /** The signed change; `null` shows the missing mark. */
  value: FigureValue | null;
  /** @default 'percent' */
  kind?: DeltaKind;
  /** For `kind="percent"`: a ratio (0.0892 is 8.92%) or percent points. @default 'ratio' */
  scale?: PercentScale;
  /** Decimals shown, fixed: a column passes one precision to all its figures. @default 2 */
  decimals?: number;
  /** For `kind="money"`. @default '$' */
  symbol?: string;
  /** What a missing change shows. @default '--' */
  missing?: string;
  /** The words read before the figure ('Up', 'Down'; a gain/loss figure passes 'Gain', 'Loss'). */
  messages?: Partial<DeltaMessages>;
  /** Merged last. */
  className?: string;
}

/**
 * A change (a return, a gain or a loss): its sign ('+' or U+2212), an arrow and the gain / loss
 * colour together, never the colour alone, and a word for screen readers ('Up', 'Down'). Zero, as
 * rounded, shows no sign, no arrow and no colour.
 *
 * Selectors: `[data-figure="delta"]`, `[data-trend="gain | loss | none"]`.
 */
export function Delta({
  value,
  kind = 'percent',
  scale = 'ratio',
  decimals = 2,
  symbol = '$',
  missing = MISSING_FIGURE,
  messages,
  className,
}: DeltaProps) {
  const words = { ...deltaMessages, ...messages };
  const points =
    value === null ? null : kind === 'percent' && scale === 'ratio' ? ratioToPercent(value) : value;
  const parts = points === null ? null : figureParts(points, decimals);
  const direction = parts === null || parts.sign === 0 ? 'none' : parts.sign > 0 ? 'gain' : 'loss';
  const text = parts
    ? kind === 'money'
      ? `${signGlyph(parts.sign, 'always')}${symbol}${parts.magnitude}`
      : `${signGlyph(parts.sign, 'always')}${parts.magnitude}%`
    : missing;
  return (
    <span
      className={cx(figure, trendClass[direction], parts ? undefined : missingMark, className)}
      data-figure="delta"
      data-trend={direction}
    >
      {direction === 'none' ? null : (
        <>
          {direction === 'gain' ? (
            <ArrowUpRight aria-hidden="true" focusable="false" className={arrow} />
          ) : (
            <ArrowDownRight aria-hidden="true" focusable="false" className={arrow} />
          )}
          <VisuallyHidden>{`${direction === 'gain' ? words.increase : words.decrease} `}</VisuallyHidden>
        </>
      )}
      <span className={numeric}>{text}</span>
    </span>
  );
}
