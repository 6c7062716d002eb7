import { Button, StepDialog, Text } from '@cairn/ui';
import { withdrawalSuccessTexts } from './copy';
import { dismissWith, TRANSFER_DIALOG_HEIGHT, TRANSFER_DIALOG_SIZE } from './flowDialog';

/** After a withdrawal is submitted (doc 2 §2): 'Success', how long it takes, Done. */
export function SuccessDialog({ duration, onDone }: { duration: string; onDone: () => void }) {
  return (
    <StepDialog
      isOpen
      size={TRANSFER_DIALOG_SIZE}
      height={TRANSFER_DIALOG_HEIGHT}
      onOpenChange={dismissWith(onDone)}
      title={withdrawalSuccessTexts.title}
      footer={<Button onPress={onDone}>{withdrawalSuccessTexts.done}</Button>}
    >
      <Text>{withdrawalSuccessTexts.body}</Text>
      <Text tone="muted">{duration}</Text>
    </StepDialog>
  );
}
