import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** What happens next: numbered steps, the number in a ring beside each. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['24'],
  counterReset: 'next-step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space['16'],
  counterIncrement: 'next-step',
  '::before': {
    content: 'counter(next-step)',
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
  },
});
