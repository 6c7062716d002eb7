import { PageHeader } from '@cairn/ui';
import { accountTexts } from './copy';

/** Account's header, drawn by the page and its skeleton (`AccountSkeleton.tsx`). */
export const AccountHeader = () => (
  <PageHeader title={accountTexts.title} description={accountTexts.description} />
);
