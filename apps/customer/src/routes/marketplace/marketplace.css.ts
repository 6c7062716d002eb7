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

/**
 * 'Added' as a status: the success badge on a disabled quiet button, its box flush with the end of
 * the Add buttons of the other rows (no inline padding).
 */
export const addedStatus = style({ selectors: { '&&': { paddingInline: 0 } } });
