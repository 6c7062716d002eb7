import { Button, Dialog, Stack, Text } from '@cairn/ui';
import type { ReactNode } from 'react';
import { applyChangesDialogTexts } from './copy';

export interface ApplyChangesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Save & Activate. */
  onConfirm: () => void;
  isSaving: boolean;
  /** The Apply & Rebalance preview under the explanation. */
  children?: ReactNode;
}

/**
 * 'Apply Changes & Rebalance?' (doc 2 §2, §4): Save & Activate saves the pending portfolio and
 * schedules a rebalance; No, Cancel keeps editing. An alert dialog: it interrupts before money moves.
 */
export function ApplyChangesDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  isSaving,
  children,
}: ApplyChangesDialogProps) {
  return (
    <Dialog
      title={applyChangesDialogTexts.title}
      role="alertdialog"
      // Taller than most windows: hung from the flows' top edge, not 16 px under the window's.
      placement="top"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isSaving}
      footer={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={isSaving} onPress={close}>
            {applyChangesDialogTexts.cancel}
          </Button>
          <Button autoFocus isPending={isSaving} onPress={onConfirm}>
            {applyChangesDialogTexts.confirm}
          </Button>
        </>
      )}
    >
      <Stack space="16">
        <Text>{applyChangesDialogTexts.body}</Text>
        {children}
      </Stack>
    </Dialog>
  );
}
