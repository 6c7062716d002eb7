import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  Focusable,
  OverlayArrow,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow, disabledTrigger, tooltip } from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip's text. */
  content: ReactNode;
  /**
   * The trigger: a kit `Button` or `Link`. With `isTriggerDisabled`, any element (such as a disabled
   * `Button`).
   */
  children: ReactElement;
  /**
   * The trigger is a disabled control, which cannot take focus or hover: it is wrapped in a focusable
   * element so keyboard and pointer users still get the tooltip (e.g. why 'Agree & Continue' is
   * disabled). @default false
   */
  isTriggerDisabled?: boolean;
  /** @default 'top' */
  placement?: AriaTooltipProps['placement'];
  /** Merged last onto the tooltip. */
  className?: string;
}

/**
 * A tooltip (react-aria `TooltipTrigger` + `Tooltip`): shown on hover after `delay` and at once on
 * keyboard focus, hidden by Escape, and describing its trigger (`aria-describedby`).
 *
 * Selectors: tooltip `[data-placement]`, `[data-entering]`, `[data-exiting]`.
 */
export function Tooltip({
  content,
  children,
  isTriggerDisabled = false,
  placement = 'top',
  className,
  delay = 500,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps} delay={delay}>
      {isTriggerDisabled ? (
        <Focusable>
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled control cannot take focus; its wrapper must, to show why it is disabled
            tabIndex={0}
            className={disabledTrigger}
            data-disabled-trigger=""
          >
            {children}
          </span>
        </Focusable>
      ) : (
        children
      )}
      <AriaTooltip
        placement={placement}
        offset={8}
        className={[tooltip, className].filter(Boolean).join(' ')}
      >
        <OverlayArrow>
          <svg aria-hidden="true" width={10} height={10} viewBox="0 0 10 10" className={arrow}>
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
