import type { AdminOption } from '@cairn/api-client';
import { FACTOR_TYPES, type IndexFormValues, NEW_INDEX_FACTOR } from '@cairn/domain';
import { Card, EditableList, FormSelect } from '@cairn/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { selectOptions, ToolNumberField } from '../../shared/tool/fields';
import { indicesTexts } from './copy';

const texts = indicesTexts.factors;

/** A list's words: the same for both kinds of factor (doc 3 §3), but for the kind and its data. */
const listTexts = (kind: 'Off-Chain' | 'On-Chain', data: string) => ({
  title: `${kind} Factors`,
  description: `${data} an asset must meet: a min, a max or both, over a lookback.`,
  rowName: `${kind.toLowerCase()} factor`,
  addLabel: `Add ${kind} Factor`,
  emptyText: `No ${kind.toLowerCase()} factor: every asset passes.`,
});

const LISTS = {
  off_chain_factors: listTexts('Off-Chain', 'Market data'),
  on_chain_factors: listTexts('On-Chain', 'Network data'),
} as const;

const STRICTNESS_OPTIONS = FACTOR_TYPES.map((type) => ({ id: type, label: texts.strictnessLabels[type] }));

const COLUMNS = [
  { label: texts.metric, width: 'minmax(0, 2fr)' },
  { label: texts.strictness, width: 'minmax(0, 1.25fr)' },
  { label: texts.min },
  { label: texts.max },
  { label: texts.lookback },
];

const FIELD_LABELS: Readonly<Record<string, string>> = {
  factor_name: texts.metric,
  factor_type: texts.strictness,
  min: texts.min,
  max: texts.max,
  min_days: texts.lookback,
};

/**
 * The Save checklist's name for a factor row's field, as the other fields are named (by label),
 * with its row: 'Metric, off-chain factor 1'.
 */
export const factorFieldName = (list: string, field: string, position: number) => {
  const label = FIELD_LABELS[field];
  return list in LISTS && label !== undefined
    ? `${label}, ${LISTS[list as keyof typeof LISTS].rowName} ${position + 1}`
    : undefined;
};

export interface FactorListProps {
  name: keyof typeof LISTS;
  /** The factors this list may use. */
  metrics: readonly AdminOption[];
}

/**
 * An editable list of off-chain or on-chain factors (doc 3 §3), one row each: a metric, a strictness
 * (hard or soft), a min and/or a max, and a lookback in days, with the schema's messages ('Metric is
 * required', 'Strictness is required', 'Min or Max is required', doc 3 §5).
 */
export function FactorList({ name, metrics }: FactorListProps) {
  const { title, description, rowName, addLabel, emptyText } = LISTS[name];
  const { control, getFieldState, trigger } = useFormContext<IndexFormValues>();
  const factors = useFieldArray({ control, name });
  // 'Min or Max is required' is one rule over two fields: a number typed into either settles the
  // other's message too, so no stale message stays under the field beside it.
  const settle = (field: `${typeof name}.${number}.${'min' | 'max'}`) => {
    if (getFieldState(field).error !== undefined) void trigger(field);
  };
  return (
    <Card title={title} description={description}>
      <EditableList
        aria-label={title}
        columns={COLUMNS}
        items={factors.fields}
        removeLabel={(_factor, position) => texts.remove(rowName, position)}
        onRemove={factors.remove}
        addLabel={addLabel}
        onAdd={() => factors.append(NEW_INDEX_FACTOR)}
        emptyState={emptyText}
      >
        {(_factor, position) => (
          <>
            <FormSelect
              name={`${name}.${position}.factor_name`}
              aria-label={texts.metric}
              placeholder={texts.metricPlaceholder}
              options={selectOptions(metrics)}
            />
            <FormSelect
              name={`${name}.${position}.factor_type`}
              aria-label={texts.strictness}
              placeholder={texts.strictnessPlaceholder}
              options={STRICTNESS_OPTIONS}
            />
            <ToolNumberField
              name={`${name}.${position}.min`}
              aria-label={texts.min}
              onChange={() => settle(`${name}.${position}.max`)}
            />
            <ToolNumberField
              name={`${name}.${position}.max`}
              aria-label={texts.max}
              onChange={() => settle(`${name}.${position}.min`)}
            />
            <ToolNumberField name={`${name}.${position}.min_days`} aria-label={texts.lookback} />
          </>
        )}
      </EditableList>
    </Card>
  );
}
