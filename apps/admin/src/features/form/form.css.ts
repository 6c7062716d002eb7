import { vars } from '@cairn/ui';
import { style } from '@vanilla-extract/css';

export const errorText = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

/** Fields side by side, wrapping on narrow screens. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** One entry of an editable list (an index and its weight, a factor). */
export const listRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr)) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const total = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const formFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A form's sections, one under the other. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const iconField = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const iconPreview = style({
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const iconPicker = style({ flex: 1 });
