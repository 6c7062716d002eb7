import { MAIN_ID } from '@cairn/app-shell';
import { routePath } from '@cairn/domain';
import { PublicLayout, type PublicLayoutProps } from '@cairn/ui';
import type { ReactNode } from 'react';
import { LegalFooter } from './LegalLinks';
import { template as templateClass } from './shell.css';

/**
 * The frame of the public pages (doc 1 §2.1): the kit's `PublicLayout` with the brand linking to
 * /login and the legal links in the footer. It stays while a page's chunk or its guard's check
 * loads (after a navigation the app shell moves focus to the new page's heading).
 */
export function PublicFrame({
  width = 'narrow',
  verticalAlign = 'top',
  headerActions,
  template = 'public',
  children,
}: Pick<PublicLayoutProps, 'width' | 'verticalAlign' | 'headerActions'> & {
  /**
   * The page's template for the layout audit: `public` (one column from the public top line),
   * `sign-in` (two columns, the title in the form's card), `message` (a title under an icon).
   */
  template?: 'public' | 'sign-in' | 'message';
  children: ReactNode;
}) {
  return (
    <PublicLayout
      homeHref={routePath('login')}
      width={width}
      verticalAlign={verticalAlign}
      headerActions={headerActions}
      footer={<LegalFooter />}
      mainId={MAIN_ID}
    >
      <div className={templateClass} data-template={template}>
        {children}
      </div>
    </PublicLayout>
  );
}
