import { X } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
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
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { ToneIcon } from '../../private/ToneIcon';
import {
  body,
  closeButton,
  dialog,
  type dialogSizes,
  type dialogTones,
  footer as footerClass,
  header,
  modal,
  overlay,
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
 * A modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`): a titled panel with an optional
 * footer of actions. Escape closes it, focus is trapped inside while open and returns to the trigger
 * on close. Clicking the backdrop closes it unless `isDismissable={false}`.
 *
 * Put it in a {@link DialogTrigger} next to its trigger button, or control it with `isOpen` and
 * `onClose` (or `onOpenChange`).
 *
 * Selectors: overlay `[data-entering]`, `[data-exiting]`; panel `[data-entering]`,
 * `[data-tone="neutral | danger"]`.
 */
export function Dialog({
  title,
  children,
  footer,
  cancelLabel,
  size = 'md',
  tone = 'neutral',
  role = 'dialog',
  showCloseButton = true,
  messages,
  className,
  'aria-describedby': describedBy,
  isDismissable = true,
  onClose,
  onOpenChange,
  ...overlayProps
}: DialogProps) {
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
      className={overlay}
    >
      <Modal className={cx(modal({ size }), className)} data-tone={tone}>
        <AriaDialog
          role={role}
          {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
          className={dialog}
        >
          {({ close }) => (
            <>
              <div className={header}>
                {tone === 'danger' ? <ToneIcon tone="danger" className={toneIcon} /> : null}
                <Heading slot="title" level={2} className={titleClass}>
                  {title}
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
              <div className={body}>{typeof children === 'function' ? children({ close }) : children}</div>
              {footer || cancelLabel ? (
                <div className={footerClass}>
                  {cancelLabel ? (
                    <Button variant="secondary" onPress={close}>
                      {cancelLabel}
                    </Button>
                  ) : null}
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
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
