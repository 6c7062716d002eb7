import { Section, Stack, Text } from '@cairn/ui';
import type { LegalDocument } from './types';

/**
 * A legal text's sections, headings one level under the page's or dialog's title; the effective
 * date first unless the page's header shows it.
 */
export function LegalText({
  document,
  headingLevel = 2,
  showEffective = true,
  size = 'md',
}: {
  document: LegalDocument;
  headingLevel?: 2 | 3;
  showEffective?: boolean;
  /** The paragraphs' size: `sm` (14 px) inside a scroll box. */
  size?: 'sm' | 'md';
}) {
  return (
    <Stack space="32">
      {showEffective ? (
        <Text size="sm" tone="muted">
          {document.effective}
        </Text>
      ) : null}
      {document.sections.map((section) => (
        <Section key={section.heading} title={section.heading} headingLevel={headingLevel} space="12">
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size={size}>
              {paragraph}
            </Text>
          ))}
        </Section>
      ))}
    </Stack>
  );
}
