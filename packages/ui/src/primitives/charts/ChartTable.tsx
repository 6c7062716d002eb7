import { useId } from 'react';
import * as css from './charts.css';

export interface ChartTableColumn {
  readonly key: string;
  readonly header: string;
  /** Numbers align to the end. @default 'start' */
  readonly align?: 'start' | 'end';
}

/** The same data as the chart, as text: the first cell of each row is its row header. */
export interface ChartTableData {
  readonly caption: string;
  readonly columns: readonly ChartTableColumn[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * The chart's accessible alternative: a real `<table>` with a caption, column headers and row
 * headers, in a scrollable region that keyboard users can focus and scroll.
 */
export function ChartTable({ caption, columns, rows }: ChartTableData) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
    <section className={css.tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={css.table}>
        <caption id={captionId} className={css.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={css.headerCell}
                data-align={column.align ?? 'start'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // Two periods may share a label (bars by quarter): the row's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole, never reordered in place
            <tr key={rowIndex}>
              {row.map((value, index) => {
                const column = columns[index];
                const align = column?.align ?? 'start';
                return index === 0 ? (
                  <th key={column?.key ?? index} scope="row" className={css.cell} data-align={align}>
                    {value}
                  </th>
                ) : (
                  <td key={column?.key ?? index} className={css.cell} data-align={align}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
