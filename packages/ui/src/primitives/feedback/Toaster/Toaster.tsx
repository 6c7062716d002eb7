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

/** How long a toast shows by default, in milliseconds: the product's 3.5 s (doc 1 §9, doc 3 §8). */
const DEFAULT_AUTO_CLOSE_MS = 3_500;
/** How many toasts show at once by default: the product's 4 (doc 1 §9, doc 3 §8). */
const DEFAULT_MAX_VISIBLE = 4;

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

/** A toast queue: create one per app (or let `ToastProvider` create it) and show toasts through it. */
export interface Toaster {
  /** Shows a toast and returns its key. With `maxVisible` toasts showing, the oldest one goes. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast by key. */
  close: (key: string) => void;
  /** The react-aria queue the region renders. */
  readonly queue: ToastQueue<ToastOptions>;
}

export interface ToasterOptions {
  /** Each toast closes itself after this long (paused while hovered or focused). @default 3500 */
  autoCloseMs?: number;
  /** At most this many toasts at once. @default 4 */
  maxVisible?: number;
}

/**
 * Creates a toast queue. The toaster holds at most `maxVisible` toasts (doc 3 §8): a new toast
 * beyond that closes the oldest one, so the newest news always shows and nothing waits unseen.
 * It can live outside React (e.g. for the API error policy) and be passed to `ToastProvider`.
 */
export function createToaster({
  autoCloseMs = DEFAULT_AUTO_CLOSE_MS,
  maxVisible = DEFAULT_MAX_VISIBLE,
}: ToasterOptions = {}): Toaster {
  const queue = new ToastQueue<ToastOptions>({ maxVisibleToasts: maxVisible });
  const open: string[] = [];
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
    while (open.length > maxVisible) {
      const oldest = open[0];
      if (oldest === undefined) break;
      close(oldest);
    }
    return key;
  };
  return { toast, close, queue };
}

const ToasterContext = createContext<Toaster | null>(null);

/** The toast functions of the nearest `ToastProvider`. */
export function useToaster(): Pick<Toaster, 'toast' | 'close'> {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster must be used inside a ToastProvider');
  return { toast: toaster.toast, close: toaster.close };
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
 * is in them. Messages are announced: errors as alerts, the others as status. The options (or the
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
        ...(autoCloseMs === undefined ? {} : { autoCloseMs }),
        ...(maxVisible === undefined ? {} : { maxVisible }),
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
