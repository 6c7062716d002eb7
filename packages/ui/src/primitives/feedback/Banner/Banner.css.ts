import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { TONES } from '../../../theme/tone';
import { toneVariants } from '../../../theme/toneColors';

/** Banner tones (the whole scale); stories reuse these for controls. */
export const bannerTones = TONES;

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderLeftWidth: '4px',
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
  },
  variants: {
    tone: toneVariants(({ surface, border }) => ({ background: surface, borderColor: border })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { flex: 'none', marginTop: '2px' },
  variants: {
    tone: toneVariants(({ foreground }) => ({ color: foreground })),
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
});

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd, margin: 0 });

export const text = style({ margin: 0 });

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

export const dismiss = style({ flex: 'none', width: '2rem', height: '2rem', padding: 0 });
