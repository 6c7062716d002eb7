import { Button, Dialog, DialogTrigger, Link } from '@cairn/ui';
import { LEGAL_PAGES, type LegalPageKey } from '../legal/documents';
import { LegalText } from '../legal/LegalText';
import { common } from '../texts';

/**
 * A legal text opened in a modal (doc 1 §2.1: footer links open them in a modal), by a link-styled
 * button. The full page stays one click away at its own address.
 */
export function LegalDialogButton({ which, label }: { which: LegalPageKey; label: string }) {
  const { document } = LEGAL_PAGES[which];
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        {label}
      </Button>
      <Dialog
        title={document.title}
        size="lg"
        footer={({ close }) => (
          <Button variant="primary" onPress={close}>
            {common.close}
          </Button>
        )}
      >
        <LegalText document={document} headingLevel={3} />
      </Dialog>
    </DialogTrigger>
  );
}

/** A plain link to a legal page (full page). */
export function LegalPageLink({ which, label }: { which: LegalPageKey; label: string }) {
  return <Link href={LEGAL_PAGES[which].path}>{label}</Link>;
}
