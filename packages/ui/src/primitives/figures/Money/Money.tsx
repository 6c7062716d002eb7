import { cx } from '../../../utils/cx';
import { figure, missingMark, numeric } from '../figures.css';
import {
  type FigureValue,
  figureParts,
  MISSING_FIGURE,
  SIGN_NAME,
  type SignDisplay,
  signGlyph,
} from '../figureText';

export interface MoneyProps {
  /** The amount as a decimal string or number; `null` shows the missing mark. */
  value: FigureValue | null;
  /**
   * Decimals shown, fixed (zeros kept): a column or a list passes one precision to all its figures.
   * @default 2
   */
  decimals?: number;
  /** The currency symbol before the digits. @default '$' */
  symbol?: string;
  /** `always` puts '+' on positive amounts (a gain); negatives always show U+2212. @default 'negative' */
  signDisplay?: SignDisplay;
  /** What a missing amount shows. @default '--' */
  missing?: string;
  /** Merged last. */
  className?: string;
}

/**
 * An amount of money: exact rounding, thousands separators, U+2212 for a negative amount
 * ('−$1,051.87'), tabular digits on the number only. For a gain or a loss that should read as one,
 * use `Delta`.
 *
 * Selectors: `[data-figure="money"]`, `[data-sign="negative | zero | positive"]`.
 */
export function Money({
  value,
  decimals = 2,
  symbol = '$',
  signDisplay = 'negative',
  missing = MISSING_FIGURE,
  className,
}: MoneyProps) {
  const parts = value === null ? null : figureParts(value, decimals);
  return (
    <span
      className={cx(figure, parts ? undefined : missingMark, className)}
      data-figure="money"
      {...(parts ? { 'data-sign': SIGN_NAME[parts.sign] } : {})}
    >
      <span className={numeric}>
        {parts ? `${signGlyph(parts.sign, signDisplay)}${symbol}${parts.magnitude}` : missing}
      </span>
    </span>
  );
}
