import { endSession } from '@cairn/api-client';
import { Button, DialogTrigger, getColorMode, Link, LogoutDialog, Switch, setColorMode } from '@cairn/ui';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_ROUTES } from '../routes';
import { adminTexts } from '../texts';
import * as styles from './AdminShell.css';
import { useUnsavedChanges } from './unsavedChanges';

/** The side menu's entries (doc 3 §2), in order. */
const MENU = [
  { href: ADMIN_ROUTES.indexCreation, label: adminTexts.nav.indexCreation },
  { href: ADMIN_ROUTES.indices, label: adminTexts.nav.indices },
  { href: ADMIN_ROUTES.modelCreation, label: adminTexts.nav.modelCreation },
  { href: ADMIN_ROUTES.models, label: adminTexts.nav.models },
  { href: ADMIN_ROUTES.tradeSettings, label: adminTexts.nav.tradeSettings },
  { href: ADMIN_ROUTES.waitlistSettings, label: adminTexts.nav.waitlistSettings },
  { href: ADMIN_ROUTES.keys, label: adminTexts.nav.keys },
] as const;

const isCurrent = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * The console's frame: the side menu (the trade settings entry carries a red dot while that page
 * has unsaved changes, doc 3 §2), the theme switch, Log Out with the shared confirmation, and the
 * page in a `main` landmark.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const unsaved = useUnsavedChanges();
  const [dark, setDark] = useState(() => getColorMode() === 'dark');
  return (
    <div className={styles.layout}>
      <a href="#admin-main" className={styles.skipLink}>
        {adminTexts.skipToContent}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{adminTexts.consoleName}</p>
        <nav aria-label={adminTexts.menuLabel}>
          <ul className={styles.menu}>
            {MENU.map((item) => {
              const current = isCurrent(path, item.href);
              const dot = unsaved.has(item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    variant="standalone"
                    className={styles.menuLink}
                    {...(current ? { 'aria-current': 'page' as const } : {})}
                  >
                    {item.label}
                    {dot ? (
                      <>
                        <span className={styles.dot} aria-hidden="true" />
                        <span className={styles.visuallyHidden}> ({adminTexts.unsavedChanges})</span>
                      </>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.sidebarFooter}>
          <Switch
            isSelected={dark}
            onChange={(selected) => {
              setDark(selected);
              setColorMode(selected ? 'dark' : 'light');
            }}
          >
            {adminTexts.darkTheme}
          </Switch>
          <DialogTrigger>
            <Button variant="secondary">{adminTexts.logOut}</Button>
            <LogoutDialog
              onConfirm={() => {
                void endSession('user');
              }}
            />
          </DialogTrigger>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
