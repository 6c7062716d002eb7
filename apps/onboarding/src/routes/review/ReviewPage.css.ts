import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The questionnaire's card: each question above its answer, so that no question wraps in a narrow
 * label track of the 560 px column (the kit list's own narrow-screen layout).
 */
export const stacked = style({});

globalStyle(`${stacked} dl > div`, { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['4'] });

/** A value with its own Edit link at the row's right edge, on the value's line. */
export const valueWithEdit = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});
