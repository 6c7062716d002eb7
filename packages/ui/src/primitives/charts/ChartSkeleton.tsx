import { visuallyHidden } from '../../theme/utilities.css';
import { skeleton } from './charts.css';

export interface ChartSkeletonProps {
  /** Height in px, the chart's. */
  height: number;
  /** What assistive technology hears. @default 'Loading chart' */
  label?: string;
}

/** The placeholder of a chart while its data or the chart code loads. */
export function ChartSkeleton({ height, label = 'Loading chart' }: ChartSkeletonProps) {
  return (
    <div role="status" className={skeleton} style={{ height }} data-chart-state="loading">
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
