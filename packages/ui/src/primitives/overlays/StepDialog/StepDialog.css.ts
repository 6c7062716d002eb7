import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The progress line: the count (and the step's name) over a thin bar. */
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const progressText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  lineHeight: '1.25rem',
  outline: 'none',
});

/** The step's name after the count: the band's words, in the text colour. */
export const stepName = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });

export const track = style({
  blockSize: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  width: '100%',
});

// Back sits at the start of the row, the way forward at its end (DESIGN.md "Forms").
export const back = style({ marginInlineEnd: 'auto' });

/** Where a form's error summary shows: under the progress line, before the step's heading. */
export const summarySlot = style({ selectors: { '&:empty': { display: 'none' } } });
