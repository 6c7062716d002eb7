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

// Until the end is read, the last 64 px of the box fade into its surface (inside its border).
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

// The cue over the fade (`data-cue`, a string): a small pill at the bottom centre. Visual only;
// the action it gates says the same beside it.
globalStyle(`${root}:not([data-reached-end]) > ${frame}[data-cue]::before`, {
  content: 'attr(data-cue)',
  position: 'absolute',
  zIndex: 1,
  insetBlockEnd: vars.space['12'],
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['12'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
