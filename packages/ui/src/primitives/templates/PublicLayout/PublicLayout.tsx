import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Brand } from '../../foundations/Brand/Brand';
import { defaultLayoutMessages, type LayoutMessages } from '../messages';
import {
  brandBar,
  footer as footerClass,
  headerActions as headerActionsClass,
  main as mainClass,
  page,
  skipLink,
} from '../templates.css';
import { centered, content, main, width as widthClass } from './PublicLayout.css';

/** Content widths of {@link PublicLayout}: 400, 560, 720 or 880 px. */
export const publicLayoutWidths = ['narrow', 'form', 'prose', 'wide'] as const;

export interface PublicLayoutProps {
  /** The page's content (its own `h1` first). */
  children: ReactNode;
  /** `narrow` 400 px (sign-in, codes), `form` 560 px, `prose` 720 px (long reading), `wide` 880 px (as `OnboardingLayout`'s). @default 'narrow' */
  width?: (typeof publicLayoutWidths)[number];
  /** `center` sets short content (sign-in, an error) in the middle of the page's height. @default 'top' */
  verticalAlign?: 'top' | 'center';
  /** Where the brand links to. @default '/' */
  homeHref?: string;
  /** Right of the brand: e.g. 'Sign up' on the sign-in page. */
  headerActions?: ReactNode;
  /** The footer's content (legal links): a `contentinfo` landmark. */
  footer?: ReactNode;
  /** The `id` of `main`, the skip link's target. @default 'main-content' */
  mainId?: string;
  /**
   * Replaces some of the frame's words: `skipToContent` (the skip link), `home` (the brand link's
   * name), `navigation` (the side navigation's name, AppLayout only).
   * @default { skipToContent: 'Skip to content', home: 'Cairn home', navigation: 'Main' }
   */
  messages?: Partial<LayoutMessages>;
  /** Merged last, on the page. */
  className?: string;
}

/**
 * The frame of public pages (sign-in, 2FA, password recovery, legal texts, errors): the brand bar,
 * the content centred up to a width, and a footer. Landmarks: `banner`, `main`, `contentinfo`.
 */
export function PublicLayout({
  children,
  width = 'narrow',
  verticalAlign = 'top',
  homeHref = '/',
  headerActions,
  footer,
  mainId = 'main-content',
  messages,
  className,
}: PublicLayoutProps) {
  const t = { ...defaultLayoutMessages, ...messages };
  return (
    <div className={cx(page, className)}>
      <a href={`#${mainId}`} className={skipLink}>
        {t.skipToContent}
      </a>
      <header className={brandBar}>
        <Brand href={homeHref} aria-label={t.home} />
        {headerActions ? <div className={headerActionsClass}>{headerActions}</div> : null}
      </header>
      <main id={mainId} tabIndex={-1} className={cx(mainClass, main, verticalAlign === 'center' && centered)}>
        <div className={cx(content, widthClass[width])}>{children}</div>
      </main>
      {footer ? <footer className={footerClass}>{footer}</footer> : null}
    </div>
  );
}
