import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** A style's card fills its column, so the three cards are one height and their buttons line up. */
export const styleCard = style({ height: '100%' });

/** The recommended style's card: the primary colour on its border, as a selected choice. */
export const recommended = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
});

/** The card's actions sit at its bottom whatever the length of its summary. */
export const actions = style({ marginBlockStart: 'auto' });
