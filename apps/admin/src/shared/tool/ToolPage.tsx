import { usePageTitle } from '@cairn/app-shell';
import { adminMessages } from '@cairn/domain';
import { LoadState, type Read, Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import { adminTexts } from '../copy';
import { ToolBodySkeleton, ToolHeader } from '../shell/pageFrames';

const LOADING = { loading: adminMessages.loading };

export interface ToolPageProps<Options, Item> {
  tool: 'indexCreation' | 'modelCreation';
  /** The options read (selection lists). */
  options: Read<Options>;
  /** The edited item's read, or `null` on the new item's page. */
  item: Read<Item> | null;
  /** The item's name, for 'Editing {name}.'. */
  nameOf: (item: Item) => string;
  /** Quiet actions in the header. */
  actions?: ReactNode;
  /** The form, once the options (and the item) are in; `item` is `null` for a new one. */
  children: (options: Options, item: Item | null) => ReactNode;
}

/**
 * A creation tool's page (doc 3 §2), new or editing: its header ('A new …' or 'Editing {name}.'),
 * then the form once the options and the edited item are read, the tool's skeleton meanwhile.
 */
export function ToolPage<Options, Item>({
  tool,
  options,
  item,
  nameOf,
  actions,
  children,
}: ToolPageProps<Options, Item>) {
  usePageTitle(adminTexts.pages[tool].title);
  const editing = item === null ? null : item.data === undefined ? undefined : nameOf(item.data);
  return (
    <Stack space="24">
      <ToolHeader tool={tool} editing={editing} actions={actions} />
      <LoadState read={options} loading={<ToolBodySkeleton />} messages={LOADING}>
        {(loaded) =>
          item === null ? (
            children(loaded, null)
          ) : (
            <LoadState read={item} loading={<ToolBodySkeleton />} messages={LOADING}>
              {(existing) => children(loaded, existing)}
            </LoadState>
          )
        }
      </LoadState>
    </Stack>
  );
}
