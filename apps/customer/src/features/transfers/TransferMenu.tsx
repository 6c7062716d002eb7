import { transferMenuTexts } from '@cairn/domain';
import { Menu } from '@cairn/ui';
import { useTransfers } from './useTransfers';

export interface TransferMenuProps {
  /** Why transfers are not possible yet (e.g. identity verification pending); omitted, enabled. */
  disabledReason?: string;
}

/** The Transfer menu (doc 2 §2 "Transfer flow"): Deposit or Withdraw, then the method. */
export function TransferMenu({ disabledReason }: TransferMenuProps) {
  const { openTransfer } = useTransfers();
  return (
    <Menu
      label={transferMenuTexts.transfer}
      variant="primary"
      items={[
        { id: 'deposit', label: transferMenuTexts.deposit },
        { id: 'withdraw', label: transferMenuTexts.withdraw },
      ]}
      onAction={(id) => openTransfer({ intent: id === 'withdraw' ? 'withdraw' : 'deposit' })}
      {...(disabledReason === undefined ? {} : { isDisabled: true, disabledReason })}
    />
  );
}
