import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Tone } from '../../../theme/tone';
import { defined } from '../../../utils/defined';

/** How long a toast shows by default, in milliseconds: the product's 3.5 s (doc 1 §9, doc 3 §8). */
const DEFAULT_AUTO_CLOSE_MS = 3_500;
/** How many toasts show at once by default: the product's 4 (doc 1 §9, doc 3 §8). */
const DEFAULT_MAX_VISIBLE = 4;
/** How many past toasts `RecentMessages` can recall by default. */
const DEFAULT_RECENT = 10;

/** What a toast shows. */
export interface ToastOptions {
  /**
   * Shown by the icon's shape and the edge colour; `danger` is announced at once (`role="alert"`),
   * the others politely (`role="status"`).
   */
  tone: Tone;
  /** The text, e.g. 'Created index successfully'. */
  message: string;
  /** A button in the toast, e.g. 'View in My Portfolio'; pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
}

/** A toast the toaster remembers after it closed, for `RecentMessages`. */
export interface RecentToast {
  /** The toast's key. */
  readonly key: string;
  /** What it showed (its action still works). */
  readonly content: ToastOptions;
}

/** The toaster's memory of its last toasts, newest first, and how many came since it was last read. */
export interface RecentToasts {
  readonly messages: readonly RecentToast[];
  /** Toasts shown since `markRead` (a count for the recall button). */
  readonly unread: number;
}

/** A toast queue: create one per app (or let `ToastProvider` create it) and show toasts through it. */
export interface Toaster {
  /** Shows a toast and returns its key. With `maxVisible` toasts showing, the oldest one goes. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast by key. */
  close: (key: string) => void;
  /** The react-aria queue the region renders. */
  readonly queue: ToastQueue<ToastOptions>;
  /** The last toasts, newest first (closed or not), so a message that left can be recalled. */
  recent: () => RecentToasts;
  /** Marks the recent toasts as read (the recall list was opened). */
  markRead: () => void;
  /** Calls `listener` whenever `recent()` changes; returns the unsubscribe. */
  subscribeRecent: (listener: () => void) => () => void;
}

export interface ToasterOptions {
  /** Each toast closes itself after this long (paused while hovered or focused). @default 3500 */
  autoCloseMs?: number;
  /** At most this many toasts at once. @default 4 */
  maxVisible?: number;
  /** How many past toasts `recent()` keeps for `RecentMessages`. @default 10 */
  keepRecent?: number;
}

/**
 * Creates a toast queue. The toaster holds at most `maxVisible` toasts (doc 3 §8): a new toast
 * beyond that closes the oldest one, so the newest news always shows and nothing waits unseen.
 * It can live outside React (e.g. for the API error policy) and be passed to `ToastProvider`.
 */
export function createToaster({
  autoCloseMs = DEFAULT_AUTO_CLOSE_MS,
  maxVisible = DEFAULT_MAX_VISIBLE,
  keepRecent = DEFAULT_RECENT,
}: ToasterOptions = {}): Toaster {
  const queue = new ToastQueue<ToastOptions>({ maxVisibleToasts: maxVisible });
  const open: string[] = [];
  let remembered: RecentToasts = { messages: [], unread: 0 };
  const listeners = new Set<() => void>();
  const remember = (next: RecentToasts) => {
    remembered = next;
    for (const listener of listeners) listener();
  };
  const close = (key: string) => queue.close(key);
  const toast = (options: ToastOptions) => {
    const key = queue.add(options, {
      timeout: autoCloseMs,
      onClose: () => {
        const index = open.indexOf(key);
        if (index >= 0) open.splice(index, 1);
      },
    });
    open.push(key);
    remember({
      messages: [{ key, content: options }, ...remembered.messages].slice(0, keepRecent),
      unread: Math.min(remembered.unread + 1, keepRecent),
    });
    while (open.length > maxVisible) {
      const oldest = open[0];
      if (oldest === undefined) break;
      close(oldest);
    }
    return key;
  };
  return {
    toast,
    close,
    queue,
    recent: () => remembered,
    markRead: () => {
      if (remembered.unread > 0) remember({ ...remembered, unread: 0 });
    },
    subscribeRecent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ToasterContext = createContext<Toaster | null>(null);

/** The toast functions of the nearest `ToastProvider`. */
export function useToaster(): Pick<Toaster, 'toast' | 'close'> {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster must be used inside a ToastProvider');
  return { toast: toaster.toast, close: toaster.close };
}

const NO_RECENT: RecentToasts = { messages: [], unread: 0 };
const noSubscription = () => () => {};

/**
 * The nearest `ToastProvider`'s last toasts (newest first, with their actions) and a `markRead`:
 * what `RecentMessages` lists. Outside a provider, nothing.
 */
export function useRecentToasts(): RecentToasts & { markRead: () => void } {
  const toaster = useContext(ToasterContext);
  const recent = useSyncExternalStore(
    toaster?.subscribeRecent ?? noSubscription,
    () => toaster?.recent() ?? NO_RECENT,
    () => NO_RECENT,
  );
  return { ...recent, markRead: toaster?.markRead ?? (() => {}) };
}

/** What a `ToastProvider`'s region is given: `ToastRegion`'s props. */
export interface ToastRegionProps {
  toaster: Toaster;
  'aria-label': string;
}

export interface ToastProviderProps extends ToasterOptions {
  children?: ReactNode;
  /**
   * Renders the toasts, mounted with the first toast: the kit's `ToastRegion`, or a lazy one
   * (`lazy(() => import(...))`) that keeps react-aria's toast region out of the first paint. The
   * kit does not load it lazily itself: a bundler splitting a library's own `import()` puts what
   * the lazy module shares with the rest of the kit into every page that imports any of the kit.
   */
  region: ComponentType<ToastRegionProps>;
  /** A toaster made with `createToaster`; by default the provider makes its own from the options. */
  toaster?: Toaster;
  /** The name of the notifications landmark. @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * Provides `useToaster()` and renders the toasts (react-aria's toast region): a 'Notifications'
 * landmark (F6 reaches it) at the bottom right, newest first, each toast with a close button.
 * Toasts close after `autoCloseMs`; the timers pause while the pointer is over the toasts or focus
 * is in them. The last toasts stay recallable, with their actions, through `RecentMessages`
 * (WCAG 2.2.1). Messages are announced: errors as alerts, the others as status. The options (or the
 * given `toaster`) are read once, when the provider mounts.
 *
 * Selectors: region `[data-hovered]`, `[data-focus-visible]`; toast `[data-tone]`,
 * `[data-focus-visible]`.
 */
export function ToastProvider({
  children,
  toaster: given,
  region: Region,
  autoCloseMs,
  maxVisible,
  'aria-label': ariaLabel = 'Notifications',
}: ToastProviderProps) {
  const [toaster] = useState(
    () =>
      given ??
      createToaster({
        ...defined({ autoCloseMs }),
        ...defined({ maxVisible }),
      }),
  );
  // The region (react-aria's toast landmark, its buttons and icons) mounts with the first toast:
  // react-aria renders nothing while no toast shows, so a lazy region loads only when needed.
  const subscribe = useCallback((onChange: () => void) => toaster.queue.subscribe(onChange), [toaster]);
  const showing = useSyncExternalStore(
    subscribe,
    () => toaster.queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <Region toaster={toaster} aria-label={ariaLabel} />
        </Suspense>
      ) : null}
    </ToasterContext.Provider>
  );
}
