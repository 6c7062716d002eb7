import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const icon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const label = style({ whiteSpace: 'nowrap' });

export const failed = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });

export { visuallyHidden } from '../../theme/utilities.css';
