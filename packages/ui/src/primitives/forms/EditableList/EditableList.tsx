import { Plus, Trash2 } from 'lucide-react';
import { type CSSProperties, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import * as styles from './EditableList.css';

/** One column of an {@link EditableList}. */
export interface EditableListColumn {
  /** The heading shown once above the rows. Name each row's field with it too (`aria-label`). */
  label: string;
  /** Its grid track, e.g. `2fr` or `9rem`. @default 'minmax(0, 1fr)' */
  width?: string;
}

export interface EditableListProps<T extends { readonly id: Key }> {
  /** Names the list, e.g. 'Indices'. */
  'aria-label': string;
  /** The columns, in the order of each row's fields. */
  columns: readonly EditableListColumn[];
  /** The rows (react-hook-form's `useFieldArray` fields fit). */
  items: readonly T[];
  /** A row's fields, one per column, in order (a fragment of kit fields). */
  children: (item: T, index: number) => ReactNode;
  /** The remove button's accessible name for a row, e.g. 'Remove index 2'. */
  removeLabel: (item: T, index: number) => string;
  onRemove: (index: number) => void;
  /** The add button's text, e.g. 'Add Index'. */
  addLabel: string;
  onAdd: () => void;
  /** Shown in place of the rows when there are none: what a row is for. */
  emptyState?: ReactNode;
  /** Right of the add button: a running total, a count. */
  summary?: ReactNode;
  /** The list's own problem ('Index weights must sum to 100'), announced when it appears. */
  errorMessage?: string | null | undefined;
  /**
   * The list element, focusable from script (`tabIndex={-1}`): a form's error target for the list's
   * own problem (`useErrorTarget`).
   */
  listRef?: Ref<HTMLUListElement>;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * An editable list as rows (DESIGN.md "Admin": field, field, remove icon button on one line): the
 * column headings once above hairline rows, a quiet remove button at the end of each row, and the
 * add button under them with an optional summary. When a row is removed, focus moves to the remove
 * button now in its place (or the one before it, or the add button), so it is never lost.
 *
 * Selectors: root `[data-empty]`; each row `[data-row]`; remove buttons `[data-remove]`.
 */
export function EditableList<T extends { readonly id: Key }>({
  'aria-label': ariaLabel,
  columns,
  items,
  children,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  emptyState,
  summary,
  errorMessage,
  listRef,
  isDisabled = false,
  className,
}: EditableListProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const [removed, setRemoved] = useState<number | null>(null);
  const template = `${columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' ')} 2.5rem`;
  const tracks = { [styles.COLUMNS_VAR]: template } as CSSProperties;

  useEffect(() => {
    if (removed === null) return;
    setRemoved(null);
    const buttons = root.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    const next = buttons[Math.min(removed, buttons.length - 1)];
    (next ?? root.current?.querySelector<HTMLElement>('[data-add]'))?.focus();
  }, [removed]);

  return (
    <div ref={root} className={cx(styles.root, className)} data-empty={items.length === 0 || undefined}>
      {items.length === 0 ? null : (
        // The headings are what each row's fields are named: read once per field, not as a row.
        <div className={styles.header} style={tracks} aria-hidden="true">
          {columns.map((column) => (
            <span key={column.label} className={styles.headerCell}>
              {column.label}
            </span>
          ))}
        </div>
      )}
      <ul
        ref={listRef}
        tabIndex={listRef === undefined ? undefined : -1}
        aria-label={ariaLabel}
        className={styles.list}
      >
        {items.map((item, index) => (
          <li key={item.id} className={styles.row} style={tracks} data-row="">
            {children(item, index)}
            <Button
              variant="ghost"
              className={styles.remove}
              aria-label={removeLabel(item, index)}
              isDisabled={isDisabled}
              data-remove=""
              onPress={() => {
                onRemove(index);
                setRemoved(index);
              }}
            >
              <Icon icon={Trash2} size="md" />
            </Button>
          </li>
        ))}
      </ul>
      {items.length === 0 && emptyState !== undefined ? <p className={styles.empty}>{emptyState}</p> : null}
      <p role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </p>
      <div className={styles.footer}>
        <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={onAdd} data-add="">
          <Icon icon={Plus} />
          {addLabel}
        </Button>
        {summary}
      </div>
    </div>
  );
}
