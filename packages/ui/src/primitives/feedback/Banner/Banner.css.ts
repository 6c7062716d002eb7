import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { TONES } from '../../../theme/tone';
import { toneSelectors } from '../../../theme/toneColors';

/** Banner tones (the whole scale); stories reuse these for controls. */
export const bannerTones = TONES;

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['8'],
  padding: `${vars.space['8']} ${vars.space['16']}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: '4px',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  ...toneSelectors(({ surface, border }) => ({ background: surface, borderColor: border })),
});

/** The tone icon, first child of the banner: coloured by the banner's `data-tone`. */
export const icon = style({
  flex: 'none',
  marginTop: '2px',
  ...toneSelectors(({ foreground }) => ({ color: foreground }), 'parent'),
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: '1 1 auto',
});

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd, margin: 0 });

export const text = style({ margin: 0 });

// Two messages under one title are two bullet lines (issue 30: a second notice set inline, its name
// in bold, read as a second banner squeezed into the first).
globalStyle(`${text} ul`, { margin: 0, paddingInlineStart: vars.space['16'], listStyle: 'disc' });
globalStyle(`${text} li + li`, { marginBlockStart: vars.space['2'] });

export const action = style({
  alignSelf: 'flex-start',
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dismiss = style({
  flex: 'none',
  width: CONTROL_MIN_HEIGHT,
  height: CONTROL_MIN_HEIGHT,
  padding: 0,
});
