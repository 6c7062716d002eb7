import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'] });

export const box = style({
  overflowY: 'auto',
  padding: vars.space['16'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The box and what is drawn over its bottom edge. */
export const frame = style({ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 0 });

// The cue's band at the box's bottom edge (`data-cue`), inside its border: opaque, so it hides the
// lines under it instead of cutting through them (issue 30: the pill crossed a line of text).
const BAND = '2.5rem';

// Until the end is read, the last 64 px of the box fade into its surface (inside its border), above
// the cue's band when there is one.
globalStyle(`${root}:not([data-reached-end]) > ${frame}::after`, {
  content: '""',
  position: 'absolute',
  insetInline: '1px',
  insetBlockEnd: '1px',
  height: '4rem',
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: `linear-gradient(to bottom, transparent, ${vars.color.surface})`,
  pointerEvents: 'none',
});
globalStyle(`${root}:not([data-reached-end]) > ${frame}[data-cue]::after`, {
  insetBlockEnd: `calc(1px + ${BAND})`,
  borderRadius: 0,
});

// The cue (`data-cue`, a string): one muted line centred in an opaque band the width of the box.
// Visual only; the action it gates says the same beside it.
globalStyle(`${root}:not([data-reached-end]) > ${frame}[data-cue]::before`, {
  content: 'attr(data-cue)',
  position: 'absolute',
  zIndex: 1,
  insetInline: '1px',
  insetBlockEnd: '1px',
  height: BAND,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
