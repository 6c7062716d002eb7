import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { FORCED_COLORS } from '../../../theme/forcedColors';
import { dot } from '../RadioGroup/RadioGroup.css';

/**
 * The card's two columns, as every radio's (issue 30): the dot in a fixed leading column, then the
 * title, its description and content in a second column that wraps on its own, so a long title
 * never pushes the dot onto a line of its own and two cards of a pair are built the same.
 */
const DOT = '1.25rem';
const TEXT_START = `calc(${DOT} + ${vars.space['8']})`;

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space['16'],
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  // The kit's card padding (Card's 24), so a choice card reads as a card beside the others.
  padding: vars.space['24'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    // A card that cannot be chosen (Coming Soon) takes one line: title, description and content
    // side by side, the content (Details) at the end; opened, it stacks again.
    '&[data-disabled]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space['12'],
      paddingBlock: vars.space['16'],
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      borderStyle: 'dashed',
    },
    '&[data-disabled]:has([open])': { flexDirection: 'column', alignItems: 'stretch' },
  },
  // Forced colours drop the selected card's inner ring (a shadow): a ring in the selection's colour
  // inside the border takes its place (issue 31).
  '@media': {
    [FORCED_COLORS]: {
      selectors: {
        '&[data-selected]': {
          borderColor: 'Highlight',
          outline: '2px solid Highlight',
          outlineOffset: '-3px',
        },
      },
    },
  },
});

/** The card's label (react-aria `RadioButton`): its ::after covers the card, so the whole card selects. */
export const cardButton = style({
  display: 'grid',
  // The dot, the title (wrapping in its column), a badge after the title.
  gridTemplateColumns: `${DOT} minmax(0, max-content) auto`,
  justifyContent: 'start',
  alignItems: 'start',
  columnGap: vars.space['8'],
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-hovered]::after': { boxShadow: `0 0 0 1px ${vars.color.text}` },
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

// The dot centred on the title's first line (the title is larger than a radio's label).
globalStyle(`${cardButton} > ${dot}`, {
  marginBlockStart: `calc((${vars.font.sizeLg} * ${vars.font.lineHeightTight} - ${DOT}) / 2)`,
});

export const title = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  selectors: { '[data-disabled] > &': { color: vars.color.disabledText } },
});

// Lines filled to the card's text column (issue 30: a balanced or 'pretty' wrap broke 'An advisory
// account / for a company…' well short of the card's edge).
export const description = style({
  marginInlineStart: TEXT_START,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
    '[data-disabled]:not(:has([open])) > &': { marginInlineStart: 0 },
  },
});

/**
 * Extra content, at the card's foot: the cards of a row are one height, so their content (a
 * 'Details' link) lines up across the row. Interactive parts of it sit above the card-wide label.
 */
export const content = style({
  marginInlineStart: TEXT_START,
  marginBlockStart: 'auto',
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
    '[data-disabled]:not(:has([open])) > &': { marginInlineStart: 'auto', marginBlockStart: 0 },
  },
});

// Links and buttons in the content stay clickable above the card-wide label.
globalStyle(`${content} :is(a, button, input, select, textarea, summary, [tabindex])`, {
  position: 'relative',
  zIndex: 1,
});
