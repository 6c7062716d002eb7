import * as layout from '../layout.css';
import { common } from '../texts';
import { LegalDialogButton } from './LegalDialog';

/** The footer of every page: the legal texts, opened in a modal (doc 1 §2.1). */
export function Footer() {
  return (
    <footer className={layout.footer}>
      <p className={layout.muted}>{common.footerNote}</p>
      <nav aria-label={common.legalLinks}>
        <ul className={layout.footerLinks}>
          <li>
            <LegalDialogButton which="terms" label={common.termsOfUse} />
          </li>
          <li>
            <LegalDialogButton which="privacy" label={common.privacyPolicy} />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
