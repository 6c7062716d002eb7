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
import { Button, Link, LinkButton, type TableColumn } from '@cairn/ui';
import { Boxes } from 'lucide-react';
import { FlagBadge } from '../../shared/list/FlagBadge';
import { ListPage } from '../../shared/list/ListPage';
import { RowActions } from '../../shared/list/RowActions';
import { modelEditPath } from '../../shared/paths';
import { LIST_COLUMNS } from '../../shared/shell/pageFrames';
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

/** A yes/no column of the list: a badge, sortable, the yes in the given tone. */
const flagColumn = (
  flag: 'is_active' | 'is_hidden',
  name: string,
  yesTone: 'success' | 'warning',
): TableColumn<AdminModelSummary> => ({
  id: flag,
  name,
  allowsSorting: true,
  compare: byFlag(flag),
  render: (row) => <FlagBadge flag={row[flag]} yesTone={yesTone} words={texts} />,
});

/**
 * /admin/models (doc 3 §2): every model with its product and state, a Show / Hide button per row;
 * the name and Edit open the model in the Model Creation Tool (the Indices list's row pattern).
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
    // The console's one yes/no pattern: a badge; 'Yes' in the caution tone for a hidden model.
    flagColumn('is_active', ACTIVE.name, 'success'),
    flagColumn('is_hidden', HIDDEN.name, 'warning'),
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
          <LinkButton href={modelEditPath(row.id)} size="sm" variant="ghost">
            {texts.edit}
          </LinkButton>
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
