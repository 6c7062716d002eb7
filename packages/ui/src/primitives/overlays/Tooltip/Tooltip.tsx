import { createContext, type ReactElement, type ReactNode, useContext, useId } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { arrow, description, tooltip } from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip's text. */
  content: ReactNode;
  /**
   * The trigger: a kit `Button`, `LinkButton` or `Link`. A disabled one works too: it stays
   * focusable and takes `content` as its description (see `disabledReason` on those components,
   * which wraps them in a Tooltip).
   */
  children: ReactElement;
  /** @default 'top' */
  placement?: AriaTooltipProps['placement'];
  /** Merged last onto the tooltip. */
  className?: string;
}

// The id of the hidden copy of a tooltip's text, for the disabled control it explains.
const DisabledReasonContext = createContext<string | null>(null);

/**
 * For a kit control: the id of the text explaining why it is disabled, when it is disabled inside
 * an enabled kit Tooltip; else `null`. With an id the control must stay focusable and hoverable
 * (`aria-disabled`, presses ignored) and be described by that id.
 */
export function useDisabledReasonId(isDisabled: boolean | undefined): string | null {
  const id = useContext(DisabledReasonContext);
  return isDisabled === true ? id : null;
}

/**
 * A tooltip (react-aria `TooltipTrigger` + `Tooltip`): shown on hover after `delay` and at once on
 * keyboard focus, hidden by Escape, and describing its trigger (`aria-describedby`). On a disabled
 * kit control it still shows, on hover and on keyboard focus, and screen readers get its text as
 * the control's description at all times (e.g. why 'Agree & Continue' is disabled).
 *
 * Selectors: tooltip `[data-placement]`, `[data-entering]`, `[data-exiting]`.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  className,
  delay = 500,
  ...triggerProps
}: TooltipProps) {
  const descriptionId = useId();
  const isEnabled = triggerProps.isDisabled !== true;
  return (
    <TooltipTrigger {...triggerProps} delay={delay}>
      <DisabledReasonContext.Provider value={isEnabled ? descriptionId : null}>
        {children}
      </DisabledReasonContext.Provider>
      {isEnabled ? (
        <span id={descriptionId} hidden className={description}>
          {content}
        </span>
      ) : null}
      <AriaTooltip placement={placement} offset={8} className={cx(tooltip, className)}>
        <OverlayArrow>
          <span className={arrow} />
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
