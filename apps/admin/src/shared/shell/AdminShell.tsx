import { endSession } from '@cairn/api-client';
import { type NavIconOf, routesOf } from '@cairn/domain';
import { AppLayout, type AppNavItem, Button, ColorModeSwitch, DialogTrigger, LogoutDialog } from '@cairn/ui';
import {
  Boxes,
  Hourglass,
  KeyRound,
  Layers,
  ListPlus,
  type LucideIcon,
  PackagePlus,
  SlidersHorizontal,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { adminTexts } from '../copy';
import { ADMIN_ROUTES } from '../paths';
import { CONSOLE_FRAME } from './pageFrames';
import { useUnsavedChanges } from './unsavedChanges';

/** The components of the icons the route manifest names for the console's menu. */
const ICONS: Readonly<Record<NavIconOf<'admin'>, LucideIcon>> = {
  ListPlus,
  Layers,
  PackagePlus,
  Boxes,
  SlidersHorizontal,
  Hourglass,
  KeyRound,
};

/** The side menu's entries (doc 3 §2), in order: the manifest's admin routes with a `nav` entry. */
const MENU = routesOf('admin').flatMap((entry) =>
  entry.nav === undefined
    ? []
    : [{ href: entry.path, label: entry.nav.label, icon: ICONS[entry.nav.icon as NavIconOf<'admin'>] }],
);

/** Editing an index or a model (a tool's path plus an id) belongs to its list, not to creating one. */
const EDITING: readonly (readonly [tool: string, list: string])[] = [
  [ADMIN_ROUTES.indexCreation, ADMIN_ROUTES.indices],
  [ADMIN_ROUTES.modelCreation, ADMIN_ROUTES.models],
];

const isCurrent = (path: string, href: string) => {
  const editing = EDITING.find(([tool]) => path.startsWith(`${tool}/`));
  if (editing) return href === editing[1];
  return path === href || path.startsWith(`${href}/`);
};

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
