import { globalStyle, style } from '@vanilla-extract/css';

/** A list Box (`ul`, `ol`) loses the browser's bullets and indent; `:where` so atoms win. */
export const list = style({});
globalStyle(`:where(${list})`, { margin: 0, padding: 0, listStyle: 'none' });
