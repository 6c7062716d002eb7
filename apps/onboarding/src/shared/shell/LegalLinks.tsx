import { Button, Inline, Text } from '@cairn/ui';
import { lazy, Suspense, useState } from 'react';
import type { LegalPageKey } from '../../routes/legal/documents';
import { common } from '../copy';

const LegalDialog = lazy(() => import('./LegalDialog'));

/** A link-styled button that opens a legal text in a modal; the page stays where it was. */
export function LegalDialogButton({ which, label }: { which: LegalPageKey; label: string }) {
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so it closes with its exit animation.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onPress={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <LegalDialog which={which} isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer of every page: a line about the service and the legal texts, opened in a modal. */
export function LegalFooter() {
  return (
    <>
      <Text size="sm" tone="muted">
        {common.footerNote}
      </Text>
      <nav aria-label={common.legalLinks}>
        <Inline as="ul" space="4">
          <LegalDialogButton which="terms" label={common.termsOfUse} />
          <LegalDialogButton which="privacy" label={common.privacyPolicy} />
        </Inline>
      </nav>
    </>
  );
}
