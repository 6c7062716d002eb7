import { transferButtonState } from '@cairn/domain';
import { Menu } from '@cairn/ui';
import { transferMenuTexts } from './copy';
import { type TransferIntent, useTransfers } from './useTransfers';

export interface TransferMenuProps {
  /** Whether the profile has loaded: until then the menu is disabled (doc 2 §2). */
  profileLoaded: boolean;
  /** The profile's `kyc_status`: the menu is disabled, with its reason, until it is SUCCESS. */
  kycStatus: string | null | undefined;
}

const ITEMS = [
  { id: 'deposit', label: transferMenuTexts.deposit },
  { id: 'withdraw', label: transferMenuTexts.withdraw },
] as const satisfies readonly { id: TransferIntent; label: string }[];

/**
 * The dashboard's 'Transfer' dropdown with Deposit and Withdraw (doc 2 §2): disabled until the
 * profile loads and while KYC is not approved (then focusable, with the KYC reason as its tooltip).
 */
export function TransferMenu({ profileLoaded, kycStatus }: TransferMenuProps) {
  const { openTransfer } = useTransfers();
  const state = transferButtonState(profileLoaded, kycStatus);
  return (
    <Menu
      label={transferMenuTexts.transfer}
      // Disabled, it takes the quiet box (muted text, hairline) that reads as disabled: the faded
      // accent of a disabled primary read as washed out rather than unavailable (issue 30).
      variant={state.disabled ? 'secondary' : 'primary'}
      placement="bottom end"
      items={ITEMS}
      isDisabled={state.disabled}
      {...(state.tooltip === null ? {} : { disabledReason: state.tooltip })}
      onAction={(id) => openTransfer({ intent: id as TransferIntent })}
    />
  );
}
