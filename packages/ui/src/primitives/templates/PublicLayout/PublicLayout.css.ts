import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: `${vars.space['48']} ${vars.space['64']}`,
  paddingInline: vars.space['24'],
  '@media': {
    'screen and (max-width: 767.98px)': { paddingBlock: `${vars.space['32']} ${vars.space['48']}` },
  },
});

export const centered = style({ justifyContent: 'center' });

/**
 * Content widths: sign-in and codes, forms, reading (legal texts), wide pages. `form` and `wide`
 * are the `OnboardingLayout`'s two columns (560 and 880 px), so that a flow moving between the
 * two templates keeps its column.
 */
export const content = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  // The widths, on its `data-width` (selectors, not a class per width).
  selectors: {
    '&:where([data-width=narrow])': { maxWidth: '25rem' },
    '&:where([data-width=form])': { maxWidth: '35rem' },
    '&:where([data-width=prose])': { maxWidth: '45rem' },
    '&:where([data-width=wide])': { maxWidth: '55rem' },
  },
});
