import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** From the top of the step down, on the content's one left edge: tile, lead, sentence, points. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['8'],
});

/** The icon tile: what the step is about, in the info tone (a rule to know, not a warning). */
globalStyle(`${root} > span`, {
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBlockEnd: vars.space['8'],
  borderRadius: vars.radius.md,
  background: vars.tone.info.surface,
  border: `1px solid ${vars.tone.info.border}`,
  color: vars.tone.info.text,
});

/** The rule itself, the step's one message: larger and in the text colour. */
globalStyle(`${root} > p`, {
  margin: 0,
  maxWidth: '34rem',
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightMedium,
  lineHeight: '1.75rem',
});

/** What follows from the rule, muted under it. */
globalStyle(`${root} > p + p`, {
  margin: 0,
  maxWidth: '34rem',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightRegular,
  lineHeight: '1.5rem',
});

/** The points (a wizard's steps, in order): a numbered list, each number in a small ring. */
globalStyle(`${root} > ol`, {
  counterReset: 'point',
  listStyle: 'none',
  margin: `${vars.space['8']} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
  color: vars.color.text,
});

globalStyle(`${root} li`, {
  counterIncrement: 'point',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
});

globalStyle(`${root} li::before`, {
  content: 'counter(point)',
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
});
