import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The activity log's type filters: a fieldset that looks like the other filters' labels. */
export const filterGroup = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const filterLegend = style({ padding: 0, marginBottom: vars.space['8'] });
