import { useTrackRecord } from '@cairn/api-client';
import { LoadState, TrackRecordChart } from '@cairn/ui';
import { useMemo } from 'react';
import { trackRecordTexts } from './copy';

const CHART_HEIGHT = 300;

/**
 * The performance chart of a model's or an index's page (doc 2 §2 Marketplace): its track record
 * (GET /performance/track-record with its id), read once in full; the Week, Month, YTD, Year and
 * Full buttons show windows of it, enabled by its days of data.
 */
export function TrackRecordSection({ id, name }: { id: string; name: string }) {
  const track = useTrackRecord({ model_id: id, timeframe: 'f' });
  return (
    <LoadState
      read={track}
      loading={
        <TrackRecordChart
          title={trackRecordTexts.title}
          isLoading
          dates={[]}
          series={[]}
          height={CHART_HEIGHT}
        />
      }
    >
      {(data) => <LoadedTrackRecord dates={data.x_axis} returns={data.y_axis} name={name} />}
    </LoadState>
  );
}

function LoadedTrackRecord({
  dates,
  returns,
  name,
}: {
  dates: readonly string[];
  returns: readonly number[];
  name: string;
}) {
  const series = useMemo(() => [{ name, returns }], [name, returns]);
  return (
    <TrackRecordChart
      title={trackRecordTexts.title}
      description={trackRecordTexts.description(name)}
      dates={dates}
      series={series}
      height={CHART_HEIGHT}
    />
  );
}
