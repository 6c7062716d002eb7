import { Link } from '@cairn/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import * as layout from '../layout.css';
import { common } from '../texts';
import { Footer } from './Footer';
import { usePageTitle } from './PageTitle';

/** The frame of the public pages (sign-in, 2FA, recovery, legal texts): brand, main column, footer. */
export function PublicLayout({
  title,
  children,
  narrow = true,
}: {
  title: string;
  children: ReactNode;
  narrow?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Link href="/login" className={layout.brand} aria-label={`${common.brand} home`}>
          {common.brand}
        </Link>
      </header>
      <main className={narrow ? `${layout.main} ${layout.narrow}` : layout.main}>{children}</main>
      <Footer />
    </div>
  );
}

/** Whether the app has shown a page yet: the first page keeps the browser's own focus. */
let shownAPage = false;

/**
 * A page's heading and its introduction. After an in-app navigation the heading takes focus, so a
 * screen reader announces the new page and Tab continues from its top; pages that focus a field
 * of their own (a code entry) pass `takeFocus={false}`.
 */
export function PageHeading({
  title,
  intro,
  takeFocus = true,
}: {
  title: string;
  intro?: ReactNode;
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownAPage && takeFocus) heading.current?.focus({ preventScroll: false });
    shownAPage = true;
  }, [takeFocus]);
  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className={layout.title}>
        {title}
      </h1>
      {intro ? <p className={layout.intro}>{intro}</p> : null}
    </div>
  );
}

/** A waiting state that says what it waits for. */
export { Loading } from './Loading';
