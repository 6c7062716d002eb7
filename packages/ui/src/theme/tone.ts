/**
 * The one tone scale of the kit: Banner, Badge, Chip, Toast, AlertDialog and Button all speak it,
 * so a screen says `tone="danger"` everywhere an error or a destructive action is meant.
 * `neutral` is the quiet default; `info`, `success`, `warning`, `danger` carry meaning (never by
 * colour alone: components pair each tone with an icon or text).
 */
export const TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

/** A tone of the kit's one scale. */
export type Tone = (typeof TONES)[number];
