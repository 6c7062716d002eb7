import { handleMutationError } from '@cairn/api-client';

/** The part of a read's `mutate` (an api-client hook's result) a toggle uses. */
type ListMutator<List> = (
  data: () => Promise<List>,
  options: { optimisticData: List; rollbackOnError: boolean; populateCache: boolean; revalidate: boolean },
) => Promise<unknown>;

/**
 * A list toggle (doc 3 §4): the single-field PATCH is sent, the row changes in place at once, takes
 * the server's answer, and goes back to what it was if the call fails (with the error policy's toast).
 */
export function useRowToggle<Row extends { readonly id: string }, List>(
  data: List | undefined,
  mutate: ListMutator<List>,
  rowsOf: (list: List) => readonly Row[],
  withRows: (list: List, rows: Row[]) => List,
) {
  return async <Patch extends Partial<Row>>(
    row: Row,
    patch: Patch,
    send: (id: string, patch: Patch) => Promise<Partial<Row>>,
  ): Promise<void> => {
    if (data === undefined) return;
    const replace = (list: List, changes: Partial<Row>) =>
      withRows(
        list,
        rowsOf(list).map((entry) => (entry.id === row.id ? { ...entry, ...changes } : entry)),
      );
    try {
      await mutate(async () => replace(data, await send(row.id, patch)), {
        optimisticData: replace(data, patch),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch (error) {
      handleMutationError(error);
    }
  };
}
