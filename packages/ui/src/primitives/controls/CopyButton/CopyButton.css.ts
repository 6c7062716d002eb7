import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ whiteSpace: 'nowrap' });

export const failed = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });
