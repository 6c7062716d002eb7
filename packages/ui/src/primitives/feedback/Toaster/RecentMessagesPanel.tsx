import type { RefObject } from 'react';
import { Button } from '../../controls/Button/Button';
import { Popover } from '../../overlays/Popover/Popover';
import { ToneIcon } from '../../private/ToneIcon';
import type { RecentMessagesMessages } from './messages';
import type { RecentToast } from './Toaster';
import { content, icon, list, recentItem, recentNote, recentPanel } from './Toaster.css';

/** What `RecentMessages` gives its panel. */
export interface RecentMessagesPanelProps {
  /** The bell the popover is anchored to; focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The toasts to list, newest first. */
  recent: readonly RecentToast[];
  /** The words (already merged with the defaults). */
  messages: RecentMessagesMessages;
  /** Closes the list: Escape, a click outside, or a toast's action. */
  onClose: () => void;
}

/**
 * The list `RecentMessages` opens: a popover anchored to the bell, the recalled toasts newest first
 * with their actions (an action closes the list), and where F6 goes. Kept apart from the bell so an
 * app can load it lazily (`RecentMessages`' `panel`): react-aria's overlays stay out of the first
 * paint of a page whose header holds the bell.
 */
export function RecentMessagesPanel({ triggerRef, recent, messages, onClose }: RecentMessagesPanelProps) {
  return (
    <Popover
      title={messages.title}
      placement="bottom end"
      className={recentPanel}
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {recent.length === 0 ? (
        <p className={recentNote}>{messages.empty}</p>
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
                    onClose();
                  }}
                >
                  {toast.action.label}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={recentNote}>{messages.shortcut}</p>
    </Popover>
  );
}
