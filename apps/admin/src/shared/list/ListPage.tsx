import { usePageTitle } from '@cairn/app-shell';
import { adminMessages } from '@cairn/domain';
import { EmptyState, LinkButton, LoadState, type Read, Stack, Table, type TableColumn } from '@cairn/ui';
import type { LucideIcon } from 'lucide-react';
import { LIST_PAGES, ListBodySkeleton, ListHeader, type ListName, ListToolbar } from '../shell/pageFrames';

const LOADING = { loading: adminMessages.loading };

export interface ListPageProps<Data, Row extends { id: string }> {
  list: ListName;
  read: Read<Data>;
  /** The table's rows in what was read. */
  rowsOf: (data: Data) => readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** Where a row leads (the whole row is the link, its name in plain weight); none: the row opens nothing. */
  rowHref?: (row: Row) => string | undefined;
  /** What the toolbar says is shown ('3 indices'). */
  count: (count: number) => string;
  /** With no row: the sentence, its icon, and the words of the link to the creation tool. */
  empty: { message: string; icon: LucideIcon; action: string };
}

/**
 * An admin list (doc 3 §2): its header, then, once read, the count and the table sorted by name, or
 * the empty state leading to the creation tool; 'Loading....' and skeleton rows meanwhile.
 */
export function ListPage<Data, Row extends { id: string }>({
  list,
  read,
  rowsOf,
  columns,
  rowHref,
  count,
  empty,
}: ListPageProps<Data, Row>) {
  const page = LIST_PAGES[list];
  usePageTitle(page.title);
  return (
    <Stack space="16">
      <ListHeader list={list} />
      <LoadState read={read} loading={<ListBodySkeleton list={list} />} messages={LOADING}>
        {(data) => {
          const rows = rowsOf(data);
          return (
            <>
              <ListToolbar status={count(rows.length)} />
              <Table
                aria-label={page.title}
                columns={columns}
                rows={rows}
                density="compact"
                {...(rowHref === undefined ? {} : { rowHref })}
                defaultSortDescriptor={{ column: 'name', direction: 'ascending' }}
                emptyState={
                  <EmptyState
                    icon={empty.icon}
                    action={<LinkButton href={page.createHref}>{empty.action}</LinkButton>}
                  >
                    {empty.message}
                  </EmptyState>
                }
              />
            </>
          );
        }}
      </LoadState>
    </Stack>
  );
}
