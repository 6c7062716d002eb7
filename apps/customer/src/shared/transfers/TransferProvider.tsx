import {
  TRANSFER_FLOW_CLOSED,
  type TransferFlowEvent,
  type TransferFlowState,
  transferFlow,
} from '@cairn/domain';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { type OpenTransferOptions, type Transfers, TransfersContext } from './useTransfers';

// The dialogs and flows load when a transfer is first opened, not with the app's first paint.
const TransferDialogs = lazy(() =>
  import('./TransferDialogs').then((module) => ({ default: module.TransferDialogs })),
);

type Event = TransferFlowEvent | { readonly type: 'OPEN_METHOD'; readonly options: OpenTransferOptions };

function reduce(state: TransferFlowState, event: Event): TransferFlowState {
  if (event.type !== 'OPEN_METHOD') return transferFlow(state, event);
  const opened = transferFlow(state, {
    type: 'OPEN',
    intent: event.options.intent === 'withdraw' ? 'WITHDRAW' : 'DEPOSIT',
  });
  return event.options.method === undefined
    ? opened
    : transferFlow(opened, {
        type: 'CHOOSE_METHOD',
        method: event.options.method === 'crypto' ? 'CRYPTO' : 'FIAT',
      });
}

/**
 * Holds the Transfer flow (doc 2 §2) and renders its one open dialog: the method choice, the
 * in-kind info step, or the method's own flow. Closing a method's flow returns to the method
 * choice with the same intent; closing the method choice ends it.
 */
export function TransferProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, TRANSFER_FLOW_CLOSED);
  // The method last chosen, shown again when a method's flow is closed back to the choice.
  const [method, setMethod] = useState<'FIAT' | 'CRYPTO'>('FIAT');
  const openTransfer = useCallback((options: OpenTransferOptions) => {
    setMethod(options.method === 'crypto' ? 'CRYPTO' : 'FIAT');
    dispatch({ type: 'OPEN_METHOD', options });
  }, []);
  const transfers = useMemo<Transfers>(() => ({ openTransfer }), [openTransfer]);
  useReturnFocus(state.step === 'CLOSED');
  const close = () => dispatch({ type: 'CLOSE' });
  const complete = () => dispatch({ type: 'COMPLETE' });
  return (
    <TransfersContext.Provider value={transfers}>
      {children}
      {state.step === 'CLOSED' ? null : (
        <Suspense fallback={null}>
          <TransferDialogs
            state={state}
            method={method}
            onMethodChange={setMethod}
            onChooseMethod={() => dispatch({ type: 'CHOOSE_METHOD', method })}
            onConfirmInKind={() => dispatch({ type: 'CONFIRM_IN_KIND' })}
            onClose={close}
            onDone={complete}
          />
        </Suspense>
      )}
    </TransfersContext.Provider>
  );
}

/**
 * The flow opens from a menu item that is gone once the dialog shows, so the dialogs cannot hand
 * focus back to it. While closed, the last element focused outside a menu or dialog is remembered
 * (the Transfer button), and focus goes back to it when the flow ends.
 */
function useReturnFocus(closed: boolean) {
  const last = useRef<HTMLElement | null>(null);
  const wasClosed = useRef(closed);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') === null
      ) {
        last.current = target;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (closed && !wasClosed.current && last.current?.isConnected) last.current.focus();
    wasClosed.current = closed;
  }, [closed]);
}
