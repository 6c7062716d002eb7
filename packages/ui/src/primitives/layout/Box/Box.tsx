import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../../utils/cx';
import { type Sprinkles, sprinkles } from '../sprinkles';
import { list } from './Box.css';

/** The elements a {@link Box} can render. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'form',
  'fieldset',
  'ul',
  'ol',
  'li',
  'p',
] as const;

export interface BoxProps
  extends Sprinkles,
    Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className'> {
  /** The element to render. `ul` / `ol` lose their bullets and indent. @default 'div' */
  as?: (typeof boxElements)[number] | undefined;
  children?: ReactNode;
  /** Merged last. */
  className?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * The element under the kit's layout, as Braid's Box: layout props from the theme's scales
 * (`display`, `flexDirection`, `flexWrap`, `alignItems`, `justifyContent`, `gap`, `padding` /
 * `paddingX` / `paddingY`, `background`, `borderRadius`) become atomic classes of the stylesheet,
 * never inline styles. `display`, `flexDirection`, `alignItems`, `justifyContent` and `gap` are
 * responsive: `gap={{ mobile: '16', desktop: '32' }}` or `gap={['16', '24', '32']}`; padding,
 * `flexWrap`, `background` and `borderRadius` are the same at every width. No margins:
 * space between elements belongs to the parent (`Stack`, `Inline`, `Columns`, `gap`).
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) atoms[name] = value;
    else rest[name] = value;
  }
  return createElement(
    as,
    {
      ...rest,
      className:
        cx(as === 'ul' || as === 'ol' ? list : undefined, sprinkles(atoms as Sprinkles), className) ||
        undefined,
    },
    children,
  );
}
