import { type LineTimeframe, PERFORMANCE_PERIODS } from '@cairn/domain';
import { Segmented } from '../../primitives/charts/ChartControls';

export interface LineTimeframeControlProps {
  /** The timeframes the data covers; the others are shown disabled (doc 2 §4). */
  enabled: readonly LineTimeframe[];
  value: LineTimeframe;
  onChange: (timeframe: LineTimeframe) => void;
}

/** The line charts' 'Timeframe' buttons: Week, Month, YTD, Year, Full, each enabled by the data. */
export function LineTimeframeControl({ enabled, value, onChange }: LineTimeframeControlProps) {
  return (
    <Segmented
      label="Timeframe"
      options={PERFORMANCE_PERIODS.map((period) => ({
        id: period.timeframe,
        label: period.label,
        isDisabled: !enabled.includes(period.timeframe),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
