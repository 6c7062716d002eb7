// The series' line styles, drawn by the chart's option and by the key that shows with the page
// (`SeriesPicker`): apart from `chartOptions.ts`, which loads with the chart chunk only.

/**
 * One line style per series, so six lines differ without colour (and in forced colours, where the
 * key's samples are all drawn in the text colour): dash arrays in px, `[]` for solid. Cycled after
 * the sixth, with the marker shapes.
 */
export const LINE_DASHES: readonly (readonly number[])[] = [
  [],
  [8, 4],
  [2, 3],
  [10, 3, 2, 3],
  [16, 5],
  [6, 3, 2, 3, 2, 3],
];

/** The dash array of the series at `index` (`[]`: solid). */
export function lineDash(index: number): readonly number[] {
  return LINE_DASHES[index % LINE_DASHES.length] ?? [];
}
