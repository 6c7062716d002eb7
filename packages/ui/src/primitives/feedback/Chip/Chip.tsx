import { X } from 'lucide-react';
import { type AnimationEvent, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { ToneIcon } from '../../private/ToneIcon';
import { chip, chipRemove } from './Chip.css';

/**
 * How long a status chip stays. The spec says only that the chip disappears when its animation
 * ends; the length is the project's choice.
 */
export const CHIP_DURATION_MS = 4_000;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

interface ChipBaseProps {
  /** The status, e.g. 'Code sent. Please check your phone' or 'Code not matching'. */
  children: ReactNode;
  /** Shown by the icon's shape and colour; `danger` is announced as an alert, the others politely. @default 'info' */
  tone?: Tone;
  /** The chip's lifetime: it fades in, stays and fades out. @default CHIP_DURATION_MS (4000) */
  durationMs?: number;
  /** Called once the chip has disappeared. */
  onHidden?: () => void;
  /** Merged last. */
  className?: string;
}

export type ChipProps = ChipBaseProps &
  (
    | { onRemove?: undefined; removeLabel?: undefined }
    | {
        /**
         * Makes a lasting chip with a remove button at its end (an excluded asset, a chosen filter):
         * it does not fade, has no tone icon and no live role, and calls this when its button is pressed.
         */
        onRemove: () => void;
        /** The remove button's name, e.g. 'Remove BTC'. */
        removeLabel: string;
      }
  );

/**
 * A transient status chip (doc 1 §5: 'A status chip disappears when its animation ends'): it is
 * removed on `animationend` and then calls `onHidden`. Under `prefers-reduced-motion` it does not
 * animate and disappears after the same time. Give it a new `key` to show it again.
 *
 * With `onRemove` it is a lasting chip instead (`tone` defaults to `neutral`): its content, then a
 * round 36 px remove button named `removeLabel`. Put several in an `Inline as="ul"`.
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`, `[data-removable]`.
 */
export function Chip(props: ChipProps) {
  if (props.onRemove === undefined) return <StatusChip {...props} />;
  const { onRemove, removeLabel, tone = 'neutral', children, className } = props;
  return (
    <span data-tone={tone} data-removable="" className={cx(chip, className)}>
      {children}
      <Button variant="ghost" size="sm" aria-label={removeLabel} onPress={onRemove} className={chipRemove}>
        <Icon icon={X} />
      </Button>
    </span>
  );
}

function StatusChip({
  children,
  tone = 'info',
  durationMs = CHIP_DURATION_MS,
  onHidden,
  className,
}: ChipBaseProps) {
  const [isHidden, setIsHidden] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const notifyHidden = useEffectEvent(() => onHidden?.());

  useEffect(() => {
    if (isHidden) notifyHidden();
  }, [isHidden]);

  // No animation runs under reduced motion, so no animationend: a timer of the same length stands in.
  useEffect(() => {
    if (!reducedMotion) return undefined;
    const timer = window.setTimeout(() => setIsHidden(true), durationMs);
    return () => window.clearTimeout(timer);
  }, [reducedMotion, durationMs]);

  if (isHidden) return null;

  const handleAnimationEnd = (event: AnimationEvent<HTMLSpanElement>) => {
    if (event.target === event.currentTarget) setIsHidden(true);
  };

  return (
    <span
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(chip, className)}
      style={{ animationDuration: `${durationMs}ms` }}
      onAnimationEnd={handleAnimationEnd}
    >
      <ToneIcon tone={tone} size="sm" />
      {children}
    </span>
  );
}
