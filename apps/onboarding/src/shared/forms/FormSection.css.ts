import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A group of a form's fields (a `fieldset`): its legend as a small heading, the fields 16 px under
 * it; a group after another stands 32 px under it (the form's 24 px and 8). No rule between groups:
 * a fieldset's border runs through its legend.
 */
export const section = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  selectors: {
    '& + &': { marginBlockStart: vars.space['8'] },
  },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['16'],
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: '1.5rem',
  color: vars.color.text,
});
