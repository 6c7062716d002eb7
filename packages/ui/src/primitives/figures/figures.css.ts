import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A figure: kept on one line, its parts on a shared baseline. */
export const figure = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.25em',
  whiteSpace: 'nowrap',
});

/**
 * Tabular digits on the numeric span only: columns of figures line up, while labels and units
 * beside them keep their proportional glyphs (tabular hyphens in a label read as "Short - term").
 */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/**
 * A share's bar (`Percent` with `bar`): a thin track growing into the figure's room, filled to the
 * share, before the number; the figure then spans its box (issue 30: at 1920 px the dashboard's
 * allocation left 1,050 px of empty row between a name and its balance).
 */
export const shareBar = style({
  flex: '1 1 auto',
  alignSelf: 'center',
  minInlineSize: '3rem',
  blockSize: '0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.secondaryHover,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const shareFill = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.primary,
  '@media': { '(forced-colors: active)': { background: 'CanvasText', forcedColorAdjust: 'none' } },
});

globalStyle(`${figure}[data-bar]`, { display: 'flex', inlineSize: '100%', gap: vars.space['12'] });

// The number keeps room for '100.00%', so every row's track has one length and the bars compare.
globalStyle(`${figure}[data-bar] > ${numeric}`, { minInlineSize: '4.75em', textAlign: 'end' });

/** A missing figure's mark ('--'): muted, so an empty value does not read as a figure. */
export const missingMark = style({ color: vars.color.textMuted });

// The '--' keeps its proportional hyphens: tabular ones are a digit wide, so it read as '- -'
// (issue 30, the returns table's Cash MTD).
globalStyle(`${missingMark} ${numeric}`, { fontVariantNumeric: 'normal' });

/** A unit after a quantity ('BTC'): the label's colour, not tabular. */
export const unit = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

/** The arrow-right of a flat change, drawn by CSS (no icon in the bundle): lucide's arrow-right. */
const flatArrow = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12h14M12 5l7 7-7 7'/%3E%3C/svg%3E") center / contain no-repeat`;

export const trend = styleVariants({
  gain: { color: vars.color.gainText },
  loss: { color: vars.color.lossText },
  // No change (as rounded): muted, after a flat arrow where the others have theirs, so '$0.00  0.00%'
  // reads as a change of nothing rather than an unformatted figure (issue 30). Not a missing '--'.
  none: {
    color: vars.color.textMuted,
    selectors: {
      [`&:not(${missingMark})::before`]: {
        content: '""',
        alignSelf: 'center',
        width: '1em',
        height: '1em',
        flexShrink: 0,
        background: 'currentColor',
        mask: flatArrow,
      },
    },
  },
});

/** The arrow of a change sits on the text's centre line, at the text's size. */
export const arrow = style({ alignSelf: 'center', width: '1em', height: '1em', flexShrink: 0 });
