import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** Link variants: `inline` sits in running text, `standalone` stands on its own (Resend, Edit). */
export const linkVariants = ['inline', 'standalone'] as const;

export const link = recipe({
  base: {
    color: vars.color.link,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    transition: `text-decoration-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-pressed]:not([data-soft-disabled])': { color: vars.color.primaryPressed },
      '&[data-disabled], &[data-soft-disabled]': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      // Underlined: inside text a link must not be told apart by colour alone (WCAG 1.4.1).
      inline: {
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        selectors: { '&[data-hovered]:not([data-soft-disabled])': { textDecorationThickness: '2px' } },
      },
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weightMedium,
        selectors: { '&[data-hovered]:not([data-soft-disabled])': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkStyleProps = NonNullable<RecipeVariants<typeof link>>;
