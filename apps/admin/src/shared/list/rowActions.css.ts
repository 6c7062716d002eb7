import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A list row's actions, quiet (issue 30): the spec's per-row buttons (Activate/Deactivate,
 * Show/Hide, doc 3 §2) stay buttons, drawn in the text colour so a column of them does not read as
 * 26 rows of links; a link (Edit, a model's name) keeps the link colour: it goes somewhere.
 */
export const rowActions = style({});
globalStyle(
  `${rowActions} button[data-variant="ghost"], ${rowActions} button[data-variant="link"], button${rowActions}`,
  { color: vars.color.text },
);
