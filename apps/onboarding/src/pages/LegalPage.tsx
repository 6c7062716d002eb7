import { LEGAL_PAGES, type LegalPageKey } from '../legal/documents';
import { LegalText } from '../legal/LegalText';
import { PageHeading, PublicLayout } from '../shell/PublicLayout';

/** /terms-and-conditions and /privacy-policy (doc 1 §2.1): the legal text on its own page. */
export function LegalPage({ which }: { which: LegalPageKey }) {
  const { document } = LEGAL_PAGES[which];
  return (
    <PublicLayout title={document.title} narrow={false}>
      <PageHeading title={document.title} />
      <LegalText document={document} />
    </PublicLayout>
  );
}
