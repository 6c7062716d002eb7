import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Tooltip, useDisabledReasonId } from '../../overlays/Tooltip/Tooltip';
import { softDisabledLinkProps } from '../../private/softDisabledLink';
import { link, type linkVariants } from './Link.css';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` is underlined for use inside text; `standalone` is underlined on hover only.
   * @default 'inline'
   */
  variant?: (typeof linkVariants)[number];
  /**
   * Why the link is disabled, e.g. a navigation item until KYC approval. While `isDisabled`, the
   * link stays focusable (`aria-disabled="true"`), goes nowhere, shows this in a tooltip on hover
   * and keyboard focus, and is described by it for screen readers.
   */
  disabledReason?: string;
}

function LinkControl({ variant = 'inline', ...props }: Omit<LinkProps, 'disabledReason'>) {
  const reasonId = useDisabledReasonId(props.isDisabled);
  return (
    <AriaLink
      {...(reasonId === null ? props : softDisabledLinkProps(props, reasonId))}
      data-variant={variant}
      className={composeRenderProps(props.className, (className) => cx(link, className))}
    />
  );
}

/**
 * A text link (react-aria `Link`): with `href` it navigates, without it it is a button-like
 * action announced as a link (`onPress`). For a link that looks like a button use `LinkButton`.
 * Disabled with a `disabledReason` (or inside a kit `Tooltip`), it stays focusable and explains
 * itself.
 *
 * Selectors: `[data-variant]` (the prop's value), `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`,
 * `[data-current]`; `[data-soft-disabled]` while disabled with a reason.
 */
export function Link({ disabledReason, ...props }: LinkProps) {
  if (disabledReason === undefined) return <LinkControl {...props} />;
  return (
    <Tooltip content={disabledReason} isDisabled={props.isDisabled !== true}>
      <LinkControl {...props} />
    </Tooltip>
  );
}
