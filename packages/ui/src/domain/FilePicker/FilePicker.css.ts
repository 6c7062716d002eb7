import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../theme/controlSize';
import { dropZoneBase } from '../private/fileChoice.css';

export { fileHint as hint } from '../private/fileChoice.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});

export const dropZone = style([
  dropZoneBase,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['8'],
    padding: vars.space['16'],
    selectors: {
      '[data-filled] > &': { borderStyle: 'solid' },
      '[data-invalid] > &': { borderStyle: 'solid', borderColor: vars.color.danger },
    },
  },
]);

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  minHeight: CONTROL_MIN_HEIGHT,
  fontSize: vars.font.sizeSm,
});

export const fileName = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
