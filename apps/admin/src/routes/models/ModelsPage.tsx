import {
  type AdminModelSummary,
  adminCallSpecs,
  optimisticUpdate,
  patchAdminModel,
  useAdminModels,
  useMutation,
  visibilityTogglePatch,
} from '@cairn/api-client';
import { adminMessages, productStyleLabel } from '@cairn/domain';
import { Button, Link, type TableColumn } from '@cairn/ui';
import { Boxes } from 'lucide-react';
import { ListPage } from '../../shared/list/ListPage';
import { RowActions } from '../../shared/list/RowActions';
import { StatusBadge, VisibilityBadge } from '../../shared/list/StateBadges';
import { modelEditPath } from '../../shared/paths';
import { LIST_COLUMNS } from '../../shared/shell/pageFrames';
import { activeStatus } from '../../shared/status';
import { modelsTexts } from './copy';

const texts = modelsTexts.list;

const [NAME, PRODUCT, ACTIVE, HIDDEN, ACTIONS] = LIST_COLUMNS.models;

/**
 * Show/Hide (doc 3 §4): a single-field PATCH; the row changes at once and goes back if the call
 * fails, with the error policy's toast saying so.
 */
function useModelToggle() {
  return useMutation(patchAdminModel, {
    optimistic: ({ modelId, ...patch }) => [
      optimisticUpdate(adminCallSpecs.getAdminModels, {}, (list) => ({
        models: (list?.models ?? []).map((row) => (row.id === modelId ? { ...row, ...patch } : row)),
      })),
    ],
  });
}

const byFlag = (flag: 'is_active' | 'is_hidden') => (a: AdminModelSummary, b: AdminModelSummary) =>
  Number(a[flag]) - Number(b[flag]);

/**
 * /admin/models (doc 3 §2): every model with its product and state, a Show / Hide button per row;
 * the name opens the model in the Model Creation Tool. The Indices list's row pattern and words:
 * the spec's headers ('Is Active?', 'Is Hidden?') over the same badges as Indices ('Active' /
 * 'Inactive', 'Hidden' / 'Shown'), the name the row's one link, the spec's toggle at the row's end.
 */
export function ModelsPage() {
  const models = useAdminModels();
  const toggle = useModelToggle();

  const columns: TableColumn<AdminModelSummary>[] = [
    {
      id: 'name',
      name: NAME.name,
      isRowHeader: true,
      allowsSorting: true,
      // The name takes the table's spare width; the other columns keep their content's (a badge
      // column no longer holds 200 px of air while a long partner name wraps at 1280 px).
      fill: true,
      render: (row) => (
        <Link href={modelEditPath(row.id)} variant="standalone">
          {row.name}
        </Link>
      ),
    },
    {
      id: 'product',
      name: PRODUCT.name,
      allowsSorting: true,
      // 'Smart Beta', not the API's SMART_BETA.
      render: (row) => productStyleLabel(row.product),
    },
    {
      id: 'is_active',
      name: ACTIVE.name,
      allowsSorting: true,
      compare: byFlag('is_active'),
      render: (row) => <StatusBadge status={activeStatus(row.is_active)} />,
    },
    {
      id: 'is_hidden',
      name: HIDDEN.name,
      allowsSorting: true,
      compare: byFlag('is_hidden'),
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
            onPress={() => void toggle.trigger({ modelId: row.id, ...visibilityTogglePatch(row.is_hidden) })}
          >
            {row.is_hidden ? texts.show : texts.hide}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPage
      list="models"
      read={models}
      rowsOf={(list) => list.models}
      columns={columns}
      count={texts.count}
      empty={{ message: adminMessages.noModels, icon: Boxes, action: texts.emptyAction }}
    />
  );
}
