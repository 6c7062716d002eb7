/** A legal text as data: a title and its sections, each a heading and paragraphs. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** When this version took effect, as shown. */
  readonly effective: string;
  readonly sections: readonly LegalSection[];
}
