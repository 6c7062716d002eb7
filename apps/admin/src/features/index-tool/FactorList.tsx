import type { AdminOption } from '@cairn/api-client';
import { FACTOR_TYPES } from '@cairn/domain';
import { Button } from '@cairn/ui';
import { type Control, useFieldArray } from 'react-hook-form';
import { section, sectionTitle } from '../../pages/page.css';
import { FormNumberField, FormSelect } from '../form/fields';
import { formFooter, list, listRow } from '../form/form.css';
import { type IndexValues, NEW_FACTOR } from './indexFormValues';

/** The factor rows' words (doc 3 §3, §5 name the fields: metric, strictness, min, max, lookback days). */
export const factorTexts = {
  metric: 'Metric',
  metricPlaceholder: 'Select a metric',
  strictness: 'Strictness',
  strictnessPlaceholder: 'Hard or soft',
  min: 'Min',
  max: 'Max',
  lookback: 'Lookback (days)',
  remove: 'Remove',
  strictnessLabels: { hard: 'Hard', soft: 'Soft' },
} as const;

const STRICTNESS_OPTIONS = FACTOR_TYPES.map((type) => ({
  id: type,
  label: factorTexts.strictnessLabels[type],
}));

export interface FactorListProps {
  control: Control<IndexValues>;
  name: 'off_chain_factors' | 'on_chain_factors';
  /** The section's heading, e.g. 'Off-Chain Factors'. */
  title: string;
  /** The add button's text, e.g. 'Add Off-Chain Factor'. */
  addLabel: string;
  /** The factors this list may use. */
  metrics: readonly AdminOption[];
}

/**
 * An editable list of off-chain or on-chain factors (doc 3 §3): each a metric, a strictness (hard
 * or soft), a min and/or a max, and a lookback in days, with the schema's messages ('Metric is
 * required', 'Strictness is required', 'Min or Max is required', doc 3 §5).
 */
export function FactorList({ control, name, title, addLabel, metrics }: FactorListProps) {
  const factors = useFieldArray({ control, name });
  const metricOptions = metrics.map((metric) => ({ id: metric.value, label: metric.label }));
  const headingId = `${name}-title`;
  return (
    <section aria-labelledby={headingId} className={section}>
      <h2 id={headingId} className={sectionTitle}>
        {title}
      </h2>
      {factors.fields.length === 0 ? null : (
        <ul className={list}>
          {factors.fields.map((entry, position) => (
            <li key={entry.id} className={listRow}>
              <FormSelect
                control={control}
                name={`${name}.${position}.factor_name`}
                label={factorTexts.metric}
                placeholder={factorTexts.metricPlaceholder}
                options={metricOptions}
                isRequired
              />
              <FormSelect
                control={control}
                name={`${name}.${position}.factor_type`}
                label={factorTexts.strictness}
                placeholder={factorTexts.strictnessPlaceholder}
                options={STRICTNESS_OPTIONS}
                isRequired
              />
              <FormNumberField control={control} name={`${name}.${position}.min`} label={factorTexts.min} />
              <FormNumberField control={control} name={`${name}.${position}.max`} label={factorTexts.max} />
              <FormNumberField
                control={control}
                name={`${name}.${position}.min_days`}
                label={factorTexts.lookback}
              />
              <Button variant="secondary" onPress={() => factors.remove(position)}>
                {factorTexts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={formFooter}>
        <Button variant="secondary" onPress={() => factors.append(NEW_FACTOR, { shouldFocus: false })}>
          {addLabel}
        </Button>
      </div>
    </section>
  );
}
