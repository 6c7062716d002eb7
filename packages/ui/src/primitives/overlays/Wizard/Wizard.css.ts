import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { flowTop, footer } from '../Dialog/Dialog.css';

export const stepTitle = style({
  margin: `0 0 ${vars.space['8']}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/**
 * The wizard's panel: hung from the flows' top edge with the same margin under it (issue 30: the
 * Model Selection Guide filled the window to 43 px of its edges), its body scrolling; a hairline
 * over the footer shows the footer pinned while the step scrolls under it.
 */
export const wizardPanel = style({
  selectors: { '&&': { maxHeight: `calc(100dvh - 2 * ${flowTop})` } },
});

globalStyle(`${wizardPanel} ${footer}`, { borderTop: `1px solid ${vars.color.border}` });
