import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The redirect's one centred column: the spinner, the heading, one line, the quiet way on. */
export const redirect = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['12'],
  inlineSize: '100%',
  maxInlineSize: '36rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const line = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  textWrap: 'balance',
});

/** The spinner stands 24 px above the heading (the column's 12 and 12). */
export const spinner = style({ marginBlockEnd: vars.space['12'] });

/** The way on stands 24 px under the line. */
export const action = style({ marginBlockStart: vars.space['12'] });
