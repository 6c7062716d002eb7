import { useWireDepositDetails } from '@cairn/api-client';
import { parseWireGuideStep, type WireGuideStep, wireDetailsRows, wireGuideNavigation } from '@cairn/domain';
import { Button, CopyableDetails, LoadState, StepDialog, Text } from '@cairn/ui';
import { useState } from 'react';
import { wireDetailsLabels, wireGuideTexts } from './copy';
import { dismissWith, TRANSFER_DIALOG_HEIGHT, TRANSFER_DIALOG_SIZE } from './flowDialog';

const STEP_TITLES = wireGuideTexts.steps.map((step) => step.title);

/**
 * Deposit → Wire (doc 2 §2 "Fiat deposit"): the USD Wire Instructions, a 4-step guide whose two
 * middle steps are the rules (an account in the user's name, the reference code in the memo) and
 * whose last shows the wire details with the reference code, each copyable.
 */
export function WireDepositFlow({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [step, setStep] = useState<WireGuideStep>(0);
  const details = useWireDepositDetails();
  const texts = wireGuideTexts.steps[parseWireGuideStep(step)];
  const go = (direction: 'NEXT' | 'BACK') => {
    const next = wireGuideNavigation(step, direction);
    if (next === 'DONE') onDone();
    else if (next === 'CLOSE') onClose();
    else setStep(next);
  };
  return (
    <StepDialog
      isOpen
      onOpenChange={dismissWith(onClose)}
      title={wireGuideTexts.title}
      size={TRANSFER_DIALOG_SIZE}
      height={TRANSFER_DIALOG_HEIGHT}
      steps={STEP_TITLES}
      currentStep={step}
      stepTitle={texts.title}
      // Back from the second step on; the first has none (× and Escape return to the method choice).
      {...(step === 0 ? {} : { onBack: () => go('BACK') })}
      messages={{ back: wireGuideTexts.back }}
      footer={
        <Button onPress={() => go('NEXT')}>
          {step === 3 ? wireGuideTexts.done : wireGuideTexts.continue}
        </Button>
      }
    >
      <Text>{texts.body}</Text>
      {step === 3 ? (
        <LoadState read={details}>
          {(data) => (
            <CopyableDetails
              items={wireDetailsRows(data.wire_deposit_details).map((row) => ({
                id: row.key,
                label: wireDetailsLabels[row.key],
                value: row.value,
                emphasis: row.key === 'referenceCode',
                // Names and addresses in the text face, digits-only numbers in the amounts' face
                // (tabular), the reference code monospaced.
                prose: row.key === 'bank' || row.key === 'bankAddress' || row.key === 'accountName',
                figure: row.key === 'routingNumber' || row.key === 'accountNumber',
              }))}
            />
          )}
        </LoadState>
      ) : null}
    </StepDialog>
  );
}
