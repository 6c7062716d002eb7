import * as layout from '../layout.css';
import type { LegalDocument } from './types';

/** A legal text's sections; headings one level under the page's or dialog's title. */
export function LegalText({ document, headingLevel = 2 }: { document: LegalDocument; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={layout.legal}>
      <p className={layout.muted}>{document.effective}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
