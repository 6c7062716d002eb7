import { cx } from '../../../utils/cx';
import { figure, missingMark, numeric, shareBar, shareFill } from '../figures.css';
import {
  type FigureValue,
  figureParts,
  MISSING_FIGURE,
  ratioToPercent,
  SIGN_NAME,
  type SignDisplay,
  signGlyph,
} from '../figureText';

/** How the value is given: a ratio (0.1234 is 12.34%) or percent points (12.34 is 12.34%). */
export const percentScales = ['ratio', 'percent'] as const;
export type PercentScale = (typeof percentScales)[number];

export interface PercentProps {
  /** The value; `null` shows the missing mark. */
  value: FigureValue | null;
  /** @default 'ratio' */
  scale?: PercentScale;
  /**
   * Decimals shown, fixed (zeros kept: '40.00%' beside '39.48%'): a column or a list passes one
   * precision to all its figures. @default 2
   */
  decimals?: number;
  /** `always` puts '+' on positives; negatives always show U+2212. @default 'negative' */
  signDisplay?: SignDisplay;
  /** What a missing value shows. @default '--' */
  missing?: string;
  /**
   * Draws the share as a bar too, before the number and growing into the room the figure is given
   * (an allocation's weight column takes a table's spare width). Hidden from assistive technology:
   * the number says it. @default false
   */
  bar?: boolean;
  /** Merged last. */
  className?: string;
}

/**
 * A share or a rate that is not a change ('25.00%' of a portfolio, a 0.85% fee): exact rounding,
 * U+2212 for a negative, tabular digits on the number only. For a return or any change, use
 * `Delta`: sign, arrow and colour together.
 *
 * Selectors: `[data-figure="percent"]`, `[data-sign="negative | zero | positive"]`.
 */
export function Percent({
  value,
  scale = 'ratio',
  decimals = 2,
  signDisplay = 'negative',
  missing = MISSING_FIGURE,
  bar = false,
  className,
}: PercentProps) {
  const points = value === null ? null : scale === 'ratio' ? ratioToPercent(value) : value;
  const parts = points === null ? null : figureParts(points, decimals);
  return (
    <span
      className={cx(figure, parts ? undefined : missingMark, className)}
      data-figure="percent"
      {...(parts ? { 'data-sign': SIGN_NAME[parts.sign] } : {})}
      {...(bar ? { 'data-bar': '' } : {})}
    >
      {bar ? (
        <span className={shareBar} aria-hidden="true">
          <span
            className={shareFill}
            style={{ inlineSize: `${Math.min(100, Math.max(0, Number(points) || 0))}%` }}
          />
        </span>
      ) : null}
      <span className={numeric}>
        {parts ? `${signGlyph(parts.sign, signDisplay)}${parts.magnitude}%` : missing}
      </span>
    </span>
  );
}
