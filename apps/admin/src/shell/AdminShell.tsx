import { endSession } from '@cairn/api-client';
import { AppLayout, type AppNavItem, Button, ColorModeSwitch, DialogTrigger, LogoutDialog } from '@cairn/ui';
import { Boxes, Hourglass, KeyRound, Layers, ListPlus, PackagePlus, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_ROUTES } from '../routes';
import { adminTexts } from '../texts';
import { CONSOLE_FRAME } from './pageFrames';
import { useUnsavedChanges } from './unsavedChanges';

/** The side menu's entries (doc 3 §2), in order. */
const MENU = [
  { href: ADMIN_ROUTES.indexCreation, label: adminTexts.nav.indexCreation, icon: ListPlus },
  { href: ADMIN_ROUTES.indices, label: adminTexts.nav.indices, icon: Layers },
  { href: ADMIN_ROUTES.modelCreation, label: adminTexts.nav.modelCreation, icon: PackagePlus },
  { href: ADMIN_ROUTES.models, label: adminTexts.nav.models, icon: Boxes },
  { href: ADMIN_ROUTES.tradeSettings, label: adminTexts.nav.tradeSettings, icon: SlidersHorizontal },
  { href: ADMIN_ROUTES.waitlistSettings, label: adminTexts.nav.waitlistSettings, icon: Hourglass },
  { href: ADMIN_ROUTES.keys, label: adminTexts.nav.keys, icon: KeyRound },
] as const;

const isCurrent = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * The console's frame, the kit's compact `AppLayout`: the brand, the theme switch and Log Out (with
 * the shared confirmation) in the header; the side menu, full height and sticky, whose entries carry
 * a red dot while their page holds unsaved changes (doc 3 §2: trade settings); the page in `main`.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const unsaved = useUnsavedChanges();
  const navigation: AppNavItem[] = MENU.map((item) => ({
    id: item.href,
    label: item.label,
    href: item.href,
    icon: item.icon,
    ...(isCurrent(path, item.href) ? { isCurrent: true } : {}),
    ...(unsaved.has(item.href) ? { dot: adminTexts.unsavedChanges } : {}),
  }));
  return (
    <AppLayout
      {...CONSOLE_FRAME}
      navigation={navigation}
      headerActions={
        <>
          <ColorModeSwitch>{adminTexts.darkTheme}</ColorModeSwitch>
          <DialogTrigger>
            <Button variant="secondary" size="sm">
              {adminTexts.logOut}
            </Button>
            <LogoutDialog
              onConfirm={() => {
                void endSession('user');
              }}
            />
          </DialogTrigger>
        </>
      }
    >
      {children}
    </AppLayout>
  );
}
