import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** AlertDialog variants; stories reuse these for controls. */
export const alertDialogVariants = ['default', 'destructive'] as const;

export const message = style({ color: vars.color.textMuted, margin: 0 });
