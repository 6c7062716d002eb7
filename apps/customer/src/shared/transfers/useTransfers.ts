import { createContext, useContext } from 'react';

/** What the user wants to move: money in or out (doc 2 §2 "Transfer flow"). */
export type TransferIntent = 'deposit' | 'withdraw';

/** What the Transfer menu (or any other entry point) asks for. */
export interface OpenTransferOptions {
  readonly intent: TransferIntent;
  /** Skips the method choice; closing the method's flow still returns to it, keeping the intent. */
  readonly method?: 'wire' | 'crypto';
}

export interface Transfers {
  readonly openTransfer: (options: OpenTransferOptions) => void;
}

export const TransfersContext = createContext<Transfers | null>(null);

/** Opens the transfer flows rendered by `TransferProvider`. */
export function useTransfers(): Transfers {
  const transfers = useContext(TransfersContext);
  if (transfers === null) throw new Error('useTransfers must be used inside a TransferProvider');
  return transfers;
}
