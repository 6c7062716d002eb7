/** The words of `RecentMessages`. */
export interface RecentMessagesMessages {
  /** The button's name and the list's title. */
  title: string;
  /** Added to the button's name while some messages are new: `(count) => '2 new'`. */
  unread: (count: number) => string;
  /** The list before any message came. */
  empty: string;
  /** Where the F6 shortcut is documented: how to reach messages while they show. */
  shortcut: string;
}

export const defaultRecentMessagesMessages: RecentMessagesMessages = {
  title: 'Recent messages',
  unread: (count) => `${count} new`,
  empty: 'No messages yet.',
  shortcut: 'While a message shows at the bottom of the screen, F6 moves to it and F6 again brings you back.',
};
