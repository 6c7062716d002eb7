import {
  type AdminIndexSummary,
  adminCallSpecs,
  optimisticUpdate,
  patchAdminIndex,
  statusTogglePatch,
  useAdminIndexes,
  useMutation,
  visibilityTogglePatch,
} from '@cairn/api-client';
import { adminMessages, canEditIndex } from '@cairn/domain';
import { Badge, Button, Inline, Link, type TableColumn } from '@cairn/ui';
import { Layers } from 'lucide-react';
import { ListPage } from '../../shared/list/ListPage';
import { wrappingHeader } from '../../shared/list/listName.css';
import { RowActions } from '../../shared/list/RowActions';
import { StatusBadge, VisibilityBadge } from '../../shared/list/StateBadges';
import { indexEditPath } from '../../shared/paths';
import { LIST_COLUMNS } from '../../shared/shell/pageFrames';
import { indicesTexts } from './copy';

const texts = indicesTexts.list;

const [NAME, TICKER, STATUS, HIDDEN, ACTIONS] = LIST_COLUMNS.indices;

/**
 * Activate/Deactivate and Show/Hide (doc 3 §4): a single-field PATCH; the row changes at once and
 * goes back if the call fails, with the error policy's toast saying so.
 */
function useIndexToggle() {
  return useMutation(patchAdminIndex, {
    optimistic: ({ id, ...patch }) => [
      optimisticUpdate(adminCallSpecs.getAdminIndexes, {}, (list) =>
        (list ?? []).map((row) => (row.id === id ? { ...row, ...patch } : row)),
      ),
    ],
  });
}

/**
 * /admin/indices (doc 3 §2): every index with its status and marketplace visibility, Activate /
 * Deactivate and Show / Hide buttons per row, as the spec names them, and the edit link, active only
 * for CAIRN indexes (doc 3 §6): a Cairn index's name is that link (the row's one link, no second
 * Edit beside the toggles); a partner index's name is plain text with a 'Partner' tag, and the
 * page's description says that partner indices are read-only here.
 */
export function IndicesPage() {
  const indexes = useAdminIndexes();
  const toggle = useIndexToggle();

  const columns: TableColumn<AdminIndexSummary>[] = [
    {
      id: 'name',
      name: NAME.name,
      isRowHeader: true,
      allowsSorting: true,
      // The name takes the table's spare width; the other columns keep their content's (a badge
      // column no longer holds 200 px of air while a long partner name wraps at 1280 px).
      fill: true,
      render: (row) =>
        canEditIndex(row.index_type) ? (
          <Link href={indexEditPath(row.id)} variant="standalone">
            {row.name}
          </Link>
        ) : (
          <Inline space="8" wrap={false}>
            {row.name}
            <Badge>{texts.partner}</Badge>
          </Inline>
        ),
    },
    { id: 'ticker', name: TICKER.name, allowsSorting: true },
    {
      id: 'status',
      name: STATUS.name,
      allowsSorting: true,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'is_hidden',
      name: <span className={wrappingHeader}>{HIDDEN.name}</span>,
      allowsSorting: true,
      compare: (a, b) => Number(a.is_hidden) - Number(b.is_hidden),
      render: (row) => <VisibilityBadge hidden={row.is_hidden} />,
    },
    {
      id: 'actions',
      name: ACTIONS.name,
      align: 'end',
      render: (row) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => void toggle.trigger({ id: row.id, ...statusTogglePatch(row.status) })}
          >
            {row.status === 'ACTIVE' ? texts.deactivate : texts.activate}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => void toggle.trigger({ id: row.id, ...visibilityTogglePatch(row.is_hidden) })}
          >
            {row.is_hidden ? texts.show : texts.hide}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage
      list="indices"
      read={indexes}
      rowsOf={(list) => list}
      columns={columns}
      count={texts.count}
      empty={{ message: adminMessages.noIndexes, icon: Layers, action: texts.emptyAction }}
    />
  );
}
