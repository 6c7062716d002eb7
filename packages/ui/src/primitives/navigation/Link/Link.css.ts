import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { variantRules } from '../../../utils/variantRules';

/** Link variants: `inline` sits in running text, `standalone` stands on its own (Resend, Edit). */
export const linkVariants = ['inline', 'standalone'] as const;

// The variants as selectors of the one class, on `data-variant` (see `variantRules`).
const variant = (name: (typeof linkVariants)[number]) => `&:where([data-variant=${name}])`;

export const link = style({
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
    // Underlined: inside text a link must not be told apart by colour alone (WCAG 1.4.1).
    ...variantRules(variant('inline'), {
      textDecoration: 'underline',
      textDecorationThickness: '1px',
      selectors: { '&[data-hovered]:not([data-soft-disabled])': { textDecorationThickness: '2px' } },
    }),
    ...variantRules(variant('standalone'), {
      textDecoration: 'none',
      fontWeight: vars.font.weightMedium,
      selectors: { '&[data-hovered]:not([data-soft-disabled])': { textDecoration: 'underline' } },
    }),
  },
});
