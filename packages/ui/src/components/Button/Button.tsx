import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { button, type buttonSizes, type buttonVariants } from './Button.css';

interface ButtonStyle {
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
}

export interface ButtonProps extends AriaButtonProps, ButtonStyle {
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button (react-aria `Button`). While `isPending` it keeps its label, announces progress and
 * ignores presses.
 *
 * Selectors: `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`,
 * `[data-pending]`.
 */
export function Button({ variant = 'primary', size = 'md', ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [button({ variant, size }), className].filter(Boolean).join(' '),
      )}
    />
  );
}

export interface LinkButtonProps extends AriaLinkProps, ButtonStyle {}

/** A link that looks like a button: navigation, not an action (react-aria `Link`). */
export function LinkButton({ variant = 'primary', size = 'md', ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [button({ variant, size }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
