import type { LucideIcon } from 'lucide-react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, Focusable } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Brand } from '../../foundations/Brand/Brand';
import { Icon } from '../../foundations/Icon/Icon';
import { Tooltip } from '../../overlays/Tooltip/Tooltip';
import { defaultLayoutMessages, type LayoutMessages } from '../messages';
import { footer as footerClass, main as mainBase, skipLink } from '../templates.css';
import {
  actionsSlot,
  badge as badgeClass,
  brandSlot,
  content,
  dot as dotClass,
  footer,
  header,
  item as itemClass,
  itemIcon,
  itemLabel,
  list,
  main,
  nav,
  navColumn,
  productLabel as productLabelClass,
  shell,
  sublist,
  warning as warningClass,
} from './AppLayout.css';

/** One entry of the side navigation. */
export interface AppNavItem {
  id: string;
  label: string;
  href: string;
  /** A lucide-react icon (top-level items; children usually have none). */
  icon?: LucideIcon;
  /** The page shown now: `aria-current="page"`. */
  isCurrent?: boolean;
  /**
   * Not available now: the item stays focusable (`aria-disabled="true"`) and shows
   * `disabledReason` in a tooltip on hover and focus.
   */
  isDisabled?: boolean;
  /** Why the item is disabled (e.g. the KYC tooltip of doc 2 §2). */
  disabledReason?: string;
  /** A count or short tag after the label. */
  badge?: string | number;
  /** A warning on the item (e.g. 'Unsaved changes' on My Portfolio): an icon named by this text. */
  warning?: string;
  /**
   * A red dot after the label, named by this text: something on that page waits for the user (the
   * admin console's unsaved trade settings, doc 3 §2). Quieter than `warning`.
   */
  dot?: string;
  /** Nested entries (Marketplace → Models, Indices), always shown under their parent. */
  children?: readonly AppNavItem[];
}

export interface AppLayoutProps {
  /** The side navigation, in order. */
  navigation: readonly AppNavItem[];
  children: ReactNode;
  /** Right of the header: the theme switch, Log Out. */
  headerActions?: ReactNode;
  /** A quiet label after the brand, e.g. 'Admin'. */
  productLabel?: string;
  /** Where the brand links to: each app's home (the kit knows no product path). */
  homeHref: string;
  /** `compact` for the admin console: narrower navigation, shorter rows, tighter padding. @default 'comfortable' */
  density?: 'comfortable' | 'compact';
  /** The content's maximum width: 1200 px, 1440 px, or the whole column. @default 'default' */
  width?: 'default' | 'wide' | 'full';
  /** The footer's content: a `contentinfo` landmark under the content. */
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

function NavEntry({ item }: { item: AppNavItem }) {
  const inner = (
    <>
      {item.icon ? <Icon icon={item.icon} className={itemIcon} /> : null}
      <span className={itemLabel}>{item.label}</span>
      {item.warning ? (
        <span className={warningClass}>
          <Icon icon={TriangleAlert} label={item.warning} />
        </span>
      ) : null}
      {item.dot ? <span role="img" aria-label={item.dot} className={dotClass} data-nav-dot="" /> : null}
      {item.badge !== undefined ? <span className={badgeClass}>{item.badge}</span> : null}
    </>
  );
  // A disabled link keeps its place in the tab order, so its reason can be reached by keyboard too.
  const disabled = (
    // biome-ignore lint/a11y/useSemanticElements: an <a> without href is neither focusable nor a link; this is a disabled link
    <span role="link" aria-disabled="true" tabIndex={0} className={itemClass} data-disabled="">
      {inner}
    </span>
  );
  const entry = item.isDisabled ? (
    item.disabledReason ? (
      <Tooltip content={item.disabledReason} placement="right">
        <Focusable>{disabled}</Focusable>
      </Tooltip>
    ) : (
      disabled
    )
  ) : (
    <AriaLink
      href={item.href}
      className={itemClass}
      {...(item.isCurrent ? { 'aria-current': 'page' as const } : {})}
    >
      {inner}
    </AriaLink>
  );
  return (
    <li>
      {entry}
      {item.children && item.children.length > 0 ? (
        <ul className={sublist}>
          {item.children.map((child) => (
            <NavEntry key={child.id} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The signed-in frame of the investor app and the admin console: a sticky header with the brand
 * and the header's actions, a sticky side navigation on a surface that runs the page's whole height (nested groups, current page,
 * disabled items with their reason, warnings, badges), the content up to a width, and a footer.
 * Landmarks: `banner`, `navigation`, `main`, `contentinfo` (with a footer).
 *
 * Selectors: navigation entries `[aria-current="page"]`, `[aria-disabled="true"]`, `[data-hovered]`,
 * `[data-focus-visible]`; an entry's dot `[data-nav-dot]`; the navigation's column `[data-nav-column]`;
 * the root `[data-density]`, the content's column `[data-width]` (the props' values).
 */
export function AppLayout({
  navigation,
  children,
  headerActions,
  productLabel,
  homeHref,
  density = 'comfortable',
  width = 'default',
  footer: footerContent,
  mainId = 'main-content',
  messages,
  className,
}: AppLayoutProps) {
  const t = { ...defaultLayoutMessages, ...messages };
  return (
    <div className={cx(shell, className)} data-density={density}>
      <a href={`#${mainId}`} className={skipLink}>
        {t.skipToContent}
      </a>
      <header className={header}>
        <div className={brandSlot}>
          <Brand href={homeHref} size={density === 'compact' ? 'sm' : 'md'} aria-label={t.home} />
          {productLabel ? <span className={productLabelClass}>{productLabel}</span> : null}
        </div>
        <div className={actionsSlot}>{headerActions}</div>
      </header>
      <div className={navColumn} data-nav-column="">
        <nav className={nav} aria-label={t.navigation}>
          <ul className={list}>
            {navigation.map((item) => (
              <NavEntry key={item.id} item={item} />
            ))}
          </ul>
        </nav>
      </div>
      <main id={mainId} tabIndex={-1} className={cx(mainBase, main)}>
        <div className={content} data-width={width}>
          {children}
        </div>
      </main>
      {footerContent ? (
        <footer className={cx(footerClass, footer)} data-width={width}>
          {footerContent}
        </footer>
      ) : null}
    </div>
  );
}
