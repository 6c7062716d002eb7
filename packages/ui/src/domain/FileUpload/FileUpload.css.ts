import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dropZoneBase } from '../private/fileChoice.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], width: '100%' });

export const dropZone = style([
  dropZoneBase,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['8'],
    padding: vars.space['24'],
    textAlign: 'center',
    selectors: {
      '[data-state="SUCCESS"] > &': { borderStyle: 'solid', borderColor: vars.color.success },
      '[data-state="FAILURE"] > &, [data-invalid] > &': {
        borderStyle: 'solid',
        borderColor: vars.color.danger,
      },
    },
  },
]);

export { fileHint as hint } from '../private/fileChoice.css';

/** The field's label at every field label's size (14 px). */
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const success = style({ color: vars.color.success });

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '20rem',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const track = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    ':not([aria-valuenow]) &': {
      width: '40%',
      animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
    },
  },
});
