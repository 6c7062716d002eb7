import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

// The domain's MARKETPLACE_CARD_WIDTH_PX; style files cannot import the domain's barrel at build time.
const MARKETPLACE_CARD_WIDTH_PX = 540;

/** Cards of 540 px (doc 2 §2) in as many columns as fit, left-aligned on the page grid. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${MARKETPLACE_CARD_WIDTH_PX}px), ${MARKETPLACE_CARD_WIDTH_PX}px))`,
  gap: vars.space['24'],
});
