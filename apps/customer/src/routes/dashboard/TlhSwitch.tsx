import { updateTlh, useMutation } from '@cairn/api-client';
import { canTransfer } from '@cairn/domain';
import { Switch } from '@cairn/ui';
import { dashboardPageTexts, dashboardTexts } from './copy';

export interface TlhSwitchProps {
  /** The profile's `tlh_enabled`. */
  enabled: boolean;
  kycStatus: string | null | undefined;
}

/**
 * The Tax-Loss Harvesting switch of the dashboard and My Portfolio (doc 2 §2): it shows the saved
 * setting (a failed change leaves it as it was) and needs KYC approval (doc 2 §6); until then it is
 * disabled and says why.
 */
export function TlhSwitch({ enabled, kycStatus }: TlhSwitchProps) {
  const toggle = useMutation(updateTlh);
  const allowed = canTransfer(kycStatus);
  return (
    <Switch
      // Shown off until KYC allows it: a disabled switch drawn on reads as "on but locked".
      isSelected={allowed && enabled}
      isDisabled={!allowed}
      // Read-only, not disabled, while the change is saved: a disabled switch loses the keyboard's
      // focus (issue 31, e2e/customer/keyboard-tlh.spec.ts).
      isReadOnly={toggle.isPending}
      onChange={(selected) => void toggle.trigger({ tlh_enabled: selected })}
      description={
        allowed
          ? dashboardPageTexts.taxLossHarvestingDescription
          : dashboardPageTexts.taxLossHarvestingAfterKyc
      }
    >
      {dashboardTexts.taxLossHarvesting}
    </Switch>
  );
}
