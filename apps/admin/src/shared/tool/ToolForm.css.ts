import { HEADER_HEIGHT, vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

// The save card and the live result stay in view beside a long form, under the sticky header.
export const aside = style({
  position: 'sticky',
  top: `calc(${HEADER_HEIGHT} + ${vars.space['24']})`,
});

// Catches presses on the disabled Save (a submit attempt) without a box of its own.
export const attempt = style({ display: 'contents' });

/**
 * The running total under an editable list's last field column (the model's 'Total: 100%'): it
 * ends on that column's right edge, past the row's 40 px remove column and its 12 px gap, so the
 * figure stands under the weights it sums (it ended 52 px to their right, under the remove icons).
 */
export const listTotal = style({ marginInlineEnd: `calc(2.5rem + ${vars.space['12']})` });
