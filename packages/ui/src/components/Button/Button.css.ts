import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Button variants; stories reuse these for controls. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
/** Button sizes. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        color: vars.color.disabledText,
        borderColor: 'transparent',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered], &[data-pressed]': { filter: 'brightness(1.08)' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.sizeSm, minHeight: '2rem' },
      md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.font.sizeMd, minHeight: '2.5rem' },
      lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.sizeLg, minHeight: '3rem' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonStyleProps = NonNullable<RecipeVariants<typeof button>>;
