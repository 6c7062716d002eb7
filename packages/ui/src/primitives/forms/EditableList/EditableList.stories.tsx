import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from '../../controls/NumberField/NumberField';
import { Select } from '../../controls/Select/Select';
import { EditableList } from './EditableList';

interface IndexRow {
  readonly id: string;
  readonly index: string | null;
  readonly weight: number;
}

const INDICES = [
  { id: 'clc', label: 'Cairn Large Cap (CLC)' },
  { id: 'cdefi', label: 'Cairn DeFi Index (CDEFI)' },
  { id: 'cmom', label: 'Cairn Momentum (CMOM)' },
];

const COLUMNS = [
  { label: 'Index', width: 'minmax(0, 3fr)' },
  { label: 'Weight (%)', width: 'minmax(0, 1fr)' },
];

function ModelIndices({
  initial,
  onRemove,
}: {
  initial: readonly IndexRow[];
  onRemove?: (index: number) => void;
}) {
  const [rows, setRows] = useState(initial);
  const [next, setNext] = useState(initial.length + 1);
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.weight) ? row.weight : 0), 0);
  const update = (position: number, change: Partial<IndexRow>) =>
    setRows((current) => current.map((row, i) => (i === position ? { ...row, ...change } : row)));
  return (
    <div style={{ width: 640 }}>
      <EditableList
        aria-label="Indices"
        columns={COLUMNS}
        items={rows}
        removeLabel={(_row, position) => `Remove index ${position + 1}`}
        onRemove={(position) => {
          onRemove?.(position);
          setRows((current) => current.filter((_row, i) => i !== position));
        }}
        addLabel="Add Index"
        onAdd={() => {
          setRows((current) => [...current, { id: `row-${next}`, index: null, weight: Number.NaN }]);
          setNext((n) => n + 1);
        }}
        emptyState="No indices yet: add one, then give it a weight."
        summary={<span style={{ fontVariantNumeric: 'tabular-nums' }}>Total: {total}%</span>}
        errorMessage={rows.length > 0 && total !== 100 ? 'Index weights must sum to 100' : null}
      >
        {(row, position) => (
          <>
            <Select
              aria-label="Index"
              placeholder="Select an index"
              options={INDICES}
              value={row.index}
              onChange={(key) => update(position, { index: key === null ? null : String(key) })}
            />
            <NumberField
              aria-label="Weight (%)"
              showSteppers={false}
              value={row.weight}
              onChange={(weight) => update(position, { weight })}
            />
          </>
        )}
      </EditableList>
    </div>
  );
}

const TWO_ROWS: IndexRow[] = [
  { id: 'a', index: 'clc', weight: 60 },
  { id: 'b', index: 'cdefi', weight: 40 },
];

const meta = {
  title: 'Primitives/Forms/EditableList',
  component: EditableList<IndexRow>,
  args: {
    'aria-label': 'Indices',
    columns: COLUMNS,
    items: TWO_ROWS,
    children: (row) => (
      <>
        <Select aria-label="Index" options={INDICES} value={row.index} />
        <NumberField aria-label="Weight (%)" showSteppers={false} value={row.weight} />
      </>
    ),
    removeLabel: (_row, position) => `Remove index ${position + 1}`,
    onRemove: fn(),
    addLabel: 'Add Index',
    onAdd: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'An editable list as rows: headings once, field beside field, a quiet remove icon button at the end of each row. Bind its rows to react-hook-form with `useFieldArray` and the Form* bindings (with `aria-label` set to the column heading).',
      },
    },
  },
} satisfies Meta<typeof EditableList<IndexRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two indices that add up: one row each, the headings once, the total beside the add button. */
export const Rows: Story = {
  render: () => <ModelIndices initial={TWO_ROWS} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Indices' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    // Field, field, remove button: all on the row's one line.
    const [first] = rows;
    if (!first) throw new Error('no row');
    const middle = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const remove = within(first).getByRole('button', { name: 'Remove index 1' });
    await expect(middle(remove)).toBe(middle(within(first).getByRole('textbox', { name: 'Weight (%)' })));
    await expect(canvas.getByText('Total: 100%')).toBeVisible();
    await expect(canvas.queryByText('Index weights must sum to 100')).toBeNull();
  },
};

/** Removing a row moves focus to the remove button now in its place; the list's rule speaks at once. */
export const RemoveKeepsFocus: Story = {
  render: () => <ModelIndices initial={TWO_ROWS} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove index 1' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove index 1' })).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Index weights must sum to 100');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Index' })).toHaveFocus());
    await expect(canvas.getByText('No indices yet: add one, then give it a weight.')).toBeVisible();
  },
};

/** The add button adds an empty row at the end, with the keyboard alone. */
export const AddWithKeyboard: Story = {
  render: () => <ModelIndices initial={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listitem')).toBeNull();
    canvas.getByRole('button', { name: 'Add Index' }).focus();
    await userEvent.keyboard('{Enter}');
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Remove index 1' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Weight (%)' })).toHaveValue('');
  },
};

const removed = fn();

/** The remove button reports the row's position; focus stays on the list. */
export const ReportsTheRow: Story = {
  render: () => <ModelIndices initial={TWO_ROWS} onRemove={removed} />,
  beforeEach: () => {
    removed.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove index 2' }));
    await expect(removed).toHaveBeenCalledWith(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove index 1' })).toHaveFocus());
  },
};
