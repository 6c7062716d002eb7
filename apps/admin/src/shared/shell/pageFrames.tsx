import { adminMessages } from '@cairn/domain';
import {
  AppLayout,
  type AppLayoutProps,
  Card,
  Column,
  Columns,
  LinkButton,
  PageHeader,
  Skeleton,
  Spinner,
  Stack,
  TableSkeleton,
  type TableSkeletonColumn,
  Text,
  Toolbar,
  VisuallyHidden,
} from '@cairn/ui';
import type { ReactNode } from 'react';
import { adminTexts } from '../copy';
import { ADMIN_ROUTES } from '../paths';
import { page as cardPageBody, cards as cardsColumn, cardsMeasure } from './cardPage.css';

/**
 * What each page shows before its own code and its data arrive, in the first chunk: the page's real
 * header and a skeleton shaped like its content, so the page takes their place without a shift
 * (DESIGN.md "Empty, loading, error"). The pages reuse the same headers and bodies while they read.
 */

/** The console's `AppLayout`, the same while the access rule is read and once it let the user in. */
export const CONSOLE_FRAME = {
  density: 'compact',
  width: 'wide',
  productLabel: adminTexts.productLabel,
  homeHref: ADMIN_ROUTES.root,
  messages: { navigation: adminTexts.menuLabel, home: adminTexts.home },
} as const satisfies Partial<AppLayoutProps>;

/** The console's frame while the access rule is read: the brand and an empty menu. */
export function ConsoleSkeleton() {
  return (
    <AppLayout {...CONSOLE_FRAME} navigation={[]}>
      <Spinner label={adminTexts.loadingConsole} showLabel />
    </AppLayout>
  );
}

// ── Lists ────────────────────────────────────────────────────────────────────────────────────────

/** The admin lists (doc 3 §2) and their columns, as the loaded tables name them. */
export const LIST_COLUMNS = {
  indices: [
    { name: 'Index Name' },
    { name: 'Index Ticker' },
    { name: 'Status' },
    { name: 'Hidden from Marketplace' },
    { name: 'Actions', align: 'end', content: 'control' },
  ],
  models: [
    { name: 'Name' },
    { name: 'Product Type' },
    { name: 'Is Active?' },
    { name: 'Is Hidden?' },
    { name: 'Actions', align: 'end', content: 'control' },
  ],
} as const satisfies Record<string, readonly TableSkeletonColumn[]>;

export type ListName = keyof typeof LIST_COLUMNS;

export const LIST_PAGES = {
  indices: { ...adminTexts.pages.indices, createHref: ADMIN_ROUTES.indexCreation },
  models: { ...adminTexts.pages.models, createHref: ADMIN_ROUTES.modelCreation },
} as const;

/** A list's header: title, what it lists, and the create button (its one primary action). */
export function ListHeader({ list }: { list: ListName }) {
  const page = LIST_PAGES[list];
  return (
    <PageHeader
      title={page.title}
      description={page.description}
      primaryAction={<LinkButton href={page.createHref}>{page.create}</LinkButton>}
    />
  );
}

/** The row above a list's table: what is shown (a count, or 'Loading....' while it loads, doc 3 §8). */
export function ListToolbar({ status }: { status: ReactNode }) {
  return (
    <Toolbar
      filters={
        <Text as="span" size="sm" tone="muted" tabularNums>
          <span role="status">{status}</span>
        </Text>
      }
    />
  );
}

/** A list's body while it loads: 'Loading....' (doc 3 §2, §8) and skeleton rows under the real header. */
export function ListBodySkeleton({ list }: { list: ListName }) {
  return (
    <>
      <ListToolbar status={adminMessages.loading} />
      <TableSkeleton aria-label={LIST_PAGES[list].title} columns={LIST_COLUMNS[list]} />
    </>
  );
}

/** A list page before its code arrives. */
export function ListPageSkeleton({ list }: { list: ListName }) {
  return (
    <Stack space="16">
      <ListHeader list={list} />
      <ListBodySkeleton list={list} />
    </Stack>
  );
}

// ── The creation tools ───────────────────────────────────────────────────────────────────────────

/** Placeholder fields of a card: rows of a label and a box, `columns` side by side. */
function FieldRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <Stack space="16">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Columns key={row} space="16" collapseBelow="never">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            <Column key={column}>
              <Stack space="8">
                <Skeleton width="6rem" />
                <Skeleton shape="rect" />
              </Stack>
            </Column>
          ))}
        </Columns>
      ))}
    </Stack>
  );
}

/**
 * A creation tool's two columns: the form's cards on the left, the save card and the live result
 * (asset breakdown, asset weights) on the right. The tools lay themselves out with it too.
 */
export function ToolColumns({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    // Stretched, so the aside's column is as tall as the form and its sticky content stays in view.
    <Columns space="24" collapseBelow="desktop" alignY="stretch">
      <Column width="2/3">{form}</Column>
      <Column width="1/3">{aside}</Column>
    </Columns>
  );
}

/** A creation tool's body while its options and the item load. */
export function ToolBodySkeleton() {
  return (
    <ToolColumns
      form={
        <Stack space="16">
          <VisuallyHidden role="status">{adminMessages.loading}</VisuallyHidden>
          <Card padding="24">
            <Skeleton width="8rem" height="1.25rem" />
            <FieldRows rows={2} columns={3} />
          </Card>
          <Card padding="24">
            <Skeleton width="10rem" height="1.25rem" />
            <FieldRows rows={2} columns={2} />
          </Card>
        </Stack>
      }
      aside={
        <Card padding="24">
          <Skeleton width="6rem" height="1.25rem" />
          <Skeleton shape="rect" />
        </Card>
      }
    />
  );
}

type ToolName = 'indexCreation' | 'modelCreation';

/** A creation tool's header: 'A new …' or 'Editing {name}.' once the item is read. */
export function ToolHeader({
  tool,
  editing,
  actions,
}: {
  tool: ToolName;
  /** The edited item's name; `undefined` while it loads, `null` for a new one. */
  editing: string | null | undefined;
  actions?: ReactNode;
}) {
  const page = adminTexts.pages[tool];
  const description =
    editing === undefined ? (
      <Skeleton width="16rem" />
    ) : editing === null ? (
      page.newItem
    ) : (
      page.editing(editing)
    );
  return <PageHeader title={page.title} description={description} secondaryActions={actions} />;
}

/** A creation tool before its code arrives. */
export function ToolPageSkeleton({ tool, editing }: { tool: ToolName; editing: boolean }) {
  return (
    <Stack space="24">
      <ToolHeader tool={tool} editing={editing ? undefined : null} />
      <ToolBodySkeleton />
    </Stack>
  );
}

// ── Single-card pages ────────────────────────────────────────────────────────────────────────────

type CardPageName = 'tradeSettings' | 'waitlistSettings' | 'keys';

/** The header of a page without data to read; `measure`: its description wraps on the cards' edge. */
export function CardPageHeader({ page, measure = false }: { page: CardPageName; measure?: boolean }) {
  const { title, description } = adminTexts.pages[page];
  return (
    <PageHeader
      title={title}
      description={measure ? <span className={cardsMeasure}>{description}</span> : description}
    />
  );
}

/**
 * A page of one or two cards under its header, which spans the page column as on every page. By
 * default (`width="fields"`: Trade Settings, Access Code) the cards are one 608 px column and the
 * header's description wraps on their edge, so the two settings pages agree (issue 30: Trade
 * Settings' two lines sat in a 1,440 px card at 1920 px); `width="page"` (Keys' two cards side by
 * side) spans the page column.
 */
export function CardPage({
  page,
  width = 'fields',
  children,
}: {
  page: CardPageName;
  width?: 'fields' | 'page';
  children: ReactNode;
}) {
  return (
    <div className={cardPageBody}>
      <Stack space="24">
        <CardPageHeader page={page} measure={width === 'fields'} />
        {width === 'fields' ? <div className={cardsColumn}>{children}</div> : children}
      </Stack>
    </div>
  );
}

/** A page of one or two cards before its code arrives. */
export function CardPageSkeleton({ page }: { page: CardPageName }) {
  return (
    <CardPage page={page} width={page === 'keys' ? 'page' : 'fields'}>
      <Card padding="24">
        <Skeleton width="8rem" height="1.25rem" />
        <FieldRows rows={1} columns={1} />
      </Card>
    </CardPage>
  );
}
