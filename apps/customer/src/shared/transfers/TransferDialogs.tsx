import type { TransferFlowState } from '@cairn/domain';
import { Banner, Button, ChoiceCards, InfoStep, StepDialog } from '@cairn/ui';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { CryptoDepositFlow } from './CryptoDepositFlow';
import { CryptoWithdrawalFlow } from './CryptoWithdrawalFlow';
import { cryptoDepositTexts, cryptoWithdrawalTexts, transferMethodTexts } from './copy';
import { FiatWithdrawalFlow } from './FiatWithdrawalFlow';
import { dismissWith, TRANSFER_DIALOG_HEIGHT, TRANSFER_DIALOG_SIZE } from './flowDialog';
import { WireDepositFlow } from './WireDepositFlow';

export interface TransferDialogsProps {
  readonly state: TransferFlowState;
  /** The method shown chosen in the method dialog. */
  readonly method: 'FIAT' | 'CRYPTO';
  readonly onMethodChange: (method: 'FIAT' | 'CRYPTO') => void;
  readonly onChooseMethod: () => void;
  readonly onConfirmInKind: () => void;
  readonly onClose: () => void;
  readonly onDone: () => void;
}

/** The one open dialog of the Transfer flow: the method choice, the in-kind info step, or a method's flow. */
export function TransferDialogs({
  state,
  method,
  onMethodChange,
  onChooseMethod,
  onConfirmInKind,
  onClose,
  onDone,
}: TransferDialogsProps) {
  return (
    <>
      {state.step === 'METHOD' ? (
        <MethodDialog
          deposit={state.intent === 'DEPOSIT'}
          method={method}
          onMethodChange={onMethodChange}
          onClose={onClose}
          onChoose={onChooseMethod}
        />
      ) : null}
      {state.step === 'IN_KIND_INFO' ? (
        <InKindInfoDialog
          deposit={state.intent === 'DEPOSIT'}
          onClose={onClose}
          onContinue={onConfirmInKind}
        />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'DEPOSIT' && state.method === 'FIAT' ? (
        <WireDepositFlow onClose={onClose} onDone={onDone} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'DEPOSIT' && state.method === 'CRYPTO' ? (
        <CryptoDepositFlow onClose={onClose} onDone={onDone} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'WITHDRAW' && state.method === 'CRYPTO' ? (
        <CryptoWithdrawalFlow onClose={onClose} onDone={onDone} />
      ) : null}
      {state.step === 'FLOW' && state.intent === 'WITHDRAW' && state.method === 'FIAT' ? (
        <FiatWithdrawalFlow onClose={onClose} onDone={onDone} />
      ) : null}
    </>
  );
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
      size={TRANSFER_DIALOG_SIZE}
      height={TRANSFER_DIALOG_HEIGHT}
      onOpenChange={dismissWith(onClose)}
      title={deposit ? transferMethodTexts.depositTitle : transferMethodTexts.withdrawTitle}
      footer={<Button onPress={onChoose}>{transferMethodTexts.continue}</Button>}
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
      size={TRANSFER_DIALOG_SIZE}
      height={TRANSFER_DIALOG_HEIGHT}
      onOpenChange={dismissWith(onClose)}
      title={deposit ? cryptoDepositTexts.infoTitle : cryptoWithdrawalTexts.infoTitle}
      // Before the count: no header band (its name alone, without a bar, read as an orphan label,
      // issue 30); the flow's one height keeps the footer where the steps have it. It opens the
      // dialog: no Back (× and Escape return to the method choice, doc 2 §2).
      footer={
        <Button onPress={onContinue}>
          {deposit ? cryptoDepositTexts.continue : cryptoWithdrawalTexts.continue}
        </Button>
      }
    >
      {/* The info step as a designed step (kit `InfoStep`): what the flow does as the lead, then
          how it goes; the withdrawal, whose sentence is short, lists the wizard's three steps
          (the deposit's paragraph already walks through them). */}
      {deposit ? (
        <InfoStep icon={ArrowDownToLine} lead={cryptoDepositTexts.infoLead}>
          {cryptoDepositTexts.infoBody}
        </InfoStep>
      ) : (
        <InfoStep
          icon={ArrowUpFromLine}
          lead={cryptoWithdrawalTexts.infoLead}
          points={cryptoWithdrawalTexts.stepTitles}
          pointsLabel={cryptoWithdrawalTexts.infoSteps}
        >
          {cryptoWithdrawalTexts.infoBody}
        </InfoStep>
      )}
      {/* A money moment (the gains reported): an info note, not a second paragraph. */}
      {deposit ? (
        <Banner tone="info" role="none">
          {cryptoDepositTexts.infoCostBasis}
        </Banner>
      ) : null}
    </StepDialog>
  );
}
