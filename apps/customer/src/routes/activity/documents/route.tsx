import type { FolderRoute } from '../../../routeFolders';
import { ListPageSkeleton } from '../../../shell/pageSkeletons';
import { documentsTexts } from './copy';

/** /activity/documents (the manifest's 'documents'): the page, its skeleton, its words and its test. */
export const route: FolderRoute = {
  id: 'documents',
  load: () => import('./DocumentsPage').then((module) => module.DocumentsPage),
  Skeleton: () => <ListPageSkeleton title={documentsTexts.heading} />,
};
