import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The header's height: the brand bar of every template (sticky content sits below it). */
export const HEADER_HEIGHT = '3.5rem';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['8'],
  insetBlockStart: vars.space['8'],
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['8']} ${vars.space['12']}`,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weightMedium,
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: { '&:focus': { transform: 'none' } },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const brandBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  minHeight: HEADER_HEIGHT,
  paddingInline: vars.space['24'],
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  minWidth: 0,
});

// The main landmark takes focus from the skip link; it is a reading position, not a control.
export const main = style({ flex: '1 0 auto', outline: 'none', minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['24'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
});
