// Forced colours (Windows High Contrast) replace backgrounds, borders and text with the user's
// system colours, so a state drawn only by a background vanishes (issue 31). These style objects
// redraw the states with system colours the mode keeps, under `forced-color-adjust: none` so the
// browser leaves them as written.

/** The media query of forced colours. */
export const FORCED_COLORS = '(forced-colors: active)';

/** A selected option, a pressed toggle, an on switch: the system's selection colours. */
export const forcedSelected = {
  forcedColorAdjust: 'none',
  background: 'SelectedItem',
  color: 'SelectedItemText',
  borderColor: 'SelectedItem',
} as const;

/** A part drawn as a shape (a switch's knob, a slider's fill or thumb): the text colour. */
export const forcedInk = { forcedColorAdjust: 'none', background: 'CanvasText' } as const;

/** A shape on a selected part (an on switch's knob): the selection's text colour. */
export const forcedInkOnSelected = { forcedColorAdjust: 'none', background: 'SelectedItemText' } as const;
