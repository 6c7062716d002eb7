import { useHarvestedLosses } from '@cairn/api-client';
import { formatLongDate, parseIsoDate } from '@cairn/domain';
import { Button, Dialog, DialogTrigger, Figure, LoadState, Money, Stack, Text } from '@cairn/ui';
import { performancePageTexts, performanceTexts } from './copy';
import { harvestedLossesRange } from './returnsView';

const longDate = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatLongDate(date) : iso;
};

/**
 * The harvested tax losses of the period the line chart shows (doc 2 §2, §7: only with the
 * tlhEnabled flag, in the line view, over the chart's data): a button opening a dialog that reads
 * GET /trading-integration/tlh/harvested-losses for the chart's first and last date. The page
 * offers it on the line chart only.
 */
export function HarvestedLosses({ dates }: { dates: readonly string[] }) {
  const range = harvestedLossesRange(dates);
  if (range === null) return null;
  return (
    <DialogTrigger>
      <Button variant="secondary">{performancePageTexts.harvestedTaxLossesButton}</Button>
      <Dialog title={performanceTexts.harvestedTaxLosses} size="md">
        <HarvestedLossesBody range={range} />
      </Dialog>
    </DialogTrigger>
  );
}

function HarvestedLossesBody({ range }: { range: { start_date: string; end_date: string } }) {
  const losses = useHarvestedLosses(range);
  return (
    <Stack space="16">
      <LoadState read={losses}>
        {(data) => (
          <Stack space="8">
            <Figure size="xl" weight="bold">
              <Money value={data.total_harvested_losses} />
            </Figure>
            <Text tone="muted">
              {performancePageTexts.harvestedTaxLossesTotal(
                data.total_harvested_losses,
                longDate(range.start_date),
                longDate(range.end_date),
              )}
            </Text>
          </Stack>
        )}
      </LoadState>
      <Text>{performanceTexts.harvestedTaxLossesBody}</Text>
    </Stack>
  );
}
