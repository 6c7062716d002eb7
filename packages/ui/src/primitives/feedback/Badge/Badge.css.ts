import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { TONES } from '../../../theme/tone';
import { toneVariants } from '../../../theme/toneColors';

/** Badge tones (the whole scale); stories reuse these for controls. */
export const badgeTones = TONES;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: '1px solid',
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: toneVariants(({ foreground, surface, border }) => ({
      background: surface,
      color: foreground,
      borderColor: border,
    })),
  },
  defaultVariants: { tone: 'neutral' },
});

/** The tone icon scaled to the badge's small text. */
export const icon = style({ width: '1em', height: '1em' });
