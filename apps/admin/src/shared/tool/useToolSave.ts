import { type BoundCall, type CallOutput, type CallSpec, useMutation } from '@cairn/api-client';
import { type AdminSaveKind, adminSaveToast } from '@cairn/domain';
import { useToaster } from '@cairn/ui';

/**
 * Saving in a creation tool (doc 3 §4): without an id the item is created, with one it is updated;
 * a success says so ('Created index successfully', ...) and hands over the saved item; a failure is
 * the one error policy's.
 */
export function useToolSave<Create extends CallSpec, Update extends CallSpec>(
  entity: 'index' | 'model',
  calls: { create: BoundCall<Create>; update: BoundCall<Update> },
  onSaved: (saved: CallOutput<Create> | CallOutput<Update>, kind: AdminSaveKind) => void | Promise<void>,
) {
  const { toast } = useToaster();
  const saved = (kind: AdminSaveKind) => async (item: CallOutput<Create> | CallOutput<Update>) => {
    toast({ tone: 'success', message: adminSaveToast(entity, kind) });
    await onSaved(item, kind);
  };
  const create = useMutation(calls.create, { onSuccess: saved('create') });
  const update = useMutation(calls.update, { onSuccess: saved('update') });
  return { create: create.trigger, update: update.trigger, isSaving: create.isPending || update.isPending };
}
