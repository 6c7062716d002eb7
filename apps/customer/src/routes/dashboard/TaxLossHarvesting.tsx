import { useHarvestedLosses } from '@cairn/api-client';
import { yearToDateRange } from '@cairn/domain';
import { Card, Figure, Money, Skeleton } from '@cairn/ui';
import { useMemo } from 'react';
import { dashboardPageTexts, dashboardTexts } from './copy';
import { TlhSwitch } from './TlhSwitch';

export interface TaxLossHarvestingProps {
  /** The profile's `tlh_enabled`. */
  enabled: boolean;
  kycStatus: string | null | undefined;
}

/**
 * The TLH control and the harvested tax losses of this year (doc 2 §2), shown only when the
 * tlhEnabled flag is on for the user (the page decides).
 */
export function TaxLossHarvesting({ enabled, kycStatus }: TaxLossHarvestingProps) {
  const range = useMemo(() => {
    const now = new Date();
    return yearToDateRange(now, now.getTimezoneOffset());
  }, []);
  const losses = useHarvestedLosses(range);
  const year = Number(range.start_date.slice(0, 4));
  return (
    <Card
      title={dashboardTexts.harvestedTaxLosses}
      description={dashboardPageTexts.harvestedTaxLossesDescription(year)}
    >
      {losses.data === undefined ? (
        <Skeleton width="8rem" height="2rem" />
      ) : (
        <Figure size="xl" weight="bold">
          <Money value={losses.data.total_harvested_losses} />
        </Figure>
      )}
      <TlhSwitch enabled={enabled} kycStatus={kycStatus} />
    </Card>
  );
}
