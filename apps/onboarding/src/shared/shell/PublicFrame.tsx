import { MAIN_ID } from '@cairn/app-shell';
import { routePath } from '@cairn/domain';
import { PublicLayout, type PublicLayoutProps } from '@cairn/ui';
import type { ReactNode } from 'react';
import { LegalFooter } from './LegalLinks';

/**
 * The frame of the public pages (doc 1 §2.1): the kit's `PublicLayout` with the brand linking to
 * /login and the legal links in the footer. It stays while a page's chunk or its guard's check
 * loads (after a navigation the app shell moves focus to the new page's heading).
 */
export function PublicFrame({
  width = 'narrow',
  verticalAlign = 'top',
  headerActions,
  children,
}: Pick<PublicLayoutProps, 'width' | 'verticalAlign' | 'headerActions'> & { children: ReactNode }) {
  return (
    <PublicLayout
      homeHref={routePath('login')}
      width={width}
      verticalAlign={verticalAlign}
      headerActions={headerActions}
      footer={<LegalFooter />}
      mainId={MAIN_ID}
    >
      {children}
    </PublicLayout>
  );
}
