import { type AdminModelSummary, type AdminModels, patchAdminModel, useAdminModels } from '@cairn/api-client';
import { adminMessages, visibilityTogglePatch } from '@cairn/domain';
import { Button, Link, Table, type TableColumn } from '@cairn/ui';
import { LoadState } from '../features/LoadState';
import { useRowToggle } from '../features/useRowToggle';
import { modelEditPath } from '../routes';
import { adminTexts } from '../texts';
import { title } from './page.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * /admin/models (doc 3 §2): every model with its product and state, a Show / Hide button per row
 * (a single-field PATCH, doc 3 §4); the name opens the model in the Model Creation Tool.
 */
export function ModelsPage() {
  const { data, error, mutate } = useAdminModels();
  const toggle = useRowToggle<AdminModelSummary, AdminModels>(
    data,
    mutate,
    (list) => list.models,
    (list, models) => ({ ...list, models }),
  );

  const columns: TableColumn<AdminModelSummary>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      render: (row) => <Link href={modelEditPath(row.id)}>{row.name}</Link>,
    },
    { id: 'product', name: 'Product Type' },
    { id: 'is_active', name: 'Is Active?', render: (row) => yesNo(row.is_active) },
    { id: 'is_hidden', name: 'Is Hidden?', render: (row) => yesNo(row.is_hidden) },
    {
      id: 'visibility',
      name: 'Show/Hide',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() =>
            toggle(row, visibilityTogglePatch(row.is_hidden), (modelId, patch) =>
              patchAdminModel({ modelId, ...patch }),
            )
          }
        >
          {row.is_hidden ? 'Show' : 'Hide'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <h1 className={title}>{adminTexts.titles.models}</h1>
      <LoadState data={data} error={error} retry={() => void mutate()}>
        {(list) => (
          <Table
            aria-label={adminTexts.titles.models}
            columns={columns}
            rows={list.models}
            emptyState={adminMessages.noModels}
          />
        )}
      </LoadState>
    </>
  );
}
