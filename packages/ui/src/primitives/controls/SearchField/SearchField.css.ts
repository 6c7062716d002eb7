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

/**
 * The status line under the box: no room kept while it says nothing, so the field's list starts
 * right under it (issue 30: an empty line left 48 px between Exclude Assets' search and its list).
 */
export const status = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});
