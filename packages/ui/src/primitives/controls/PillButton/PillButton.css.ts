import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { toneVariants } from '../../../theme/toneColors';

/** A pill-shaped button in a tone's colours, for a row's status that is also its action. */
export const pillButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: '1px solid',
    fontFamily: 'inherit',
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: toneVariants(({ foreground, surface, border }) => ({
      background: surface,
      color: foreground,
      borderColor: border,
    })),
  },
  defaultVariants: { tone: 'neutral' },
});
