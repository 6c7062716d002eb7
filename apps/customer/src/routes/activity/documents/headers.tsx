import { PageHeader } from '@cairn/ui';
import { documentsTexts } from './copy';

/** /activity/documents' header, drawn by the page and its skeleton (`route.tsx`). */
export const DocumentsHeader = () => (
  <PageHeader title={documentsTexts.heading} description={documentsTexts.description} />
);
