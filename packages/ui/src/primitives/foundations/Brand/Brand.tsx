import { Link as AriaLink } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import {
  brand as brandClass,
  link as linkClass,
  mark,
  stoneBase,
  stoneMiddle,
  stoneTop,
  wordmark,
} from './Brand.css';

/** The two forms of the brand: the mark alone, or the mark with the wordmark. */
export const brandVariants = ['full', 'mark'] as const;

/** The brand's sizes: the mark at 20, 28 or 40 px, the wordmark at 14, 18 or 24 px. */
export const BRAND_MARK_SIZES = { sm: 20, md: 28, lg: 40 } as const;

export interface BrandMarkProps {
  /** Width and height in px; the mark is drawn for 20–40. @default 28 */
  size?: number;
  /**
   * The mark's name (`role="img"`). Omitted, the mark is decorative (`aria-hidden`): use that when
   * the wordmark or another label stands beside it. @default 'Cairn'
   */
  label?: string | null;
  /** Merged last. */
  className?: string;
}

/**
 * The brand mark: three stacked stones, a cairn. The kit's one inline SVG (DESIGN.md "Brand"); it
 * takes three tones of the accent and turns to the system text colour under forced colours.
 */
/** The brand's name, the wordmark's text and the mark's default accessible name. */
export const BRAND_NAME = 'Cairn';

export function BrandMark({ size = 28, label = BRAND_NAME, className }: BrandMarkProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label (no hover tooltip as <title> would show), or decorative
    <svg
      className={cx(mark, className)}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <ellipse className={stoneBase} cx="16" cy="25" rx="11.5" ry="4.5" />
      <ellipse
        className={stoneMiddle}
        cx="15.25"
        cy="15.6"
        rx="8"
        ry="3.7"
        transform="rotate(-4 15.25 15.6)"
      />
      <ellipse className={stoneTop} cx="16.6" cy="7.6" rx="5" ry="3.1" transform="rotate(5 16.6 7.6)" />
    </svg>
  );
}

export interface BrandProps {
  /** `full`: the mark and the wordmark; `mark`: the mark alone (narrow places). @default 'full' */
  variant?: (typeof brandVariants)[number];
  /** `sm` (20 px mark, for dense headers), `md` (28 px), `lg` (40 px, public pages). @default 'md' */
  size?: keyof typeof BRAND_MARK_SIZES;
  /** Makes the brand a link home (e.g. '/dashboard'), through the app's router. */
  href?: string;
  /**
   * The accessible name. Default: the product name; a linked brand may say where it goes
   * ('Cairn home'). The visible wordmark always reads 'Cairn'.
   */
  'aria-label'?: string;
  /** Merged last. */
  className?: string;
}

/**
 * The brand: the stacked-stones mark and the wordmark 'Cairn', as it appears in every app header
 * and on the public pages; a link home when given `href`.
 *
 * Selectors: `[data-variant="full | mark"]`, `[data-size="sm | md | lg"]`; as a link, RAC's `[data-hovered]`, `[data-focus-visible]`.
 */
export function Brand({
  variant = 'full',
  size = 'md',
  href,
  'aria-label': ariaLabel,
  className,
}: BrandProps) {
  const name = ariaLabel ?? BRAND_NAME;
  const showsWordmark = variant === 'full';
  // With the wordmark beside it the mark is decorative; alone, it carries the name (unless a link does).
  const markLabel = showsWordmark || href ? null : name;
  const content = (
    <>
      <BrandMark size={BRAND_MARK_SIZES[size]} label={markLabel} />
      {showsWordmark ? <span className={wordmark}>{BRAND_NAME}</span> : null}
    </>
  );
  if (href) {
    return (
      <AriaLink
        href={href}
        className={cx(brandClass, linkClass, className)}
        data-variant={variant}
        data-size={size}
        {...(ariaLabel || !showsWordmark ? { 'aria-label': name } : {})}
      >
        {content}
      </AriaLink>
    );
  }
  return (
    <span
      className={cx(brandClass, className)}
      data-variant={variant}
      data-size={size}
      {...(showsWordmark && ariaLabel ? { role: 'img', 'aria-label': name } : {})}
    >
      {content}
    </span>
  );
}
