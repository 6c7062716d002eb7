import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CloseIcon } from '../Dialog/CloseIcon';
import {
  action as actionClass,
  banner,
  type bannerKinds,
  content,
  dismiss,
  icon,
  text as textClass,
  title as titleClass,
} from './Banner.css';

/** A banner's link: a URL (`href`) or an in-page action (`onPress`). */
export interface BannerAction {
  label: string;
  href?: string;
  onPress?: () => void;
}

export interface BannerProps {
  /** @default 'info' */
  kind?: (typeof bannerKinds)[number];
  /** The banner's headline, e.g. 'Portfolio Below Rebalancing Minimum'. */
  title: string;
  /** The explanation. */
  children?: ReactNode;
  /** A link after the text, e.g. 'Make a new deposit'. */
  action?: BannerAction;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. @default 'Dismiss' */
  dismissLabel?: string;
  /**
   * `alert` announces at once (default for `error`), `status` politely when it appears (default for
   * the others), `none` for a banner present with the page.
   */
  role?: 'alert' | 'status' | 'none';
  /** Merged last. */
  className?: string;
}

function KindIcon({ kind }: { kind: (typeof bannerKinds)[number] }) {
  const path =
    kind === 'success'
      ? 'M4 8.5l2.5 2.5L12 5.5'
      : kind === 'info'
        ? 'M8 7.25v4M8 4.75v.01'
        : 'M8 4.5v4M8 11.25v.01';
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16" className={icon({ kind })}>
      {kind === 'warning' ? (
        <path
          d="M8 1.75L15 14H1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A page-level message (info, success, warning, error) with a title, text and an optional link,
 * e.g. 'Awaiting Deposit' or 'Portfolio Below Rebalancing Minimum'. The kind is carried by the
 * icon and border as well as colour.
 *
 * Selectors: `[data-kind="info | success | warning | error"]`.
 */
export function Banner({
  kind = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  role,
  className,
}: BannerProps) {
  const resolvedRole = role ?? (kind === 'error' ? 'alert' : 'status');
  return (
    <div
      className={[banner({ kind }), className].filter(Boolean).join(' ')}
      data-kind={kind}
      {...(resolvedRole === 'none' ? {} : { role: resolvedRole })}
    >
      <KindIcon kind={kind} />
      <div className={content}>
        <p className={titleClass}>{title}</p>
        {children ? <div className={textClass}>{children}</div> : null}
        {action ? (
          <Link
            className={actionClass}
            {...(action.href === undefined ? {} : { href: action.href })}
            {...(action.onPress === undefined ? {} : { onPress: action.onPress })}
          >
            {action.label}
          </Link>
        ) : null}
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="sm" aria-label={dismissLabel} onPress={onDismiss} className={dismiss}>
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}
