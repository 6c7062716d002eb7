import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  Dialog,
  Heading,
  OverlayArrow,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { arrow, dialog, popoverPanel, title as titleClass } from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** A heading for the content; it names the popover's dialog. Without it, pass `aria-label`. */
  title?: string;
  /** The content. */
  children: ReactNode;
  /** Draw an arrow pointing at the trigger. @default true */
  showArrow?: boolean;
}

/**
 * Non-modal content anchored to a trigger (react-aria `Popover` holding a `Dialog`): help text,
 * small forms, details. Put it in a `DialogTrigger` after a kit `Button`; Escape or a click outside
 * closes it and focus returns to the trigger.
 *
 * Selectors: `[data-placement="top | bottom | left | right"]`, `[data-entering]`, `[data-exiting]`.
 */
export function Popover({
  title,
  children,
  showArrow = true,
  offset = 10,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset}
      className={composeRenderProps(props.className, (className) => cx(popoverPanel, className))}
    >
      {showArrow ? (
        <OverlayArrow>
          <span className={arrow} />
        </OverlayArrow>
      ) : null}
      <Dialog
        className={dialog}
        {...(title === undefined && ariaLabel !== undefined ? { 'aria-label': ariaLabel } : {})}
      >
        {title ? (
          <Heading slot="title" className={titleClass}>
            {title}
          </Heading>
        ) : null}
        {children}
      </Dialog>
    </AriaPopover>
  );
}
