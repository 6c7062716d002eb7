import { vars } from '@cairn/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '15rem minmax(0, 1fr)',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100vh',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const brand = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Under `nav` so these win over the kit link's own padding and display, whatever the CSS order.
export const menuLink = style({
  selectors: {
    'nav &': {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: '2.5rem',
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.md,
      color: vars.color.text,
    },
    'nav &[aria-current="page"]': { background: vars.color.secondaryHover, fontWeight: vars.font.weightBold },
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const sidebarFooter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBlockStart: 'auto',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
});
