import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { figure, figureIcon, focusTarget, heading, text, typography, unit as unitClass } from './Text.css';

/** The steps of the type scale: 12, 14, 16, 18, 24, 32, 40 px. */
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type TextSize = (typeof textSizes)[number];
/** Text colours: body, muted, gain / loss figures, and the tones of `Tone`. */
export const textTones = [
  'default',
  'muted',
  'gain',
  'loss',
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
] as const;

export interface TextProps {
  /** @default 'md' (16 px) */
  size?: TextSize;
  /** @default 'regular' (400) */
  weight?: 'regular' | 'medium' | 'bold';
  /** @default 'default' */
  tone?: (typeof textTones)[number];
  /** @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Digits of equal width, for figures inside text. @default false */
  tabularNums?: boolean;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  id?: string;
  children?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * Body text on the type scale: size, weight and a semantic colour, never hand-set.
 *
 * Selectors: `[data-size]`, `[data-tone]`, `[data-weight]`, `[data-align]` (the props' values).
 */
export function Text({
  size = 'md',
  weight = 'regular',
  tone = 'default',
  align = 'start',
  tabularNums = false,
  as: Tag = 'p',
  id,
  children,
  className,
}: TextProps) {
  return (
    <Tag
      id={id}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-align={align}
      className={cx(text, typography, tabularNums && figure, className)}
    >
      {children}
    </Tag>
  );
}

const HEADING_SIZE = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' } as const satisfies Record<number, TextSize>;

export interface HeadingProps {
  /** The outline level (`h1`–`h4`). */
  level: 1 | 2 | 3 | 4;
  /** The visual size. @default by level: 1 → 'xxl' (32), 2 → 'xl' (24), 3 → 'lg' (18), 4 → 'md' (16) */
  size?: TextSize;
  id?: string;
  /**
   * Lets the page move focus to the heading after a navigation (it gets `tabIndex={-1}` and no
   * ring), so a screen reader announces the new page.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * A heading at weight 600 on the type scale, its size independent of its outline level.
 *
 * Selectors: `[data-size]` (the visual size), `[data-weight="bold"]`.
 */
export function Heading({
  level,
  size = HEADING_SIZE[level],
  id,
  headingRef,
  children,
  className,
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      ref={headingRef}
      {...(headingRef ? { tabIndex: -1 } : {})}
      data-size={size}
      data-weight="bold"
      className={cx(heading, typography, headingRef && focusTarget, className)}
    >
      {children}
    </Tag>
  );
}

const ARROW_SIZE = { xs: 'sm', sm: 'sm', md: 'sm', lg: 'md', xl: 'md', xxl: 'lg', xxxl: 'lg' } as const;

export interface FigureProps {
  /** The formatted figure, sign included ('+2.35%', '$12,345.67'): formatted by the caller (the kit does not format figures). */
  children: ReactNode;
  /** A unit after the figure in a lighter weight and smaller ('USD', 'BTC'). */
  unit?: ReactNode;
  /** @default 'md' */
  size?: TextSize;
  /** @default 'medium' */
  weight?: 'regular' | 'medium' | 'bold';
  /**
   * A gain or a loss: the figure takes the gain / loss colour and an arrow, so the direction never
   * rests on colour alone (the sign is in the text too). The arrow is decorative.
   */
  trend?: 'gain' | 'loss';
  /** Merged last. */
  className?: string;
}

/**
 * A figure: tabular digits (columns line up, a changing value does not jitter), on the type scale,
 * with an optional lighter unit and, for a change, the gain / loss colour and arrow (DESIGN.md
 * "Numbers"). Selectors: `[data-size]`, `[data-weight]`, `[data-trend="gain | loss"]`.
 */
export function Figure({ children, unit, size = 'md', weight = 'medium', trend, className }: FigureProps) {
  return (
    <span
      data-size={size}
      data-weight={weight}
      className={cx(figure, typography, className)}
      {...(trend ? { 'data-trend': trend } : {})}
    >
      {trend ? (
        <Icon
          icon={trend === 'gain' ? ArrowUpRight : ArrowDownRight}
          size={ARROW_SIZE[size]}
          className={figureIcon}
        />
      ) : null}
      <span>{children}</span>
      {unit ? <span className={unitClass}>{unit}</span> : null}
    </span>
  );
}
