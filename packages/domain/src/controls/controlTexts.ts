/**
 * The words of the kit's general controls. The spec does not word them (doc 2 §4 asks only for "a
 * copy action"); they are the project's.
 */

/** The words of the kit's CopyButton. */
export interface CopyButtonTexts {
  /** The button's text. */
  readonly copy: string;
  /** The button's text while copied, also announced. */
  readonly copied: string;
  /** Shown and announced when the browser refuses the clipboard. */
  readonly failed: string;
}

/** CopyButton's texts. */
export const copyButtonTexts: CopyButtonTexts = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it instead.',
};

/** The words of the kit's MultiSelect. */
export interface MultiSelectTexts {
  /** In the list when no choice matches the typed text. */
  readonly noMatches: string;
  /** In place of the tags while nothing is chosen. */
  readonly noneChosen: string;
  /** The name of the list of chosen values, from the field's label. */
  readonly chosen: (label: string) => string;
  /** The name of a tag's remove button. */
  readonly remove: string;
}

/** MultiSelect's texts. */
export const multiSelectTexts: MultiSelectTexts = {
  noMatches: 'No matches',
  noneChosen: 'None chosen',
  chosen: (label) => `${label}: chosen`,
  remove: 'Remove',
};
