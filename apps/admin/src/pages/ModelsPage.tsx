import {
  type AdminModelSummary,
  adminCallSpecs,
  optimisticUpdate,
  patchAdminModel,
  useAdminModels,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { adminMessages, visibilityTogglePatch } from '@cairn/domain';
import {
  Badge,
  Button,
  EmptyState,
  Link,
  LinkButton,
  LoadState,
  Stack,
  Table,
  type TableColumn,
} from '@cairn/ui';
import { Boxes } from 'lucide-react';
import { ADMIN_ROUTES, modelEditPath } from '../routes';
import { LIST_COLUMNS, ListBodySkeleton, ListHeader, ListToolbar } from '../shell/pageFrames';
import { adminTexts } from '../texts';

/** The list's own words (doc 3 §2 names the columns and the button). */
const texts = {
  count: (count: number) => (count === 1 ? '1 model' : `${count} models`),
  yes: 'Yes',
  no: 'No',
  show: 'Show',
  hide: 'Hide',
  emptyAction: 'Create a model',
} as const;

const [NAME, PRODUCT, ACTIVE, HIDDEN, VISIBILITY] = LIST_COLUMNS.models;

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
 * the name opens the model in the Model Creation Tool.
 */
export default function ModelsPage() {
  usePageTitle(adminTexts.pages.models.title);
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
    },
    {
      id: 'is_active',
      name: ACTIVE.name,
      allowsSorting: true,
      compare: byFlag('is_active'),
      render: (row) => (
        <Badge tone={row.is_active ? 'success' : 'neutral'}>{row.is_active ? texts.yes : texts.no}</Badge>
      ),
    },
    {
      id: 'is_hidden',
      name: HIDDEN.name,
      allowsSorting: true,
      compare: byFlag('is_hidden'),
      render: (row) => (row.is_hidden ? texts.yes : texts.no),
    },
    {
      id: 'visibility',
      name: VISIBILITY.name,
      align: 'end',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => void toggle.trigger({ modelId: row.id, ...visibilityTogglePatch(row.is_hidden) })}
        >
          {row.is_hidden ? texts.show : texts.hide}
        </Button>
      ),
    },
  ];

  return (
    <Stack space="16">
      <ListHeader list="models" />
      <LoadState
        read={models}
        loading={<ListBodySkeleton list="models" />}
        texts={{ loading: adminMessages.loading }}
      >
        {(list) => (
          <>
            <ListToolbar status={texts.count(list.models.length)} />
            <Table
              aria-label={adminTexts.pages.models.title}
              columns={columns}
              rows={list.models}
              defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
              emptyState={
                <EmptyState
                  icon={Boxes}
                  action={<LinkButton href={ADMIN_ROUTES.modelCreation}>{texts.emptyAction}</LinkButton>}
                >
                  {adminMessages.noModels}
                </EmptyState>
              }
            />
          </>
        )}
      </LoadState>
    </Stack>
  );
}
