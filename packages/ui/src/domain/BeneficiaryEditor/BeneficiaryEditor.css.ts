import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  width: '100%',
  maxWidth: '48rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

// The onboarding frame's footer row stands 32 px under the fields (24 px gap and 8 px).
globalStyle(`${form} > [data-onboarding-actions]`, { marginBlockStart: vars.space['8'] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
});

export const listHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['8'],
});

export const listTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  borderRadius: vars.radius.sm,
  // The error summary's link to a list's own error lands here.
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The live total: its state is written out, not only coloured. */
export const total = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="complete"]': { color: vars.color.success },
    '&[data-state="error"]': { color: vars.color.danger },
  },
});

export const entry = style({
  margin: 0,
  padding: vars.space['16'],
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// The legend floats so the fieldset's border runs unbroken above it; the fields clear it.
export const entryFields = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) minmax(12rem, 2fr) 8rem auto',
  alignItems: 'start',
  gap: vars.space['16'],
});

export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space['8'],
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const removeButton = style({ marginTop: '1.5rem' });

export const listActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['16'],
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const listError = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  paddingTop: vars.space['16'],
  borderTop: `1px solid ${vars.color.border}`,
});
