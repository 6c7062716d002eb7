import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

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

/**
 * A stack of fields at 24 px whose last child is the step's footer row: the row stands 32 px under
 * the fields, as under every step's content.
 */
export const fieldsThenActions = style({});

globalStyle(`${fieldsThenActions} > [data-onboarding-actions]`, { marginBlockStart: vars.space['8'] });

/**
 * A page's template mark for the layout audit (`data-template`), around the page without a box of
 * its own (the frame's column and its gaps stay as they are).
 */
export const template = style({ display: 'contents' });
