import {
  type CustodyDocument,
  getCustodyDocumentUrl,
  useCustodyDocuments,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { formatLongDate, MISSING_VALUE_DISPLAY, parseIsoDate, sortDocuments } from '@cairn/domain';
import { Button, EmptyState, LoadState, Stack, Table, type TableColumn } from '@cairn/ui';
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
    {
      id: 'title',
      name: t.title,
      isRowHeader: true,
      // The title is the action (issue 30: an 'Open' 700 px to the right of its document): set as
      // a link's text, named 'Open <title>'; the whole row opens the document too.
      render: (row) => (
        <Button
          variant="link"
          size="sm"
          aria-label={`${t.open} ${row.title}`}
          onPress={() => void open.trigger({ id: row.id })}
        >
          {row.title}
        </Button>
      ),
    },
    // The date beside the title; its column takes the spare width.
    { id: 'date', name: t.date, fill: true },
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
      {/* Two columns (Title, Date): the measure keeps the date near its title at any width (issue 30). */}
      <Stack measure>
        <LoadState read={documents}>{(data) => <DocumentsTable documents={data} />}</LoadState>
      </Stack>
    </Stack>
  );
}
