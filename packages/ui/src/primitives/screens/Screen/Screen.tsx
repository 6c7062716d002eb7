import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import {
  actions as actionsClass,
  body,
  embedded,
  embeddedActions,
  embeddedBody,
  embeddedTitle,
  iconWell,
  panel,
  screen,
  title as titleClass,
} from './Screen.css';

/** Where a {@link MessageScreen} stands: the whole page, or the content of a page template. */
export const messageScreenVariants = ['page', 'embedded'] as const;

export interface ScreenAction {
  /** The button's text. */
  label: string;
  /** Where it goes: a full page load, as screens may lead to another app on the same origin. */
  href: string;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
}

export interface MessageScreenProps {
  /** The heading (an `h1`). */
  title: string;
  /** The explanation under the heading. */
  message?: ReactNode;
  /** Links shown as buttons, in order: the first is the way on. */
  actions?: readonly ScreenAction[];
  /** The landmark's role: `alert` for errors announces the screen at once. @default 'main' */
  role?: 'main' | 'alert';
  /**
   * `page`: the screen is the whole page, its own `main` centred in the viewport. `embedded`: the
   * content of a template's `main` (`PublicLayout` with `verticalAlign="center"`): no landmark of
   * its own, a surface with the icon, the heading, the message and the actions, primary last on
   * the right. @default 'page'
   */
  variant?: (typeof messageScreenVariants)[number];
  /** A lucide-react icon above the heading, saying what kind of message this is (decorative). */
  icon?: LucideIcon;
}

/**
 * A full-page message with a heading, text and link buttons: the base of the error, not-found,
 * page-not-available (403) and desktop-only screens.
 *
 * Selectors: `[data-variant="page | embedded"]` on the screen's root.
 */
export function MessageScreen({
  title,
  message,
  actions = [],
  role = 'main',
  variant = 'page',
  icon,
}: MessageScreenProps) {
  if (variant === 'embedded') {
    const content = (
      <>
        {icon ? (
          <span className={iconWell}>
            <Icon icon={icon} size="md" />
          </span>
        ) : null}
        <h1 className={embeddedTitle}>{title}</h1>
        {message ? <div className={embeddedBody}>{message}</div> : null}
        {actions.length > 0 ? (
          <div className={embeddedActions}>
            {/* As in a dialog's footer: the quiet ways out first, the primary way on last, on the right. */}
            {[...actions].reverse().map((action) => (
              <LinkAction key={action.href + action.label} {...action} />
            ))}
          </div>
        ) : null}
      </>
    );
    return (
      <div className={embedded} data-variant="embedded">
        {role === 'alert' ? <div role="alert">{content}</div> : content}
      </div>
    );
  }
  const content = (
    <div className={panel}>
      {icon ? (
        <span className={iconWell}>
          <Icon icon={icon} size="md" />
        </span>
      ) : null}
      <h1 className={titleClass}>{title}</h1>
      {message ? <div className={body}>{message}</div> : null}
      {actions.length > 0 ? (
        <div className={actionsClass}>
          {actions.map((action) => (
            <LinkAction key={action.href + action.label} {...action} />
          ))}
        </div>
      ) : null}
    </div>
  );
  return (
    <main className={screen} data-variant="page">
      {role === 'alert' ? <div role="alert">{content}</div> : content}
    </main>
  );
}

function LinkAction({ label, href, variant = 'primary' }: ScreenAction) {
  return (
    <LinkButton href={href} variant={variant}>
      {label}
    </LinkButton>
  );
}
