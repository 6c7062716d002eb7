import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The congratulations with its celebration mark: the frame the mark hangs from. */
export const header = style({ position: 'relative' });

/**
 * The celebration mark: the success tone, in a 48 px circle. Where the page has room it hangs in the
 * margin left of the title, centred on its first line (the 40 px line of a 32 px H1), so the H1
 * stands at the top line and the text edge of every onboarding page; on a narrow screen it stands
 * above the title.
 */
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.tone.success.surface,
  border: `1px solid ${vars.tone.success.border}`,
  color: vars.tone.success.text,
  '@media': {
    'screen and (min-width: 800px)': {
      position: 'absolute',
      insetBlockStart: 'calc((2.5rem - 3rem) / 2)',
      insetInlineEnd: `calc(100% + ${vars.space['16']})`,
    },
  },
});

/** What happens next: its heading over the timeline, at the page's text edge (no card). */
export const next = style({ display: 'grid', gap: vars.space['16'] });

/** The timeline: numbered rings joined by a line, each step's title and sentence beside its ring. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  counterReset: 'next-step',
});

const RING = '2rem';

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${RING} minmax(0, 1fr)`,
  columnGap: vars.space['16'],
  paddingBlockEnd: vars.space['24'],
  counterIncrement: 'next-step',
  '::before': {
    content: 'counter(next-step)',
    display: 'grid',
    placeItems: 'center',
    inlineSize: RING,
    blockSize: RING,
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: `calc(${RING} + ${vars.space['4']})`,
    insetBlockEnd: vars.space['4'],
    insetInlineStart: `calc(${RING} / 2 - 1px)`,
    inlineSize: '2px',
    borderRadius: vars.radius.pill,
    background: vars.color.border,
  },
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    '&:last-child::after': { content: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { border: '1px solid CanvasText' },
        '&::after': { background: 'CanvasText' },
      },
    },
  },
});
