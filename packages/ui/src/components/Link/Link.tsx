import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { link, type linkVariants } from './Link.css';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` is underlined for use inside text; `standalone` is underlined on hover only.
   * @default 'inline'
   */
  variant?: (typeof linkVariants)[number];
}

/**
 * A text link (react-aria `Link`): with `href` it navigates, without it it is a button-like
 * action announced as a link (`onPress`). For a link that looks like a button use `LinkButton`.
 *
 * Selectors: `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`,
 * `[data-current]`.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [link({ variant }), className].filter(Boolean).join(' '),
      )}
    />
  );
}
