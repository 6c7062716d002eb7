import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { ToneIcon } from '../../private/ToneIcon';
import {
  action as actionClass,
  banner,
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

/** The words of `Banner`. */
export interface BannerMessages {
  /** The accessible name of the close button. */
  dismiss: string;
}

const defaultMessages: BannerMessages = { dismiss: 'Dismiss' };

export interface BannerProps {
  /** @default 'info' */
  tone?: Tone;
  /**
   * The banner's headline, e.g. 'Portfolio Below Rebalancing Minimum'. Omitted, the banner is a note
   * inside a flow or a form (with `role="none"`): a money moment set apart from the body text, e.g. a
   * network warning with its acknowledgement checkbox inside.
   */
  title?: string;
  /** The explanation. */
  children?: ReactNode;
  /** A link after the text, e.g. 'Make a new deposit'. */
  action?: BannerAction;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Replaces the banner's own words: `dismiss` (the close button's name). @default { dismiss: 'Dismiss' } */
  messages?: Partial<BannerMessages>;
  /**
   * `alert` announces at once (default for `danger`), `status` politely when it appears (default for
   * the others), `none` for a banner present with the page.
   */
  role?: 'alert' | 'status' | 'none';
  /** Merged last. */
  className?: string;
}

/**
 * A page-level message with a title, text and an optional link, e.g. 'Awaiting Deposit' or
 * 'Portfolio Below Rebalancing Minimum'. The tone is carried by the icon's shape and the border as
 * well as colour.
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`.
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  messages,
  role,
  className,
}: BannerProps) {
  const resolvedRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      className={cx(banner, className)}
      data-tone={tone}
      {...(resolvedRole === 'none' ? {} : { role: resolvedRole })}
    >
      <ToneIcon tone={tone} className={icon} />
      <div className={content}>
        {title ? <p className={titleClass}>{title}</p> : null}
        {children ? <div className={textClass}>{children}</div> : null}
        {action ? (
          <Link
            className={actionClass}
            {...defined({ href: action.href })}
            {...defined({ onPress: action.onPress })}
          >
            {action.label}
          </Link>
        ) : null}
      </div>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={messages?.dismiss ?? defaultMessages.dismiss}
          onPress={onDismiss}
          className={dismiss}
        >
          <Icon icon={X} />
        </Button>
      ) : null}
    </div>
  );
}
