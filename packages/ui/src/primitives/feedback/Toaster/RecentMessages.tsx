import { Bell } from 'lucide-react';
import { type ComponentType, Suspense, useRef, useState } from 'react';
import { defined } from '../../../utils/defined';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { defaultRecentMessagesMessages, type RecentMessagesMessages } from './messages';
import type { RecentMessagesPanelProps } from './RecentMessagesPanel';
import { useRecentToasts } from './Toaster';
import { recentButton, recentCount } from './Toaster.css';

export interface RecentMessagesProps {
  /** The words (defaults: 'Recent messages', 'No messages yet.', the F6 note). */
  messages?: Partial<RecentMessagesMessages>;
  /**
   * The list the bell opens: the kit's `RecentMessagesPanel`, or a lazy one
   * (`lazy(() => import(...))`) that keeps react-aria's overlays out of the first paint, as
   * `ToastProvider`'s `region`. The kit does not load it lazily itself (see `ToastProvider`).
   */
  panel: ComponentType<RecentMessagesPanelProps>;
  /** Called when the pointer or focus reaches the bell: a lazy `panel` can start loading. */
  onPreload?: () => void;
}

/**
 * Recalls the nearest `ToastProvider`'s last toasts (WCAG 2.2.1: a toast leaves after 3.5 s, and
 * one with an action must be reachable after that): a bell button for the header, its name
 * counting the messages that came since it was last opened, and a popover (`panel`) listing them
 * newest first with their actions (an action closes the list). The list also says where F6 goes,
 * the shortcut to the toasts while they show. Escape or a click outside closes it; focus returns
 * to the bell.
 *
 * Selectors: the bell `[aria-expanded="true"]` while the list is open.
 */
export function RecentMessages({ messages, panel: Panel, onPreload }: RecentMessagesProps) {
  const words = { ...defaultRecentMessagesMessages, ...messages };
  const { messages: recent, unread, markRead } = useRecentToasts();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const name = unread > 0 ? `${words.title}, ${words.unread(unread)}` : words.title;
  return (
    <>
      <Button
        ref={bell}
        variant="ghost"
        size="sm"
        className={recentButton}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...defined({ onHoverStart: onPreload, onFocus: onPreload })}
        onPress={() => {
          setOpen(!open);
          if (!open) markRead();
        }}
      >
        <Icon icon={Bell} size="md" />
        {unread > 0 ? (
          <span className={recentCount} aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Panel triggerRef={bell} recent={recent} messages={words} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
