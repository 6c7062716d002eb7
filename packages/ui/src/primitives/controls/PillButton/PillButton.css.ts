import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { toneSelectors } from '../../../theme/toneColors';

/** A pill-shaped button in a tone's colours, for a row's status that is also its action. */
export const pillButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['8']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...toneSelectors(({ foreground, surface, border }) => ({
      background: surface,
      color: foreground,
      borderColor: border,
    })).selectors,
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
