import { transferButtonState } from '@cairn/domain';
import { Menu } from '@cairn/ui';
import { useTransfers } from '../../shared/transfers/useTransfers';
import { portfolioTexts } from './copy';

const ITEMS = [
  { id: 'wire', label: portfolioTexts.usdWire },
  { id: 'crypto', label: portfolioTexts.crypto },
] as const;

/**
 * My Portfolio's Deposit menu (doc 2 §2): USD Wire or Crypto opens that deposit flow directly
 * (closing it returns to the method choice, as every transfer does). Disabled, with the KYC
 * reason, until KYC is approved (doc 2 §5 "Transfer only possible when kyc_status is SUCCESS").
 */
export function DepositMenu({
  profileLoaded,
  kycStatus,
}: {
  profileLoaded: boolean;
  kycStatus: string | null | undefined;
}) {
  const { openTransfer } = useTransfers();
  const state = transferButtonState(profileLoaded, kycStatus);
  return (
    <Menu
      label={portfolioTexts.deposit}
      placement="bottom end"
      items={ITEMS}
      isDisabled={state.disabled}
      {...(state.tooltip === null ? {} : { disabledReason: state.tooltip })}
      onAction={(id) => openTransfer({ intent: 'deposit', method: id === 'crypto' ? 'crypto' : 'wire' })}
    />
  );
}
