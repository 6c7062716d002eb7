import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { Tone } from '../../theme/tone';
import { Icon, type IconSize } from '../foundations/Icon/Icon';

/**
 * The icon of each tone: the shape tells the tones apart where colour cannot (colour-blind users,
 * forced colours, greyscale print). `neutral` shares the information mark.
 */
export const TONE_ICONS: Readonly<Record<Tone, LucideIcon>> = {
  neutral: Info,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

/** A tone's icon, decorative: the text beside it carries the meaning. */
export function ToneIcon({
  tone,
  size = 'md',
  className,
}: {
  tone: Tone;
  size?: IconSize;
  className?: string;
}) {
  return <Icon icon={TONE_ICONS[tone]} size={size} className={className} />;
}
