import { X } from 'lucide-react';
import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps as AriaDialogTriggerProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { DialogSummarySlotContext } from '../../private/dialogSummarySlot';
import { ToneIcon } from '../../private/ToneIcon';
import {
  body,
  closeButton,
  contents,
  dialog,
  type dialogSizes,
  type dialogTones,
  footer as footerClass,
  footerStart as footerStartClass,
  header,
  modal,
  modalTop,
  overlay,
  overlayTop,
  scrim,
  summarySlot,
  title as titleClass,
  toneIcon,
} from './Dialog.css';

/** What a dialog's content and footer may receive: `close` dismisses the dialog. */
export interface DialogRenderProps {
  close: () => void;
}

type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

/** The words of `Dialog` (and of the dialogs built on it). */
export interface DialogMessages {
  /** The accessible name of the × button. */
  close: string;
}

const defaultMessages: DialogMessages = { close: 'Close' };

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The heading, announced as the dialog's name (a `Heading slot="title"`). */
  title: ReactNode;
  /** The body; a function receives `{ close }`. */
  children: DialogContent;
  /** The actions row under the body; a function receives `{ close }`. */
  footer?: DialogContent;
  /**
   * The label of a secondary button first in the actions row that closes the dialog, as Escape does
   * ('Cancel', 'Not Now'); `onClose` hears it. Omitted, no such button.
   */
  cancelLabel?: string;
  /** @default 'md' */
  size?: (typeof dialogSizes)[number];
  /** `danger` shows the danger icon before the title (a destructive or failed outcome). @default 'neutral' */
  tone?: (typeof dialogTones)[number];
  /**
   * `center` in the window, or hung from a fixed `top` edge and growing downward (a flow whose
   * steps differ in height: `StepDialog`). @default 'center'
   */
  placement?: DialogPlacement;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Show the × button in the header. @default true */
  showCloseButton?: boolean;
  /** Replaces the dialog's own words: `close` (the × button's name). @default { close: 'Close' } */
  messages?: Partial<DialogMessages>;
  /** Merged last onto the dialog panel. */
  className?: string;
  /** The id of the text that describes the dialog (an alert dialog's message), read with its name. */
  'aria-describedby'?: string | undefined;
  /**
   * Called when the user closes a dialog held by `isOpen` or `defaultOpen` (Escape, the backdrop,
   * the × button or a `close()` from the content or footer), after `onOpenChange(false)`; not when
   * `isOpen` turns false. A `DialogTrigger` holds its dialog's state itself.
   */
  onClose?: () => void;
}

/**
 * A press that starts outside the body (on the footer's Continue, say) holds the body's height until
 * the pointer is released: a field message appearing on the blur that the press causes scrolls
 * inside the body instead of moving the footer from under the pointer, so the press lands on the
 * button it began on (issue 30). Released after the press's own handlers have run.
 */
function holdFrame(event: PointerEvent<HTMLElement>) {
  const body = event.currentTarget.querySelector<HTMLElement>('[data-dialog-body]');
  if (body === null || !(event.target instanceof Node) || body.contains(event.target)) return;
  body.style.maxHeight = `${body.offsetHeight}px`;
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    setTimeout(() => body.style.removeProperty('max-height'));
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** Where a dialog sits in the window. */
export type DialogPlacement = 'center' | 'top';

/** What a dialog's parts share: the id its title takes (the dialog's name) and `close`. */
export interface DialogContextValue extends DialogRenderProps {
  titleId: string;
  tone: (typeof dialogTones)[number];
  /** The title's heading level, as `DialogHeader` draws it (a form's error summary goes one below). */
  titleLevel?: 2 | 3;
  /** Set by `DialogHeader` to its `headingLevel`. */
  setTitleLevel?: (level: 2 | 3) => void;
}

const DialogPartsContext = createContext<DialogContextValue | null>(null);

/** The enclosing `DialogRoot`'s title id and `close`, for a custom part. */
export function useDialogContext(): DialogContextValue {
  const context = useContext(DialogPartsContext);
  if (context === null) throw new Error('useDialogContext: use it inside a DialogRoot');
  return context;
}

const render = (content: DialogContent, renderProps: DialogRenderProps) =>
  typeof content === 'function' ? content(renderProps) : content;

export interface DialogRootProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The parts: `DialogHeader`, `DialogBody`, `DialogFooter`; a function receives `{ close }`. */
  children: DialogContent;
  /** @default 'md' */
  size?: (typeof dialogSizes)[number];
  /** `danger` shows the danger icon before the header's title. @default 'neutral' */
  tone?: (typeof dialogTones)[number];
  /** As `Dialog`'s `placement`. @default 'center' */
  placement?: DialogPlacement;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Merged last onto the dialog panel. */
  className?: string;
  /** The id of the text that describes the dialog (an alert dialog's message), read with its name. */
  'aria-describedby'?: string | undefined;
  /** As `Dialog`'s `onClose`: the user closed a dialog held by `isOpen` or `defaultOpen`. */
  onClose?: () => void;
}

/**
 * The modal panel, for composing a dialog from parts (react-aria `ModalOverlay` + `Modal` +
 * `Dialog`): named by its `DialogHeader`'s title, it gives its parts the title id and `close`
 * through a context (`useDialogContext`). `Dialog` is this with a header, a body and a footer.
 *
 * Selectors: overlay `[data-entering]`, `[data-exiting]`; panel `[data-entering]`,
 * `[data-tone="neutral | danger"]`, `[data-size]`.
 */
export function DialogRoot({
  children,
  size = 'md',
  tone = 'neutral',
  placement = 'center',
  role = 'dialog',
  className,
  'aria-describedby': describedBy,
  isDismissable = true,
  onClose,
  onOpenChange,
  ...overlayProps
}: DialogRootProps) {
  const titleId = useId();
  const [titleLevel, setTitleLevel] = useState<2 | 3>(2);
  // Inside a DialogTrigger the trigger holds the state: react-aria warns when the overlay takes
  // `onOpenChange` there, so it gets one only when it holds its own state (`isOpen`, `defaultOpen`).
  const trigger = useContext(OverlayTriggerStateContext);
  const ownState = !trigger || overlayProps.isOpen !== undefined || overlayProps.defaultOpen !== undefined;
  return (
    <ModalOverlay
      {...overlayProps}
      {...(ownState
        ? {
            onOpenChange: (open: boolean) => {
              onOpenChange?.(open);
              if (!open) onClose?.();
            },
          }
        : {})}
      isDismissable={isDismissable}
      className={placement === 'top' ? cx(overlay, overlayTop) : overlay}
      // The toast region moves to the top while a modal is open, clear of its footer (issue 30).
      data-modal-overlay=""
    >
      <div className={scrim} data-scrim="" aria-hidden="true" />
      <Modal
        className={cx(modal, placement === 'top' ? modalTop : undefined, className)}
        data-size={size}
        data-tone={tone}
      >
        <AriaDialog
          role={role}
          aria-labelledby={titleId}
          {...defined({ 'aria-describedby': describedBy })}
          className={dialog}
        >
          {({ close }) => (
            <DialogPartsContext.Provider value={{ titleId, close, tone, titleLevel, setTitleLevel }}>
              <div className={contents} onPointerDownCapture={holdFrame}>
                {render(children, { close })}
              </div>
            </DialogPartsContext.Provider>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DialogHeaderProps {
  /** The title: the dialog's name. */
  children: ReactNode;
  /** Show the × button. @default true */
  showCloseButton?: boolean | undefined;
  /** Replaces the header's words: `close` (the × button's name). @default { close: 'Close' } */
  messages?: Partial<DialogMessages> | undefined;
  /** The title's heading level. @default 2 */
  headingLevel?: 2 | 3;
}

/** The dialog's header: the title (which names the dialog, after the danger icon) and the × button. */
export function DialogHeader({
  children,
  showCloseButton = true,
  messages,
  headingLevel = 2,
}: DialogHeaderProps) {
  const { titleId, close, tone, setTitleLevel } = useDialogContext();
  useLayoutEffect(() => setTitleLevel?.(headingLevel), [setTitleLevel, headingLevel]);
  return (
    <div className={header}>
      {tone === 'danger' ? <ToneIcon tone="danger" className={toneIcon} /> : null}
      <Heading id={titleId} level={headingLevel} className={titleClass}>
        {children}
      </Heading>
      {showCloseButton ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={messages?.close ?? defaultMessages.close}
          onPress={close}
          className={closeButton}
        >
          <Icon icon={X} />
        </Button>
      ) : null}
    </div>
  );
}

export interface DialogPartProps {
  /** The content; a function receives `{ close }`. */
  children: DialogContent;
}

/**
 * The dialog's body: it scrolls when the dialog is taller than the window, with a shadow on the
 * edge that has more content past it. Its first part is the
 * place of a form's error summary (`FormErrorSummary` renders there, right under the title, with a
 * heading one level below it, whatever the form's place in the body: after a step's heading, say).
 */
export function DialogBody({ children }: DialogPartProps) {
  const { close, titleLevel = 2 } = useDialogContext();
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const summary = useMemo(
    () => ({ element: slot, headingLevel: (titleLevel + 1) as 3 | 4 }),
    [slot, titleLevel],
  );
  return (
    <div className={body} data-dialog-body="">
      <div ref={setSlot} className={summarySlot} data-error-summary-slot="" />
      <DialogSummarySlotContext.Provider value={summary}>
        {render(children, { close })}
      </DialogSummarySlotContext.Provider>
    </div>
  );
}

export interface DialogFooterProps extends DialogPartProps {
  /** The start (left) group: a step count or a quiet action; the actions stay at the end. */
  start?: DialogContent | undefined;
}

/**
 * The dialog's actions row, pinned under the body with its own padding: it stays in view while the
 * body scrolls. `start` goes left (muted 14 px text, or a quiet action), the actions right.
 */
export function DialogFooter({ children, start }: DialogFooterProps) {
  const { close } = useDialogContext();
  return (
    <div className={footerClass}>
      {start ? <div className={footerStartClass}>{render(start, { close })}</div> : null}
      {render(children, { close })}
    </div>
  );
}

/**
 * A modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`): a titled panel with an optional
 * footer of actions. Escape closes it, focus is trapped inside while open and returns to the trigger
 * on close. Clicking the backdrop closes it unless `isDismissable={false}`.
 *
 * Put it in a {@link DialogTrigger} next to its trigger button, or control it with `isOpen` and
 * `onClose` (or `onOpenChange`).
 *
 * Selectors: overlay `[data-entering]`, `[data-exiting]`; panel `[data-entering]`,
 * `[data-tone="neutral | danger"]`, `[data-size]` (the prop's value).
 */
export function Dialog({
  title,
  children,
  footer,
  cancelLabel,
  showCloseButton,
  messages,
  ...rootProps
}: DialogProps) {
  return (
    <DialogRoot {...rootProps}>
      <DialogHeader showCloseButton={showCloseButton} messages={messages}>
        {title}
      </DialogHeader>
      <DialogBody>{children}</DialogBody>
      {footer || cancelLabel ? (
        <DialogFooter>
          {({ close }) => (
            <>
              {cancelLabel ? (
                <Button variant="secondary" onPress={close}>
                  {cancelLabel}
                </Button>
              ) : null}
              {render(footer, { close })}
            </>
          )}
        </DialogFooter>
      ) : null}
    </DialogRoot>
  );
}

export type DialogTriggerProps = AriaDialogTriggerProps;

/**
 * Pairs a trigger (a kit `Button`) with a `Dialog`, `AlertDialog`, `Wizard` or `Popover`: pressing
 * the trigger opens it, closing returns focus to the trigger (react-aria `DialogTrigger`).
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
