import { Card } from '@cairn/ui';
import { TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS } from '../../shared/copy';
import { dashboardTexts } from '../dashboard/copy';
import { TlhSwitch } from '../dashboard/TlhSwitch';

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
  return (
    <Card title={dashboardTexts.taxLossHarvesting} description={TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS}>
      <TlhSwitch enabled={enabled} kycStatus={kycStatus} />
    </Card>
  );
}
