import type { UserProfile } from '@cairn/api-client';
import { ADMIN_ROLE, type NavIconOf, type NavItem, navItems, routeForPath, routePath } from '@cairn/domain';
import type { AppNavItem } from '@cairn/ui';
import {
  Activity,
  ChartLine,
  ChartPie,
  CircleUser,
  LayoutDashboard,
  type LucideIcon,
  ShieldCheck,
  Store,
} from 'lucide-react';
import { customerShellTexts } from './copy';

/** The components of the icons the route manifest names for the investor app's navigation. */
const ICONS: Readonly<Record<NavIconOf<'customer'>, LucideIcon>> = {
  LayoutDashboard,
  ChartPie,
  ChartLine,
  Store,
  CircleUser,
  Activity,
};

/** The icon of a navigation entry, by the name its manifest route gives. */
function iconOf(path: string): LucideIcon | undefined {
  const name = routeForPath(path)?.nav?.icon;
  return name !== undefined && name in ICONS ? ICONS[name as NavIconOf<'customer'>] : undefined;
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function toAppNavItem(item: NavItem, path: string, unsavedDrafts: boolean): AppNavItem {
  const hasChildren = item.children.length > 0;
  const icon = iconOf(item.path);
  return {
    id: item.key,
    label: item.label,
    href: item.path,
    ...(icon ? { icon } : {}),
    // A group is the current page only on its own path; under it, the child is.
    ...((hasChildren ? path === item.path : isUnder(path, item.path)) ? { isCurrent: true } : {}),
    ...(item.disabled ? { isDisabled: true, disabledReason: item.tooltip ?? '' } : {}),
    ...(item.key === 'portfolio' && unsavedDrafts
      ? { warning: customerShellTexts.unsavedChangesWarning }
      : {}),
    children: item.children.map((child) => toAppNavItem(child, path, unsavedDrafts)),
  };
}

/**
 * The side navigation for the signed-in user (doc 2 §2 "Side navigation"): the domain's items for
 * their status and KYC status (inactive users see Dashboard, Account and Activity only; until KYC
 * is approved every item but Dashboard is disabled with its reason), the warning on My Portfolio
 * while drafts are unsaved, and for staff the way to the admin console.
 */
export function customerNavigation(profile: UserProfile, path: string, unsavedDrafts: boolean): AppNavItem[] {
  const items = navItems(profile.user.status, profile.kyc_status).map((item) =>
    toAppNavItem(item, path, unsavedDrafts),
  );
  if (!profile.roles.includes(ADMIN_ROLE)) return items;
  return [
    ...items,
    { id: 'admin', label: customerShellTexts.adminConsole, href: routePath('admin'), icon: ShieldCheck },
  ];
}
