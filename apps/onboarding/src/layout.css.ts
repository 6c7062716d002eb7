import { vars } from '@cairn/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The onboarding app's page layout: header, main column, footer. */
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stepper = style({ flex: '1 1 28rem', display: 'flex', justifyContent: 'center' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const narrow = style({ maxWidth: '30rem' });

export const backRow = style({ display: 'flex', alignItems: 'center', minHeight: '2.5rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const actionsStart = style([actions, { justifyContent: 'space-between' }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const text = style({ margin: 0, color: vars.color.text });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.text });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${definitionList} dt`, { color: vars.color.textMuted });
globalStyle(`${definitionList} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const footerLinks = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
});

export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
});

globalStyle(`${legal} h2, ${legal} h3`, {
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});
globalStyle(`${legal} p`, { margin: 0, lineHeight: vars.font.lineHeight });

export const choiceDetails = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeSm,
});

globalStyle(`${choiceDetails} dt`, { fontWeight: vars.font.weightBold, color: vars.color.text });
globalStyle(`${choiceDetails} dd`, { margin: 0, color: vars.color.textMuted });

export const styleGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.md,
});

export const checklist = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.sizeSm,
});

export const met = style({ color: vars.color.success });
export const unmet = style({ color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const contents = style({ display: 'contents' });

globalStyle(`${title}:focus`, { outline: 'none' });
