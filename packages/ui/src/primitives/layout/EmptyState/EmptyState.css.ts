import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['12'],
  paddingBlock: vars.space['48'],
  paddingInline: vars.space['24'],
  textAlign: 'center',
  // In a dialog's body (a flow's outcome) the panel's own padding frames it: the page's 48 px
  // above and below left a void between the outcome and the facts under it (issue 30).
  selectors: { '[data-dialog-body] &': { paddingBlock: vars.space['8'] } },
});

export const iconWell = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.neutralSurface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '[data-tone="success"] > &': {
      background: vars.color.successSurface,
      borderColor: vars.color.successBorder,
      color: vars.color.success,
    },
  },
});

export const title = style({ fontSize: vars.font.sizeLg, lineHeight: '1.75rem' });

// Centred lines of about one length: a sentence that wraps leaves no word alone on its last line
// (issue 30: 'verified.' and 'navigation.' alone under the dashboard's empty states).
export const message = style({
  maxWidth: '28rem',
  textWrap: 'balance',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
});

// 24 px between the sentence and its buttons (the column's 12 and this 12), the kit's usual gap
// before a block's actions (issue 30: 16 read as cramped beside the icon's 48 px frame).
export const action = style({ marginBlockStart: vars.space['12'] });
