import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A list row's actions, one pattern on every admin list (issue 30): the spec's per-row buttons
 * (Activate/Deactivate, Show/Hide, doc 3 §2), all quiet (ghost) and small, in the text colour, so a
 * column of them does not read as 26 rows of links; the row's name is its one link.
 */
export const rowActions = style({});
globalStyle(`${rowActions} [data-variant="ghost"]:not([data-disabled]):not([data-soft-disabled])`, {
  color: vars.color.text,
});
