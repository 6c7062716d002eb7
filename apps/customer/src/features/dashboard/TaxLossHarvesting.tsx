import { updateTlh, useHarvestedLosses, useMutation } from '@cairn/api-client';
import {
  canTransfer,
  dashboardPageTexts,
  dashboardTexts,
  formatUsd,
  KYC_PENDING_TOOLTIP,
  yearToDateRange,
} from '@cairn/domain';
import { Card, Figure, Skeleton, Switch } from '@cairn/ui';
import { useMemo } from 'react';

export interface TaxLossHarvestingProps {
  /** The profile's `tlh_enabled`. */
  enabled: boolean;
  kycStatus: string | null | undefined;
}

/**
 * The TLH control and the harvested tax losses of this year (doc 2 §2), shown only when the
 * tlhEnabled flag is on for the user (the page decides). Changing the setting needs KYC approval
 * (doc 2 §6); until then the switch is disabled and says why.
 */
export function TaxLossHarvesting({ enabled, kycStatus }: TaxLossHarvestingProps) {
  const range = useMemo(() => {
    const now = new Date();
    return yearToDateRange(now, now.getTimezoneOffset());
  }, []);
  const losses = useHarvestedLosses(range);
  const toggle = useMutation(updateTlh);
  const allowed = canTransfer(kycStatus);
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
          {formatUsd(losses.data.total_harvested_losses)}
        </Figure>
      )}
      <Switch
        isSelected={enabled}
        isDisabled={!allowed || toggle.isPending}
        onChange={(selected) => void toggle.trigger({ tlh_enabled: selected })}
        description={allowed ? dashboardPageTexts.taxLossHarvestingDescription : KYC_PENDING_TOOLTIP}
      >
        {dashboardTexts.taxLossHarvesting}
      </Switch>
    </Card>
  );
}
