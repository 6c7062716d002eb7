import { Label, ProgressBar } from 'react-aria-components';
import { visuallyHidden } from '../../../theme/utilities.css';
import { cx } from '../../../utils/cx';
import { circle, root, type spinnerSizes } from './Spinner.css';

export interface SpinnerProps {
  /** What is loading; the progress bar's name. @default 'Loading' */
  label?: string;
  /** Show the label beside the spinner; otherwise it is only read by screen readers. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: (typeof spinnerSizes)[number];
  /** Merged last. */
  className?: string;
}

/**
 * A loading indicator: a react-aria `ProgressBar` with `isIndeterminate` (`role="progressbar"`
 * without a value) and a label. The arc stops turning under `prefers-reduced-motion`.
 *
 * Selectors: `[data-size="sm | md | lg"]`.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate className={cx(root, className)} data-size={size}>
      <span aria-hidden="true" className={circle} />
      <Label className={showLabel ? undefined : visuallyHidden}>{label}</Label>
    </ProgressBar>
  );
}
