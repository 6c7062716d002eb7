import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Column, type ColumnProps, Columns } from '../Columns/Columns';

export interface FieldRowProps {
  /** The fields, side by side in this order; `null` and `false` (a field not shown) take no place. */
  children: ReactNode;
  /** Each field's share of the row, in order. @default equal shares, whatever the count */
  widths?: readonly NonNullable<ColumnProps['width']>[];
}

/**
 * Related short fields side by side on one row (DESIGN.md "Forms": City / State / Zip), 16 px apart
 * and stacked on narrow screens: `Columns` with a `Column` around each field. Equal shares line up
 * with the fractions of other rows (a half is two quarters and the gap between them).
 */
export function FieldRow({ children, widths }: FieldRowProps) {
  const fields = Children.toArray(children).filter(isValidElement) as ReactElement[];
  return (
    <Columns space="16">
      {fields.map((field, position) => (
        <Column key={field.key} width={widths?.[position] ?? 'fill'}>
          {field}
        </Column>
      ))}
    </Columns>
  );
}
