// The bench's vocabulary: a measure is one async function that returns figures; a section groups
// measures under a title. Adding a measure later is writing one such function and listing it.

/** One figure a user feels, with its budget when there is one. */
export interface Figure {
  readonly name: string;
  /** The value, or null when it could not be measured (then `note` says why). */
  readonly value: number | null;
  readonly unit: 'KB' | 'ms' | 'score' | 'files' | '';
  /** The budget (an upper bound, or a lower one for scores). */
  readonly budget?: number;
  readonly note?: string;
}

/** What every measure gets: the gateway's address and a log line for progress. */
export interface BenchContext {
  readonly origin: string;
  readonly log: (line: string) => void;
}

export type Measure = (context: BenchContext) => Promise<readonly Figure[]>;

export interface Section {
  /** The name `--only` selects it by. */
  readonly id: string;
  readonly title: string;
  /** Whether the section needs the gateway running (and the apps built). */
  readonly needsGateway: boolean;
  readonly measures: readonly Measure[];
}

export const KB = 1024;

/** `1 file`, `3 files`. */
export const fileCount = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A figure for a measure that cannot run yet, so the report keeps its place. */
export const notMeasured = (name: string, reason: string): Figure => ({
  name,
  value: null,
  unit: '',
  note: `not measured: ${reason}`,
});

function formatValue({ value, unit }: Figure): string {
  if (value === null) return '—';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'ms') return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
  if (unit === 'score') return value.toFixed(2);
  if (unit === 'files') return `${value} file${value === 1 ? '' : 's'}`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

function formatBudget(figure: Figure): string {
  if (figure.budget === undefined) return '';
  const bound = figure.unit === 'score' ? '≥' : '≤';
  const budget =
    figure.unit === 'KB' ? `${figure.budget} KB` : formatValue({ ...figure, value: figure.budget });
  return `${bound} ${budget}`;
}

/** The section as aligned text: figure, value, budget, note. */
export function formatSection(title: string, figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    figure.name,
    formatValue(figure),
    formatBudget(figure),
    figure.note ?? '',
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => (row[column] as string).length)));
  const lines = rows.map((row) =>
    [
      (row[0] as string).padEnd(widths[0] as number),
      (row[1] as string).padStart(widths[1] as number),
      (row[2] as string).padEnd(widths[2] as number),
      row[3] as string,
    ]
      .join('  ')
      .trimEnd(),
  );
  return [`## ${title}`, '', ...lines.map((line) => `  ${line}`), ''].join('\n');
}
