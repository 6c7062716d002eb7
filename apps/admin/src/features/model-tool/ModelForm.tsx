import {
  type AdminModel,
  adminCallSpecs,
  createAdminModel,
  handleMutationError,
  type ModelCreateOptions,
  setCachedData,
  updateAdminModel,
} from '@cairn/api-client';
import {
  activeManagementSectionTitle,
  adminSaveKind,
  adminSaveToast,
  EMPTY_ACTIVE_MANAGEMENT,
  indexWeightTotal,
  modelFormSchema,
  strategyOptionsForProduct,
} from '@cairn/domain';
import { Button, Table, type TableColumn, useToaster } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { section, sectionTitle } from '../../pages/page.css';
import { modelEditPath } from '../../routes';
import { FormMessage } from '../form/FormMessage';
import { FormNumberField, FormSelect, FormTextField } from '../form/fields';
import { fieldGrid, formFooter, formStack, list, listRow, total } from '../form/form.css';
import { FormIconImage } from '../form/pickers';
import { messagesAt } from '../issues';
import { type ModelSchema, type ModelValues, modelFormValues, modelSavePayload } from './modelFormValues';

/** The Model Creation Tool's own words (doc 3 §2 names the fields; the labels are the project's). */
export const modelToolTexts = {
  details: 'Model',
  name: 'Model Name',
  description: 'Description',
  objective: 'Objective',
  product: 'Product',
  productPlaceholder: 'Select a product',
  driftThreshold: 'Drift Threshold',
  rebalancePeriod: 'Rebalance Period (days)',
  indices: 'Indices',
  index: 'Index',
  indexPlaceholder: 'Select an index',
  weight: 'Weight (%)',
  addIndex: 'Add Index',
  removeIndex: 'Remove',
  total: (sum: string) => `Total: ${sum}%`,
  strategy: 'Strategy',
  strategyPlaceholder: 'Select a strategy',
  maxTrackingError: 'Maximum Tracking Error',
  maxDeviation: 'Maximum Deviation',
  trackingError: 'Tracking Error',
  save: 'Save',
  assetWeights: 'Asset Weights',
  symbol: 'Symbol',
  benchmarkWeight: 'Benchmark Weight',
  strategyWeight: 'Strategy Weight',
} as const;

type AssetWeight = AdminModel['asset_weights'][number] & { readonly id: string };

const WEIGHT_COLUMNS: TableColumn<AssetWeight>[] = [
  { id: 'symbol', name: modelToolTexts.symbol, isRowHeader: true },
  { id: 'benchmark_weight', name: modelToolTexts.benchmarkWeight, align: 'end' },
  { id: 'strategy_weight', name: modelToolTexts.strategyWeight, align: 'end' },
];

export interface ModelFormProps {
  options: ModelCreateOptions;
  /** The model being edited, or `null` for a new one. */
  model: AdminModel | null;
}

/**
 * The Model Creation Tool's form (doc 3 §2, §3, §5): the model's fields, its indices with weights
 * summing to 100, and the active management section of its product ('Style Tilts' for SMART_BETA,
 * 'Target Tracking Error' for ALPHA, none for MARKET). Changing the product clears the settings.
 * Save stays disabled until the form is valid; saving creates or updates (by id) and shows the
 * asset weights the server computed.
 */
export function ModelForm({ options, model }: ModelFormProps) {
  const [, navigate] = useLocation();
  const { toast } = useToaster();
  const [assetWeights, setAssetWeights] = useState(model?.asset_weights ?? null);
  const form = useForm<ModelValues, unknown, z.output<ModelSchema>>({
    resolver: zodResolver(modelFormSchema),
    mode: 'onTouched',
    defaultValues: modelFormValues(model),
  });
  const { control } = form;
  const indices = useFieldArray({ control, name: 'index_data' });
  const values = useWatch({ control }) as ModelValues;
  const check = modelFormSchema.safeParse(values);
  const product = values.product;
  const sectionTitle_ = product === undefined ? null : activeManagementSectionTitle(product);
  const strategies = product === undefined ? [] : strategyOptionsForProduct(options.strategies, product);
  const indexOptions = options.indexes.map((index) => ({
    id: index.id,
    label: `${index.name} (${index.ticker})`,
  }));
  const listMessage = messagesAt(check, ['index_data'])[0];
  // The list's own rules show once its rows were touched or changed (added, removed).
  const { dirtyFields, touchedFields, isSubmitted } = form.formState;
  const listTouched =
    dirtyFields.index_data !== undefined || touchedFields.index_data !== undefined || isSubmitted;

  const save = form.handleSubmit(async (parsed) => {
    const modelId = model?.id ?? null;
    const payload = modelSavePayload(parsed);
    try {
      const saved =
        modelId === null ? await createAdminModel(payload) : await updateAdminModel({ modelId, ...payload });
      toast({ tone: 'success', message: adminSaveToast('model', adminSaveKind(modelId)) });
      setAssetWeights(saved.asset_weights);
      form.reset(modelFormValues(saved));
      if (modelId === null) {
        // From now on Save updates this model (doc 3 §4: saving with an id updates).
        await setCachedData(adminCallSpecs.getAdminModel, { modelId: saved.id }, saved);
        navigate(modelEditPath(saved.id), { replace: true });
      }
    } catch (error) {
      handleMutationError(error);
    }
  });

  return (
    <form noValidate onSubmit={save} className={formStack}>
      <section aria-labelledby="model-details" className={section}>
        <h2 id="model-details" className={sectionTitle}>
          {modelToolTexts.details}
        </h2>
        <div className={fieldGrid}>
          <FormTextField control={control} name="name" label={modelToolTexts.name} isRequired />
          <FormSelect
            control={control}
            name="product"
            label={modelToolTexts.product}
            placeholder={modelToolTexts.productPlaceholder}
            options={options.products.map((id) => ({ id, label: id }))}
            isRequired
            onChosen={(next) => {
              if (next !== product) {
                form.setValue('active_management_settings', EMPTY_ACTIVE_MANAGEMENT, {
                  shouldValidate: true,
                });
              }
            }}
          />
          <FormTextField control={control} name="description" label={modelToolTexts.description} />
          <FormTextField control={control} name="objective" label={modelToolTexts.objective} />
          <FormNumberField
            control={control}
            name="drift_threshold"
            label={modelToolTexts.driftThreshold}
            isRequired
          />
          <FormNumberField
            control={control}
            name="rebalance_period"
            label={modelToolTexts.rebalancePeriod}
            isRequired
          />
        </div>
        <FormIconImage control={control} name="icon_image" current={model?.model.icon_image ?? null} />
      </section>

      <section aria-labelledby="model-indices" className={section}>
        <h2 id="model-indices" className={sectionTitle}>
          {modelToolTexts.indices}
        </h2>
        <ul className={list}>
          {indices.fields.map((entry, position) => (
            <li key={entry.id} className={listRow}>
              <FormSelect
                control={control}
                name={`index_data.${position}.index`}
                label={modelToolTexts.index}
                placeholder={modelToolTexts.indexPlaceholder}
                options={indexOptions}
                isRequired
              />
              <FormNumberField
                control={control}
                name={`index_data.${position}.weight`}
                label={modelToolTexts.weight}
                isRequired
              />
              <Button variant="secondary" onPress={() => indices.remove(position)}>
                {modelToolTexts.removeIndex}
              </Button>
            </li>
          ))}
        </ul>
        <div className={formFooter}>
          <Button
            variant="secondary"
            onPress={() => indices.append({ index: '', weight: Number.NaN }, { shouldFocus: false })}
          >
            {modelToolTexts.addIndex}
          </Button>
          <span className={total}>{modelToolTexts.total(indexWeightTotalOf(values.index_data))}</span>
        </div>
        <FormMessage message={listTouched ? listMessage : null} />
      </section>

      {sectionTitle_ === null ? null : (
        <section aria-labelledby="model-active-management" className={section}>
          <h2 id="model-active-management" className={sectionTitle}>
            {sectionTitle_}
          </h2>
          <div className={fieldGrid}>
            <FormSelect
              control={control}
              name="active_management_settings.strategy"
              label={modelToolTexts.strategy}
              placeholder={modelToolTexts.strategyPlaceholder}
              options={strategies.map((option) => ({ id: option.value, label: option.label }))}
              isRequired
            />
            <FormNumberField
              control={control}
              name="active_management_settings.tracking_error"
              label={
                product === 'SMART_BETA' ? modelToolTexts.maxTrackingError : modelToolTexts.trackingError
              }
              isRequired
            />
            {product === 'SMART_BETA' ? (
              <FormNumberField
                control={control}
                name="active_management_settings.max_deviation"
                label={modelToolTexts.maxDeviation}
                isRequired
              />
            ) : null}
          </div>
        </section>
      )}

      <div className={formFooter}>
        <Button type="submit" isDisabled={!check.success} isPending={form.formState.isSubmitting}>
          {modelToolTexts.save}
        </Button>
      </div>

      {assetWeights === null ? null : (
        <section aria-labelledby="model-asset-weights" className={section}>
          <h2 id="model-asset-weights" className={sectionTitle}>
            {modelToolTexts.assetWeights}
          </h2>
          <Table
            aria-label={modelToolTexts.assetWeights}
            columns={WEIGHT_COLUMNS}
            rows={assetWeights.map((weight) => ({ ...weight, id: weight.symbol }))}
          />
        </section>
      )}
    </form>
  );
}

/** The live total of the weights typed so far (empty weights count as 0). */
function indexWeightTotalOf(indexData: ModelValues['index_data'] | undefined): string {
  return indexWeightTotal(
    (indexData ?? []).map((entry) => {
      const weight = entry?.weight;
      return { weight: typeof weight === 'number' && Number.isFinite(weight) ? weight : 0 };
    }),
  );
}
