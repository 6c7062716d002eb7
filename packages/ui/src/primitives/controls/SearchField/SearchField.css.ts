import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { field } from '../../private/formField/formField.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const searchIcon = style({ color: vars.color.textMuted });

export const input = style({
  selectors: {
    // The kit draws its own clear button.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const clearButton = style({
  selectors: { [`${field}[data-empty] &`]: { visibility: 'hidden' } },
});

export const spinner = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

export const status = style({
  minHeight: `calc(${vars.font.sizeSm} * ${vars.font.lineHeight})`,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});
