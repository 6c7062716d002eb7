import { vars } from '@cairn/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { MAIN_ID } from './focus';

// The heading focused after a navigation is a reading position, not a control: no ring.
globalStyle(`#${MAIN_ID} h1[tabindex="-1"]:focus`, { outline: 'none' });

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
