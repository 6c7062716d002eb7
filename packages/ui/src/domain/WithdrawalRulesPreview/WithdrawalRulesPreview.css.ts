import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  padding: vars.space['16'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  // Inside a dialog (the withdrawal's details) one step lighter than the dialog, in dark too.
  selectors: { '[role="dialog"] &': { background: vars.color.secondaryHover } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: '1.25rem',
});

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['16'],
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, lineHeight: '1.25rem' });

export const figure = style({
  margin: 0,
  textAlign: 'end',
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  fontWeight: vars.font.weightMedium,
});

export const status = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['8'],
  margin: 0,
  paddingTop: vars.space['12'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
});

export const statusIcon = styleVariants(vars.tone, (tone) => ({
  flex: 'none',
  marginTop: '2px',
  color: tone.text,
}));

/** A figure not known yet (what stays, before an amount is typed): a muted em dash. */
export const pending = style({ color: vars.color.textMuted });
