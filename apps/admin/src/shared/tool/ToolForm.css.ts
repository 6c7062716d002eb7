import { HEADER_HEIGHT, vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

// The save card and the live result stay in view beside a long form, under the sticky header.
export const aside = style({
  position: 'sticky',
  top: `calc(${HEADER_HEIGHT} + ${vars.space['24']})`,
});

// Catches presses on the disabled Save (a submit attempt) without a box of its own.
export const attempt = style({ display: 'contents' });
