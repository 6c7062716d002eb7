import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Tooltip, useDisabledReasonId } from '../../overlays/Tooltip/Tooltip';
import { describedBy, softDisabledLinkProps } from '../../private/softDisabledLink';
import { button, type buttonSizes, type buttonTones, type buttonVariants } from './Button.css';

interface ButtonStyle {
  /** The emphasis. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** `danger` for a destructive action (its label says what it destroys). @default 'neutral' */
  tone?: (typeof buttonTones)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
}

interface DisabledReason {
  /**
   * Why the control is disabled, e.g. 'Report for the current year is not yet available.'. While
   * `isDisabled`, the control stays focusable (`aria-disabled="true"`), ignores presses, never
   * submits a form, shows this in a tooltip on hover and keyboard focus, and is described by it
   * for screen readers.
   */
  disabledReason?: string;
}

export interface ButtonProps extends AriaButtonProps, ButtonStyle, DisabledReason {
  /** The `<button>` element (form bindings focus it). */
  ref?: Ref<HTMLButtonElement>;
}

/** The variants as `data-*` attributes on the root, for a consumer's own selectors. */
const variantData = (
  variant: NonNullable<ButtonStyle['variant']>,
  tone: NonNullable<ButtonStyle['tone']>,
  size: NonNullable<ButtonStyle['size']>,
) => ({ 'data-variant': variant, 'data-tone': tone, 'data-size': size });

function ButtonControl({
  variant = 'primary',
  tone = 'neutral',
  size = 'md',
  ...props
}: AriaButtonProps & ButtonStyle & { ref?: Ref<HTMLButtonElement> }) {
  const reasonId = useDisabledReasonId(props.isDisabled);
  const className = composeRenderProps(props.className, (given) => cx(button, given));
  const data = variantData(variant, tone, size);
  if (reasonId === null) return <AriaButton {...props} {...data} className={className} />;
  // react-aria's pending state is its focusable disabled state: it keeps focus and hover for the
  // tooltip, drops every press (its own and a DialogTrigger's or MenuTrigger's), sets
  // `aria-disabled` and turns a submit button into a plain one.
  return (
    <AriaButton
      {...props}
      isDisabled={false}
      isPending
      aria-describedby={describedBy(props['aria-describedby'], reasonId)}
      data-soft-disabled=""
      {...data}
      className={className}
    />
  );
}

/**
 * A button (react-aria `Button`). While `isPending` it keeps its label, announces progress and
 * ignores presses. Disabled with a `disabledReason` (or inside a kit `Tooltip`), it stays
 * focusable and explains itself.
 *
 * Selectors: `[data-variant]`, `[data-tone]`, `[data-size]` (the props' values), `[data-hovered]`,
 * `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-pending]`; `[data-soft-disabled]` while disabled with a reason (it also carries
 * `[data-pending]`, react-aria's focusable disabled state).
 */
export function Button({ disabledReason, ...props }: ButtonProps) {
  if (disabledReason === undefined) return <ButtonControl {...props} />;
  return (
    <Tooltip content={disabledReason} isDisabled={props.isDisabled !== true}>
      <ButtonControl {...props} />
    </Tooltip>
  );
}

export interface LinkButtonProps extends AriaLinkProps, ButtonStyle, DisabledReason {}

function LinkButtonControl({
  variant = 'primary',
  tone = 'neutral',
  size = 'md',
  ...props
}: AriaLinkProps & ButtonStyle) {
  const reasonId = useDisabledReasonId(props.isDisabled);
  const className = composeRenderProps(props.className, (given) => cx(button, given));
  return (
    <AriaLink
      {...(reasonId === null ? props : softDisabledLinkProps(props, reasonId))}
      {...variantData(variant, tone, size)}
      className={className}
    />
  );
}

/**
 * A link that looks like a button: navigation, not an action (react-aria `Link`). Disabled with a
 * `disabledReason`, it stays focusable and explains itself, as `Button` does.
 *
 * Selectors: those of `Button` but `[data-pending]`.
 */
export function LinkButton({ disabledReason, ...props }: LinkButtonProps) {
  if (disabledReason === undefined) return <LinkButtonControl {...props} />;
  return (
    <Tooltip content={disabledReason} isDisabled={props.isDisabled !== true}>
      <LinkButtonControl {...props} />
    </Tooltip>
  );
}
