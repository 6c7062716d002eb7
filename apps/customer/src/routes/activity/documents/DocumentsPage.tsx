import {
  type CustodyDocument,
  getCustodyDocumentUrl,
  useCustodyDocuments,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { formatLongDate, MISSING_VALUE_DISPLAY, parseIsoDate, sortDocuments } from '@cairn/domain';
import { Button, EmptyState, LoadState, Stack, Table, type TableColumn } from '@cairn/ui';
import { visuallyHidden } from '@cairn/ui/style';
import { FileText } from 'lucide-react';
import { documentsTexts as t } from './copy';
import { DocumentsHeader } from './headers';

interface Row {
  id: string;
  title: string;
  date: string;
}

function DocumentsTable({ documents }: { documents: readonly CustodyDocument[] }) {
  const open = useMutation(getCustodyDocumentUrl, {
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
  const rows: Row[] = sortDocuments(documents).map((document) => {
    const date = parseIsoDate(document.date);
    return {
      id: document.id,
      title: document.title,
      date: date ? formatLongDate(date) : MISSING_VALUE_DISPLAY,
    };
  });
  const columns: readonly TableColumn<Row>[] = [
    { id: 'title', name: t.title, isRowHeader: true },
    { id: 'date', name: t.date },
    {
      id: 'open',
      // Over 31 'Open' links a visible 'Open' says nothing: the header is for screen readers only.
      name: <span className={visuallyHidden}>{t.open}</span>,
      // The row's action at the row's end, on the table's right edge; the date stays beside the
      // title and this column takes the spare width.
      align: 'end',
      fill: true,
      render: (row) => (
        // Set as text, so it starts on its header's edge; the whole row opens the document too.
        <Button
          variant="link"
          size="sm"
          aria-label={`${t.open} ${row.title}`}
          onPress={() => void open.trigger({ id: row.id })}
        >
          {t.open}
        </Button>
      ),
    },
  ];
  return (
    <Table
      aria-label={t.heading}
      columns={columns}
      rows={rows}
      onRowAction={(id) => void open.trigger({ id: String(id) })}
      emptyState={<EmptyState icon={FileText}>{t.noDocuments}</EmptyState>}
    />
  );
}

/** /activity/documents (doc 2 §2 Activity, §9: the Advisory Agreement first). */
export function DocumentsPage() {
  usePageTitle(t.heading);
  const documents = useCustodyDocuments();
  return (
    <Stack space="24">
      <DocumentsHeader />
      <LoadState read={documents}>{(data) => <DocumentsTable documents={data} />}</LoadState>
    </Stack>
  );
}
