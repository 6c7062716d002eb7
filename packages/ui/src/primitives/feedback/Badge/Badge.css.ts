import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { TONES } from '../../../theme/tone';
import { toneSelectors } from '../../../theme/toneColors';

/** Badge tones (the whole scale); stories reuse these for controls. */
export const badgeTones = TONES;

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  boxSizing: 'border-box',
  height: '1.25rem',
  padding: `0 ${vars.space['8']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
  ...toneSelectors(({ foreground, surface, border }) => ({
    background: surface,
    color: foreground,
    borderColor: border,
  })),
});

/** The tone icon scaled to the badge's small text. */
export const icon = style({ width: '1em', height: '1em' });
