import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The icon beside each promise of the sign-in pages' aside. */
export const promiseIcon = style({
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
});

/** Figures and addresses that must not break across lines (a masked phone number, an email). */
export const nowrap = style({ whiteSpace: 'nowrap' });
