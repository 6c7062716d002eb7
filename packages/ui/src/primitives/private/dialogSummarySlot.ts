import { createContext } from 'react';

/**
 * Where a dialog puts a form's error summary: the first thing in its body, right under its title
 * (issue 31), and the summary's heading level, one below the title's. `Dialog`'s body provides it;
 * `FormErrorSummary` renders there (a portal, so the form's context still reaches it).
 */
export interface DialogSummarySlot {
  /** The slot's element, `null` until it mounts. */
  readonly element: HTMLElement | null;
  /** One below the dialog title's level. */
  readonly headingLevel: 2 | 3 | 4;
}

export const DialogSummarySlotContext = createContext<DialogSummarySlot | null>(null);
