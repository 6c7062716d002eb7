import {
  cryptoDepositTexts,
  cryptoWithdrawalTexts,
  TRANSFER_FLOW_CLOSED,
  type TransferFlowEvent,
  type TransferFlowState,
  transferDialogTexts,
  transferFlow,
  transferMethodTexts,
} from '@cairn/domain';
import { Button, ChoiceCards, StepDialog, Text } from '@cairn/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CryptoDepositFlow } from './CryptoDepositFlow';
import { CryptoWithdrawalFlow } from './CryptoWithdrawalFlow';
import { FiatWithdrawalFlow } from './FiatWithdrawalFlow';
import { type OpenTransferOptions, type Transfers, TransfersContext } from './useTransfers';
import { WireDepositFlow } from './WireDepositFlow';

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
      {state.step === 'METHOD' ? (
        <MethodDialog
          deposit={state.intent === 'DEPOSIT'}
          method={method}
          onMethodChange={setMethod}
          onClose={close}
          onChoose={() => dispatch({ type: 'CHOOSE_METHOD', method })}
        />
      ) : null}
      {state.step === 'IN_KIND_INFO' ? (
        <InKindInfoDialog
          deposit={state.intent === 'DEPOSIT'}
          onClose={close}
          onContinue={() => dispatch({ type: 'CONFIRM_IN_KIND' })}
        />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'DEPOSIT' && state.method === 'FIAT' ? (
        <WireDepositFlow onClose={close} onDone={complete} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'DEPOSIT' && state.method === 'CRYPTO' ? (
        <CryptoDepositFlow onClose={close} onDone={complete} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'WITHDRAW' && state.method === 'CRYPTO' ? (
        <CryptoWithdrawalFlow onClose={close} onDone={complete} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'WITHDRAW' && state.method === 'FIAT' ? (
        <FiatWithdrawalFlow onClose={close} onDone={complete} />
      ) : null}
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

function MethodDialog({
  deposit,
  method,
  onMethodChange,
  onClose,
  onChoose,
}: {
  deposit: boolean;
  method: 'FIAT' | 'CRYPTO';
  onMethodChange: (method: 'FIAT' | 'CRYPTO') => void;
  onClose: () => void;
  onChoose: () => void;
}) {
  return (
    <StepDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deposit ? transferMethodTexts.depositTitle : transferMethodTexts.withdrawTitle}
      actions={<Button onPress={onChoose}>{transferMethodTexts.continue}</Button>}
    >
      <ChoiceCards
        label={transferMethodTexts.question}
        value={method}
        onChange={(value) => onMethodChange(value === 'CRYPTO' ? 'CRYPTO' : 'FIAT')}
        options={[
          {
            value: 'FIAT',
            title: transferMethodTexts.wire,
            description: deposit ? transferMethodTexts.wireDeposit : transferMethodTexts.wireWithdraw,
          },
          {
            value: 'CRYPTO',
            title: transferMethodTexts.crypto,
            description: deposit ? transferMethodTexts.cryptoDeposit : transferMethodTexts.cryptoWithdraw,
          },
        ]}
      />
    </StepDialog>
  );
}

function InKindInfoDialog({
  deposit,
  onClose,
  onContinue,
}: {
  deposit: boolean;
  onClose: () => void;
  onContinue: () => void;
}) {
  return (
    <StepDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deposit ? cryptoDepositTexts.infoTitle : cryptoWithdrawalTexts.infoTitle}
      onBack={onClose}
      backLabel={transferDialogTexts.back}
      actions={
        <Button onPress={onContinue}>
          {deposit ? cryptoDepositTexts.continue : cryptoWithdrawalTexts.continue}
        </Button>
      }
    >
      <Text>{deposit ? cryptoDepositTexts.infoBody : cryptoWithdrawalTexts.infoBody}</Text>
      {deposit ? <Text>{cryptoDepositTexts.infoCostBasis}</Text> : null}
    </StepDialog>
  );
}
