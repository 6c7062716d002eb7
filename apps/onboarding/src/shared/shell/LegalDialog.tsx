import { Button, Dialog } from '@cairn/ui';
import { LEGAL_PAGES, type LegalPageKey } from '../../routes/legal/documents';
import { LegalText } from '../../routes/legal/LegalText';
import { common } from '../copy';

/**
 * A legal text in a modal (doc 1 §2.1: footer links open them in a modal). Its own chunk: the texts
 * load when a link is pressed, not with the page.
 */
export default function LegalDialog({
  which,
  isOpen,
  onClose,
}: {
  which: LegalPageKey;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { document } = LEGAL_PAGES[which];
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
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
  );
}
