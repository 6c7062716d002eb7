import type { FolderRoute } from '../../../routeFolders';
import { ListPageSkeleton } from '../../../shared/skeletons';
import { documentsTexts } from './copy';
import { DocumentsHeader } from './headers';

/** /activity/documents (the manifest's 'documents'): the page, its skeleton, its words and its test. */
export const route: FolderRoute = {
  id: 'documents',
  load: () => import('./DocumentsPage').then((module) => module.DocumentsPage),
  Skeleton: () => <ListPageSkeleton header={<DocumentsHeader />} label={documentsTexts.heading} />,
};
