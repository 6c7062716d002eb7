import { type AdminIndexSummary, patchAdminIndex, useAdminIndexes } from '@cairn/api-client';
import { adminMessages, canEditIndex, statusTogglePatch, visibilityTogglePatch } from '@cairn/domain';
import { Button, Link, Table, type TableColumn } from '@cairn/ui';
import { LoadState } from '../features/LoadState';
import { useRowToggle } from '../features/useRowToggle';
import { indexEditPath } from '../routes';
import { adminTexts } from '../texts';
import { actions, title } from './page.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * /admin/indices (doc 3 §2): every index with its status and marketplace visibility, Activate /
 * Deactivate and Show / Hide per row (a single-field PATCH each, doc 3 §4), and the edit link,
 * active only for CAIRN indexes (doc 3 §6).
 */
export function IndicesPage() {
  const { data, error, mutate } = useAdminIndexes();
  const toggle = useRowToggle<AdminIndexSummary, AdminIndexSummary[]>(
    data,
    mutate,
    (list) => list,
    (_list, rows) => rows,
  );

  const columns: TableColumn<AdminIndexSummary>[] = [
    { id: 'name', name: 'Index Name', isRowHeader: true },
    { id: 'ticker', name: 'Index Ticker' },
    { id: 'status', name: 'Status' },
    { id: 'is_hidden', name: 'Hidden from Marketplace', render: (row) => yesNo(row.is_hidden) },
    {
      id: 'actions',
      name: 'Actions',
      render: (row) => (
        <div className={actions}>
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              toggle(row, statusTogglePatch(row.status), (id, patch) => patchAdminIndex({ id, ...patch }))
            }
          >
            {row.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() =>
              toggle(row, visibilityTogglePatch(row.is_hidden), (id, patch) =>
                patchAdminIndex({ id, ...patch }),
              )
            }
          >
            {row.is_hidden ? 'Show' : 'Hide'}
          </Button>
          <Link href={indexEditPath(row.id)} isDisabled={!canEditIndex(row.index_type)}>
            Edit
          </Link>
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className={title}>{adminTexts.titles.indices}</h1>
      <LoadState data={data} error={error} retry={() => void mutate()}>
        {(list) => (
          <Table
            aria-label={adminTexts.titles.indices}
            columns={columns}
            rows={list}
            emptyState={adminMessages.noIndexes}
          />
        )}
      </LoadState>
    </>
  );
}
