import { vars } from './contract.css';

/**
 * The kit's focus ring as a style object, for `[data-focus-visible]` selectors: 2 px in the accent,
 * 2 px away from the control, so it shows on every surface of both themes (3:1 or more, checked by
 * `contrast.test.tsx`); forced colours swap it for the system highlight (`global.css.ts`).
 */
export const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;
