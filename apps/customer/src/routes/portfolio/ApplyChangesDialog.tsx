import type { MarketplaceModel } from '@cairn/api-client';
import type { PortfolioDraftEntry } from '@cairn/domain';
import { Button, DialogBody, DialogFooter, DialogHeader, DialogRoot, Stack, Text } from '@cairn/ui';
import { useRef } from 'react';
import { applyChangesDialogTexts } from './copy';
import { RebalancePreviewSection, RebalanceTotals, useRebalanceEstimate } from './RebalancePreviewSection';

export interface ApplyChangesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Save & Activate. */
  onConfirm: () => void;
  isSaving: boolean;
  /** The pending portfolio being applied (null while closed). */
  entries: readonly PortfolioDraftEntry[] | null;
  /** The marketplace's investments (for the indices' tickers). */
  models: readonly MarketplaceModel[];
  excludedSymbols: readonly string[];
}

/**
 * 'Apply Changes & Rebalance?' (doc 2 §2, §4): Save & Activate saves the pending portfolio and
 * schedules a rebalance; No, Cancel keeps editing. An alert dialog: it interrupts before money moves.
 * Under the explanation, the Apply & Rebalance preview; its totals stay pinned in the footer, on a row above
 * the buttons while the trades scroll (issue 30).
 */
export function ApplyChangesDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  isSaving,
  entries,
  models,
  excludedSymbols,
}: ApplyChangesDialogProps) {
  // The entries last confirmed stay shown while the dialog fades out after closing.
  const shown = useRef(entries);
  if (entries !== null) shown.current = entries;
  const showing = shown.current;
  return (
    <DialogRoot
      role="alertdialog"
      // Taller than most windows: hung from the flows' top edge, not 16 px under the window's.
      placement="top"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isSaving}
    >
      <DialogHeader>{applyChangesDialogTexts.title}</DialogHeader>
      {showing === null ? null : (
        <ApplyChangesContent
          entries={showing}
          models={models}
          excludedSymbols={excludedSymbols}
          onConfirm={onConfirm}
          isSaving={isSaving}
        />
      )}
    </DialogRoot>
  );
}

function ApplyChangesContent({
  entries,
  models,
  excludedSymbols,
  onConfirm,
  isSaving,
}: {
  entries: readonly PortfolioDraftEntry[];
  models: readonly MarketplaceModel[];
  excludedSymbols: readonly string[];
  onConfirm: () => void;
  isSaving: boolean;
}) {
  const estimate = useRebalanceEstimate({ entries, models, excludedSymbols });
  return (
    <>
      <DialogBody>
        <Stack space="16">
          <Text size="sm">{applyChangesDialogTexts.body}</Text>
          <RebalancePreviewSection estimate={estimate} />
        </Stack>
      </DialogBody>
      <DialogFooter>
        {({ close }) => (
          <>
            <RebalanceTotals estimate={estimate} />
            <Button variant="secondary" isDisabled={isSaving} onPress={close}>
              {applyChangesDialogTexts.cancel}
            </Button>
            <Button autoFocus isPending={isSaving} onPress={onConfirm}>
              {applyChangesDialogTexts.confirm}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
