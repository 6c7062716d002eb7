import { updateTlh, useMutation } from '@cairn/api-client';
import {
  canTransfer,
  dashboardPageTexts,
  dashboardTexts,
  KYC_PENDING_TOOLTIP,
  TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS,
} from '@cairn/domain';
import { Card, Switch } from '@cairn/ui';

export interface PortfolioTaxLossHarvestingProps {
  /** The profile's `tlh_enabled`. */
  enabled: boolean;
  kycStatus: string | null | undefined;
}

/**
 * My Portfolio's optional TLH toggle (doc 2 §2), shown by the page only when the tlhEnabled flag
 * is on for the user; changing it needs KYC approval (doc 2 §6).
 */
export function PortfolioTaxLossHarvesting({ enabled, kycStatus }: PortfolioTaxLossHarvestingProps) {
  const toggle = useMutation(updateTlh);
  const allowed = canTransfer(kycStatus);
  return (
    <Card title={dashboardTexts.taxLossHarvesting} description={TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS}>
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
