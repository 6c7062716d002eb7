import { Delta, Figure, Inline, Stack, Text } from '@cairn/ui';

/** One key figure: a return as a ratio string (the domain's `displayedReturn`), and what it is. */
export interface KeyFigure {
  readonly label: string;
  readonly value: string | null;
  /** A short line under the figure (the period it is of), muted. */
  readonly note?: string;
}

/**
 * A row of key returns set as figures (issue 30): a 12 px muted label over a 24 px tabular figure
 * with its sign (U+2212), arrow and colour (the kit's `Delta`), side by side. Performance's chart
 * card and the model and index pages' headers use the same row.
 */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <Inline space="32" alignY="top">
      {figures.map((figure) => (
        <Stack space="4" key={figure.label}>
          <Text size="xs" tone="muted">
            {figure.label}
          </Text>
          <Figure size="xl" weight="bold">
            <Delta value={figure.value} />
          </Figure>
          {figure.note === undefined ? null : (
            <Text size="xs" tone="muted">
              {figure.note}
            </Text>
          )}
        </Stack>
      ))}
    </Inline>
  );
}
