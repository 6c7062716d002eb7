import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** My Portfolio's name in the returns table: the main series, strongest, as on the chart (issue 30). */
export const mainSeries = style({ fontWeight: vars.font.weightBold });
