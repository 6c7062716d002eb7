import { Bell } from 'lucide-react';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { Popover } from '../../overlays/Popover/Popover';
import { ToneIcon } from '../../private/ToneIcon';
import { defaultRecentMessagesMessages, type RecentMessagesMessages } from './messages';
import { useRecentToasts } from './Toaster';
import {
  content,
  icon,
  list,
  recentButton,
  recentCount,
  recentItem,
  recentNote,
  recentPanel,
} from './Toaster.css';

export interface RecentMessagesProps {
  /** The words (defaults: 'Recent messages', 'No messages yet.', the F6 note). */
  messages?: Partial<RecentMessagesMessages>;
}

/**
 * Recalls the nearest `ToastProvider`'s last toasts (WCAG 2.2.1: a toast leaves after 3.5 s, and
 * one with an action must be reachable after that): a bell button for the header, its name
 * counting the messages that came since it was last opened, and a popover listing them newest
 * first with their actions (an action closes the list). The list also says where F6 goes, the
 * shortcut to the toasts while they show. Escape or a click outside closes it; focus returns to
 * the bell.
 */
export function RecentMessages({ messages }: RecentMessagesProps) {
  const words = { ...defaultRecentMessagesMessages, ...messages };
  const { messages: recent, unread, markRead } = useRecentToasts();
  const [open, setOpen] = useState(false);
  const name = unread > 0 ? `${words.title}, ${words.unread(unread)}` : words.title;
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) markRead();
      }}
    >
      <Button variant="ghost" size="sm" className={recentButton} aria-label={name}>
        <Icon icon={Bell} size="md" />
        {unread > 0 ? (
          <span className={recentCount} aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </Button>
      <Popover title={words.title} placement="bottom end" className={recentPanel}>
        {recent.length === 0 ? (
          <p className={recentNote}>{words.empty}</p>
        ) : (
          <ul className={list}>
            {recent.map(({ key, content: toast }) => (
              <li key={key} className={recentItem} data-tone={toast.tone}>
                <ToneIcon tone={toast.tone} className={icon} />
                <span className={content}>{toast.message}</span>
                {toast.action ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => {
                      toast.action?.onAction();
                      setOpen(false);
                    }}
                  >
                    {toast.action.label}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className={recentNote}>{words.shortcut}</p>
      </Popover>
    </DialogTrigger>
  );
}
