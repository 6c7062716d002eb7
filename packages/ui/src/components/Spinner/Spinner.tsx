import { Label, ProgressBar } from 'react-aria-components';
import { circle, root, type spinnerSizes, track, visuallyHidden } from './Spinner.css';

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
    <ProgressBar isIndeterminate className={[root, className].filter(Boolean).join(' ')} data-size={size}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={circle({ size })}>
        <circle cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" className={track} />
        <path
          d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Label className={showLabel ? undefined : visuallyHidden}>{label}</Label>
    </ProgressBar>
  );
}
