import { type ActivityEntry, saveDownload, useActivity, useActivityDetails } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  ACTIVITY_CATEGORY_LABELS,
  ACTIVITY_TIME_FRAMES,
  ACTIVITY_TYPE_FILTERS,
  type ActivityFilters,
  type ActivityTimeFrame,
  type ActivityTypeFilter,
  activityCsvRows,
  activityDetailsParams,
  activityStatus,
  DEFAULT_ACTIVITY_FILTERS,
  filterActivity,
  formatLongDate,
  hasActivityDetails,
  INITIAL_ROWS_SHOWN,
  localDateOf,
  MISSING_VALUE_DISPLAY,
  parsePurchaseDate,
  signedActivityAmount,
  toCsv,
} from '@cairn/domain';
import {
  Badge,
  Button,
  Checkbox,
  DateInput,
  type DescriptionItem,
  DescriptionList,
  Dialog,
  EmptyState,
  Inline,
  LoadState,
  Money,
  Quantity,
  Select,
  Stack,
  Table,
  type TableColumn,
  Toolbar,
  VisuallyHidden,
} from '@cairn/ui';
import { CircleX, Clock, ListFilter } from 'lucide-react';
import { useState } from 'react';
import { activityTexts as t } from './copy';
import { ActivityLogHeader } from './headers';

const offset = () => new Date().getTimezoneOffset();
const dateOf = (instant: string) => formatLongDate(localDateOf(instant, offset()));
const dateOrDash = (instant: string | null) => (instant === null ? MISSING_VALUE_DISPLAY : dateOf(instant));
/** An amount in its currency: dollars as money, crypto as a quantity with its unit. */
const amountOf = (amount: string, currency: string) =>
  currency === 'USD' ? <Money value={amount} /> : <Quantity value={amount} unit={currency} />;

interface Row {
  id: string;
  entry: ActivityEntry;
  date: string;
  category: string;
  status: string;
}

/** The details of a deposit, withdrawal or rebalance (doc 2 §3 "Activity details"). */
function ActivityDetailsDialog({ entry, onClose }: { entry: ActivityEntry; onClose: () => void }) {
  const details = useActivityDetails(activityDetailsParams(entry));
  return (
    <Dialog title={`${ACTIVITY_CATEGORY_LABELS[entry.category]} ${t.details}`} isOpen onClose={onClose}>
      <LoadState read={details}>
        {(data) => {
          const items: DescriptionItem[] =
            data.category === 'deposit'
              ? [
                  { term: t.source, value: data.source },
                  { term: t.received, value: dateOf(data.received) },
                  { term: t.completed, value: dateOrDash(data.completed) },
                  { term: t.amount, value: amountOf(data.amount, data.currency), numeric: true },
                ]
              : data.category === 'rebalance'
                ? [
                    { term: t.investment, value: data.investment },
                    { term: t.reason, value: data.reason },
                    { term: t.initiated, value: dateOf(data.initiated) },
                    { term: t.completed, value: dateOrDash(data.completed) },
                  ]
                : [
                    { term: t.destination, value: data.destination },
                    { term: t.received, value: dateOf(data.received) },
                    { term: t.tradingCompleted, value: dateOrDash(data.tradingCompleted) },
                    { term: t.transferCompleted, value: dateOrDash(data.transferCompleted) },
                    { term: t.amount, value: amountOf(data.amount, data.currency), numeric: true },
                  ];
          return <DescriptionList items={items} />;
        }}
      </LoadState>
    </Dialog>
  );
}

/**
 * A status as the table's one status badge (issue 30): completed in the success tone, the waiting
 * ones (doc 2 §3's muted statuses) neutral with a clock, cancelled neutral with a cross.
 */
function ActivityStatusBadge({ status }: { status: string }) {
  const { label, muted } = activityStatus(status);
  if (status === 'completed') return <Badge tone="success">{label}</Badge>;
  const icon = muted ? Clock : status === 'cancelled' ? CircleX : undefined;
  return (
    <Badge tone="neutral" {...(icon === undefined ? {} : { icon })}>
      {label}
    </Badge>
  );
}

function ActivityTable({
  entries,
  filters,
  onShowAll,
}: {
  entries: readonly ActivityEntry[];
  filters: ActivityFilters;
  /** Widens the filters to all activity; absent when they already show everything. */
  onShowAll?: (() => void) | undefined;
}) {
  const [open, setOpen] = useState<ActivityEntry | null>(null);
  const shown = filterActivity(entries, filters, new Date(), offset());
  const rows: Row[] = shown.map((entry) => ({
    id: entry.id,
    entry,
    date: dateOf(entry.initiated_date),
    category: ACTIVITY_CATEGORY_LABELS[entry.category],
    status: activityStatus(entry.status).label,
  }));
  const columns: readonly TableColumn<Row>[] = [
    { id: 'date', name: t.date, isRowHeader: true },
    { id: 'category', name: t.category, fill: true },
    {
      id: 'amount',
      name: t.amount,
      align: 'end',
      // Money out (a withdrawal, a fee) carries its minus (U+2212): it never reads like a deposit.
      render: (row) => amountOf(signedActivityAmount(row.entry), row.entry.currency),
    },
    {
      id: 'status',
      name: t.status,
      render: (row) => <ActivityStatusBadge status={row.entry.status} />,
    },
    {
      id: 'details',
      // Visually hidden: 'Details' over 'Details' links said it twice (issue 30).
      name: <VisuallyHidden>{t.details}</VisuallyHidden>,
      // The row's action at the row's end, on the table's right edge.
      align: 'end',
      render: (row) =>
        hasActivityDetails(row.entry.category) ? (
          // Set as text, so it starts on its header's edge; the whole row opens the details too.
          <Button variant="link" size="sm" onPress={() => setOpen(row.entry)}>
            {t.details}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="16">
      <Table
        // New filters start again from the first five rows.
        key={JSON.stringify(filters)}
        aria-label={t.activityLog}
        columns={columns}
        rows={rows}
        pageSize={INITIAL_ROWS_SHOWN}
        messages={{ loadMore: t.loadMore }}
        onRowAction={(id) => {
          const entry = shown.find((candidate) => candidate.id === id);
          if (entry !== undefined && hasActivityDetails(entry.category)) setOpen(entry);
        }}
        emptyState={
          <EmptyState
            icon={ListFilter}
            action={
              onShowAll === undefined ? undefined : (
                <Button variant="secondary" onPress={onShowAll}>
                  {t.showAllActivity}
                </Button>
              )
            }
          >
            {t.noActivity}
          </EmptyState>
        }
      />
      {open ? <ActivityDetailsDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}

/** /activity/log (doc 2 §2 Activity, §9). */
export function ActivityLogPage() {
  usePageTitle(t.activityLog);
  const activity = useActivity();
  const [types, setTypes] = useState<readonly ActivityTypeFilter[]>(DEFAULT_ACTIVITY_FILTERS.types);
  const [timeFrame, setTimeFrame] = useState<ActivityTimeFrame>(
    DEFAULT_ACTIVITY_FILTERS.timeFrame ?? 'Past 3 Months',
  );
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const start = parsePurchaseDate(from);
  const end = parsePurchaseDate(to);
  const filters: ActivityFilters = {
    types,
    timeFrame,
    custom: { ...(start ? { start } : {}), ...(end ? { end } : {}) },
  };
  const exportCsv = (
    <Button
      variant="secondary"
      isDisabled={activity.data === undefined}
      onPress={() => {
        // Exactly the rows the filters show, as the table lists them.
        const shown = filterActivity(activity.data ?? [], filters, new Date(), offset());
        saveDownload({
          blob: new Blob([toCsv(activityCsvRows(shown, offset()))], { type: 'text/csv' }),
          filename: t.exportFilename,
        });
      }}
    >
      {t.exportCsv}
    </Button>
  );
  return (
    <Stack space="24">
      <ActivityLogHeader exportCsv={exportCsv} />
      <Toolbar
        filters={
          <Inline space="24" wrap>
            {/* The kit's filter row puts the legend beside its boxes, as every filter's label. */}
            <fieldset>
              <legend>{t.type}</legend>
              <Inline space="12" wrap>
                {ACTIVITY_TYPE_FILTERS.map((type) => (
                  <Checkbox
                    key={type}
                    isSelected={types.includes(type)}
                    onChange={(selected) =>
                      setTypes(selected ? [...types, type] : types.filter((other) => other !== type))
                    }
                  >
                    {type}
                  </Checkbox>
                ))}
              </Inline>
            </fieldset>
            <Select
              label={t.timeFrame}
              options={ACTIVITY_TIME_FRAMES.map((frame) => ({ id: frame, label: frame }))}
              value={timeFrame}
              onChange={(key) => setTimeFrame(key as ActivityTimeFrame)}
            />
            {timeFrame === 'Custom' ? (
              <>
                <DateInput label={t.from} value={from} onChange={setFrom} />
                <DateInput label={t.to} value={to} onChange={setTo} />
              </>
            ) : null}
          </Inline>
        }
      />
      <LoadState read={activity}>
        {(entries) => (
          <ActivityTable
            entries={entries}
            filters={filters}
            onShowAll={
              types.length === 0 && timeFrame === 'All Time'
                ? undefined
                : () => {
                    setTypes([]);
                    setTimeFrame('All Time');
                  }
            }
          />
        )}
      </LoadState>
    </Stack>
  );
}
