import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Badge tones; stories reuse these for controls. */
export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

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
    tone: {
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSurface,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
