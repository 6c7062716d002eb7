import { usePageTitle } from '@cairn/app-shell';
import { PageHeader, Stack } from '@cairn/ui';
import { LEGAL_PAGES, type LegalPageKey } from './documents';
import { LegalText } from './LegalText';

/** /terms-and-conditions and /privacy-policy (doc 1 §2.1): the legal text on its own page. */
export function LegalPage({ which }: { which: LegalPageKey }) {
  const { document } = LEGAL_PAGES[which];
  usePageTitle(document.title);
  return (
    <Stack space="32">
      <PageHeader size="lg" title={document.title} description={document.effective} />
      <LegalText document={document} showEffective={false} />
    </Stack>
  );
}

/** /terms-and-conditions (doc 1 §2.1). */
export const TermsPage = () => <LegalPage which="terms" />;

/** /privacy-policy (doc 1 §2.1). */
export const PrivacyPage = () => <LegalPage which="privacy" />;
