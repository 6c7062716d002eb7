import { globalStyle, style } from '@vanilla-extract/css';
import { dot } from '../../primitives/controls/RadioGroup/RadioGroup.css';
import { label as fieldLabel } from '../../primitives/private/formField/formField.css';
import { vars } from '../../theme/contract.css';

/** One question: its text above the answers, larger than them and set in the heading weight. */
export const question = style({ minWidth: 0 });

globalStyle(`${question} ${fieldLabel}`, {
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  marginBlockEnd: vars.space['4'],
});

/** The answers of a choice question: one column, or two when every answer is short. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
});

export const twoColumns = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

/**
 * One answer: a row that selects as a whole, its state on its border. The radio's two columns (the
 * dot, then the label wrapping on its own), the lines centred in the row's height.
 */
export const option = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: '3rem',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['16'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.disabledSurface, borderColor: vars.color.border },
  },
});

// The row carries the focus ring; the dot inside it needs none of its own.
globalStyle(`${option}[data-focus-visible] > ${dot}`, { outline: 'none' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['12'] });

export const progress = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The progress bar: a segment a page, the pages done and the current one filled. */
export const segments = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
});

export const segment = style({
  height: '0.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  selectors: { '&[data-done]': { background: vars.color.primary, boxShadow: 'none' } },
});

/**
 * The page's title under a frame that counts the pages and has its own title (onboarding): a
 * small muted label over the questions ('YOUR EXPERIENCE'), not a third heading size.
 */
export const pageLabel = style({
  selectors: {
    '&&': {
      fontSize: vars.font.sizeSm,
      lineHeight: '1.25rem',
      color: vars.color.textMuted,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
    },
  },
});
