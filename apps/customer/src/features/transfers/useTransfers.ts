import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

/** What the user wants to move: money in or out (doc 2 §2 "Transfer flow"). */
export type TransferIntent = 'deposit' | 'withdraw';

/** How: USD by wire (fiat) or crypto (in-kind); absent, the flow asks first. */
export type TransferMethod = 'fiat' | 'crypto';

/** A transfer to open: the intent, and the method when the entry point already knows it. */
export interface TransferRequest {
  readonly intent: TransferIntent;
  readonly method?: TransferMethod;
}

interface Transfers {
  /** The transfer open now, or `null`. */
  readonly open: TransferRequest | null;
  /** Opens a transfer flow (the dashboard's Transfer menu, the in-kind deposit shortcut, banners). */
  openTransfer(request: TransferRequest): void;
  /** Ends the flow. */
  closeTransfer(): void;
}

const TransfersContext = createContext<Transfers | null>(null);

/**
 * Holds which transfer flow is open for the whole signed-in app, so any page can start one and
 * the flow survives moving between pages.
 */
export function TransfersProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<TransferRequest | null>(null);
  const openTransfer = useCallback((request: TransferRequest) => setOpen(request), []);
  const closeTransfer = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ open, openTransfer, closeTransfer }), [open, openTransfer, closeTransfer]);
  return createElement(TransfersContext.Provider, { value }, children);
}

/** The transfer flows' entry point: `openTransfer({ intent: 'deposit' })`. */
export function useTransfers(): Transfers {
  const transfers = useContext(TransfersContext);
  if (transfers === null) throw new Error('useTransfers must be used inside <TransfersProvider>');
  return transfers;
}
