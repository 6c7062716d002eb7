// The investor app's interaction figures. Its pages are not built yet: each measure keeps its
// place in the report until it is written (then it is one function here, like the others).
import { type Figure, notMeasured } from './report';

const PENDING = 'the page does not exist yet';

/** Portfolio editor: time from a weight-slider input to the next paint, p95, with 10 investments. */
export async function weightSliderInputToPaint(): Promise<Figure[]> {
  return [notMeasured('weight slider: input-to-paint p95, 10 investments', PENDING)];
}

/** Activity: sorting a table of 10,000 transactions by a column, until the sorted rows paint. */
export async function transactionsTableSort(): Promise<Figure[]> {
  return [notMeasured('transactions table: sort 10,000 rows', PENDING)];
}
