import type { ReactNode } from 'react';
import { LinkButton } from '../Button/Button';
import { actions as actionsClass, body, panel, screen, title as titleClass } from './Screen.css';

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
  /** Links shown as buttons, in order. */
  actions?: readonly ScreenAction[];
  /** The landmark's role: `alert` for errors announces the screen at once. @default 'main' */
  role?: 'main' | 'alert';
}

/**
 * A full-page message with a heading, text and link buttons: the base of the error, not-found,
 * page-not-available (403) and desktop-only screens.
 */
export function MessageScreen({ title, message, actions = [], role = 'main' }: MessageScreenProps) {
  const content = (
    <div className={panel}>
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
  return role === 'alert' ? (
    <main className={screen}>
      <div role="alert">{content}</div>
    </main>
  ) : (
    <main className={screen}>{content}</main>
  );
}

function LinkAction({ label, href, variant = 'primary' }: ScreenAction) {
  return (
    <LinkButton href={href} variant={variant}>
      {label}
    </LinkButton>
  );
}
