import { useUserProfile, useWireDepositDetails } from '@cairn/api-client';
import {
  accountHolderName,
  parseWireGuideStep,
  type WireGuideStep,
  wireDetailsRows,
  wireGuideNavigation,
} from '@cairn/domain';
import { Button, CopyableDetails, DescriptionList, InfoStep, LoadState, StepDialog, Text } from '@cairn/ui';
import { Hash, Landmark, UserRound } from 'lucide-react';
import { useState } from 'react';
import { type WireGuideStepTexts, wireDetailsLabels, wireGuideTexts } from './copy';
import { dismissWith, TRANSFER_DIALOG_HEIGHT, TRANSFER_DIALOG_SIZE } from './flowDialog';

const STEP_TITLES = wireGuideTexts.steps.map((step) => step.title);
/** The tiles of the three information steps: the wire, the name, the code. */
const STEP_ICONS = [Landmark, UserRound, Hash] as const;

/**
 * Deposit → Wire (doc 2 §2 "Fiat deposit"): the USD Wire Instructions, a 4-step guide whose two
 * middle steps are the rules (an account in the user's name, the reference code in the memo) and
 * whose last shows the wire details with the reference code, each copyable. The three first are
 * information steps (kit `InfoStep`: a tile, the rule as the lead, its sentence), each with the fact
 * it is about when the app has it: the name the account is held in, the reference code to copy.
 */
export function WireDepositFlow({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [step, setStep] = useState<WireGuideStep>(0);
  const details = useWireDepositDetails();
  const profile = useUserProfile();
  const texts: WireGuideStepTexts = wireGuideTexts.steps[parseWireGuideStep(step)];
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
      {step === 3 ? (
        <>
          <Text>{texts.body}</Text>
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
        </>
      ) : (
        <>
          <InfoStep icon={STEP_ICONS[step]} lead={texts.lead}>
            {texts.body}
          </InfoStep>
          {/* The fact the rule is about: the name the sending account must be in; the code to
              put in the memo, to copy now (the last step lists it again with the bank's details). */}
          {step === 1 && profile.data !== undefined ? (
            <DescriptionList
              items={[{ term: wireGuideTexts.holderName, value: accountHolderName(profile.data) }]}
            />
          ) : null}
          {step === 2 ? (
            <LoadState read={details}>
              {(data) => (
                <CopyableDetails
                  items={[
                    {
                      label: wireDetailsLabels.referenceCode,
                      value: data.wire_deposit_details.memo,
                      emphasis: true,
                    },
                  ]}
                />
              )}
            </LoadState>
          ) : null}
        </>
      )}
    </StepDialog>
  );
}
