import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const row = style({
  display: 'grid',
  // Terms take 5/13 of the row: 'Reference code (memo)' on one line in a 640 px dialog (issue 30).
  gridTemplateColumns: 'minmax(7rem, 5fr) minmax(0, 8fr) auto',
  alignItems: 'center',
  gap: vars.space['16'],
  paddingBlock: vars.space['12'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.borderSubtle}` },
    // The value the user must not forget (the reference code) stands out by weight and a rule.
    // Its frame stays inside the content edge (issue 30: it bled past it); the other rows of its
    // list take the same inline padding, so values and Copy buttons still line up. Inside a dialog
    // the panel is one step lighter than the dialog (a nested surface steps up, in dark too).
    '[data-emphasis] ~ &, &:has(~ [data-emphasis])': { paddingInline: `calc(${vars.space['12']} + 1px)` },
    '&[data-emphasis]': {
      paddingInline: vars.space['12'],
      borderRadius: vars.radius.md,
      background: vars.color.surfaceSunken,
      border: `1px solid ${vars.color.border}`,
    },
    '[role="dialog"] &[data-emphasis]': { background: vars.color.secondaryHover },
    '&[data-emphasis] + &, & + &[data-emphasis]': { marginTop: vars.space['8'] },
  },
  '@media': {
    'screen and (max-width: 479.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      rowGap: vars.space['4'],
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  '@media': { 'screen and (max-width: 479.98px)': { gridColumn: '1 / -1' } },
});

export const value = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-emphasis] &': { fontWeight: vars.font.weightBold },
    '&[data-prose]': { fontFamily: 'inherit', fontVariantNumeric: 'normal' },
    '&[data-figure]': { fontFamily: 'inherit' },
  },
});

export const action = style({ margin: 0, justifySelf: 'end' });
