import { cx } from '../../../utils/cx';
import { figure, missingMark, numeric, unit as unitClass } from '../figures.css';
import { type FigureValue, figureParts, MISSING_FIGURE, signGlyph } from '../figureText';

export interface QuantityProps {
  /** The quantity as a decimal string or number; `null` shows the missing mark. */
  value: FigureValue | null;
  /** Its unit, always shown after it: 'BTC', 'ETH', 'shares'. */
  unit: string;
  /**
   * Fixed decimals (zeros kept), for a column that lines up: a column passes one precision to all
   * its figures. Without it, up to `maxDecimals` with trailing zeros trimmed.
   */
  decimals?: number;
  /** The most decimals when `decimals` is not set. @default 8 (doc 2 §9: up to 8 for crypto) */
  maxDecimals?: number;
  /** What a missing quantity shows. @default '--' */
  missing?: string;
  /** Merged last. */
  className?: string;
}

/**
 * A quantity with its unit ('0.5 BTC'): exact rounding, thousands separators, U+2212 for a
 * negative, tabular digits on the number and not on the unit.
 *
 * Selectors: `[data-figure="quantity"]`.
 */
export function Quantity({
  value,
  unit,
  decimals,
  maxDecimals = 8,
  missing = MISSING_FIGURE,
  className,
}: QuantityProps) {
  const parts = value === null ? null : figureParts(value, decimals ?? maxDecimals, decimals === undefined);
  return (
    <span className={cx(figure, parts ? undefined : missingMark, className)} data-figure="quantity">
      <span className={numeric}>
        {parts ? `${signGlyph(parts.sign, 'negative')}${parts.magnitude}` : missing}
      </span>
      {/* The space is in the text (copy, screen readers, "0.5 BTC"); the gap draws it on screen. */}
      {parts ? <span className={unitClass}>{` ${unit}`}</span> : null}
    </span>
  );
}
