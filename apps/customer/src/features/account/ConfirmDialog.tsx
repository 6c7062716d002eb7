import { AlertDialog, type AlertDialogProps } from '@cairn/ui';
import { useRef } from 'react';

/**
 * An always-open `AlertDialog` whose Escape, like Cancel, calls `onCancel` once. The kit's dialog
 * closes itself after Confirm too, so the close that follows a confirmation is not a cancel.
 */
export function ConfirmDialog({
  onConfirm,
  onCancel,
  ...props
}: Omit<AlertDialogProps, 'isOpen' | 'onOpenChange' | 'onCancel'> & { onCancel: () => void }) {
  const decided = useRef(false);
  return (
    <AlertDialog
      {...props}
      isOpen
      onOpenChange={(open) => {
        if (open || decided.current) return;
        decided.current = true;
        onCancel();
      }}
      onConfirm={() => {
        decided.current = true;
        onConfirm();
      }}
    />
  );
}
