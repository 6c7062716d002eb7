import {
  type AdminModel,
  adminCallSpecs,
  createAdminModel,
  type ModelCreateOptions,
  modelFormValues,
  modelSavePayload,
  setCachedData,
  updateAdminModel,
} from '@cairn/api-client';
import {
  ADMIN_WEIGHT_DECIMALS,
  activeManagementSectionTitle,
  EMPTY_ACTIVE_MANAGEMENT,
  type ModelFormValues,
  modelFormSchema,
  NEW_MODEL_INDEX,
  productStyleLabel,
  strategyOptionsForProduct,
  typedIndexWeightTotal,
} from '@cairn/domain';
import {
  Card,
  EditableList,
  FieldRow,
  FormSelect,
  FormTextField,
  Percent,
  Table,
  type TableColumn,
  Text,
  useErrorTarget,
  useFormProblems,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { modelEditPath } from '../../shared/paths';
import { IconImageField, selectOptions, ToolNumberField } from '../../shared/tool/fields';
import { ToolForm } from '../../shared/tool/ToolForm';
import { listTotal } from '../../shared/tool/ToolForm.css';
import { useToolSave } from '../../shared/tool/useToolSave';
import { modelsTexts } from './copy';

const texts = modelsTexts.form;

type AssetWeight = AdminModel['asset_weights'][number] & { readonly id: string };

const WEIGHT_COLUMNS: TableColumn<AssetWeight>[] = [
  { id: 'symbol', name: texts.symbol, isRowHeader: true },
  {
    id: 'benchmark_weight',
    name: texts.benchmarkWeight,
    align: 'end',
    render: (row) => (
      <Percent value={row.benchmark_weight} scale="percent" decimals={ADMIN_WEIGHT_DECIMALS} />
    ),
  },
  {
    id: 'strategy_weight',
    name: texts.strategyWeight,
    align: 'end',
    render: (row) => <Percent value={row.strategy_weight} scale="percent" decimals={ADMIN_WEIGHT_DECIMALS} />,
  },
];

const INDEX_COLUMNS = [{ label: texts.index, width: 'minmax(0, 3fr)' }, { label: texts.weight }];

/**
 * The model's indices (doc 3 §2, §5): a row each (index, weight, remove icon), the running total,
 * and the list's own rule ('At least one index is required', 'Index weights must sum to 100') once
 * the list was touched or changed.
 */
function IndexList({ options }: { options: ModelCreateOptions }) {
  const { control } = useFormContext<ModelFormValues>();
  const indices = useFieldArray({ control, name: 'index_data' });
  const indexData = useWatch({ control, name: 'index_data' });
  const { dirtyFields, touchedFields, isSubmitted } = useFormState({ control, name: 'index_data' });
  const problem = useFormProblems(modelFormSchema).find((entry) => entry.name === 'index_data');
  const target = useErrorTarget('index_data');
  const shown = dirtyFields.index_data !== undefined || touchedFields.index_data !== undefined || isSubmitted;
  const indexOptions = options.indexes.map((index) => ({
    id: index.id,
    label: `${index.name} (${index.ticker})`,
  }));
  return (
    <Card title={texts.indices} description={texts.indicesDescription}>
      <EditableList
        aria-label={texts.indices}
        columns={INDEX_COLUMNS}
        items={indices.fields}
        removeLabel={(_entry, position) => texts.removeIndex(position)}
        onRemove={indices.remove}
        addLabel={texts.addIndex}
        onAdd={() => indices.append({ ...NEW_MODEL_INDEX })}
        emptyState={texts.noIndex}
        summary={
          <span className={listTotal}>
            <Text as="span" size="sm" weight="medium" tabularNums>
              {texts.total(typedIndexWeightTotal(indexData))}
            </Text>
          </span>
        }
        errorMessage={shown ? problem?.message : null}
        listRef={target}
      >
        {(_entry, position) => (
          <>
            <FormSelect
              name={`index_data.${position}.index`}
              aria-label={texts.index}
              placeholder={texts.indexPlaceholder}
              options={indexOptions}
            />
            <ToolNumberField name={`index_data.${position}.weight`} aria-label={texts.weight} />
          </>
        )}
      </EditableList>
    </Card>
  );
}

/** The Save checklist's name for an index row's field: 'Index, row 1', 'Weight (%), row 1'. */
const indexRowFieldName = (list: string, field: string, position: number) =>
  list !== 'index_data'
    ? undefined
    : texts.rowField(field === 'index' ? texts.index : texts.weight, position);

/**
 * The product's active management (doc 3 §2): 'Style Tilts' for SMART_BETA (strategy, maximum
 * tracking error, maximum deviation), 'Target Tracking Error' for ALPHA (strategy, tracking error),
 * nothing for MARKET. The strategies offered are the product's.
 */
function ActiveManagement({ options }: { options: ModelCreateOptions }) {
  const product = useWatch<ModelFormValues, 'product'>({ name: 'product' });
  const title = product === undefined ? null : activeManagementSectionTitle(product);
  if (product === undefined || title === null) return null;
  const strategies = strategyOptionsForProduct(options.strategies, product);
  const smartBeta = product === 'SMART_BETA';
  return (
    <Card title={title} description={texts.activeManagementDescription}>
      {/* The strategy's labels run to 31 characters ('Smart Beta: Size (smaller caps)'): in a
          third of the card they were cut at 1280 px. It takes two thirds of its own row; the
          percentages go under it in thirds, on the Drift Threshold row's column edges. */}
      <FieldRow widths={['2/3']}>
        <FormSelect
          name="active_management_settings.strategy"
          label={texts.strategy}
          placeholder={texts.strategyPlaceholder}
          options={selectOptions(strategies)}
          isRequired
        />
      </FieldRow>
      <FieldRow widths={['1/3', '1/3']}>
        <ToolNumberField
          name="active_management_settings.tracking_error"
          label={smartBeta ? texts.maxTrackingError : texts.trackingError}
          suffix={texts.percentUnit}
          isRequired
        />
        {smartBeta ? (
          <ToolNumberField
            name="active_management_settings.max_deviation"
            label={texts.maxDeviation}
            suffix={texts.percentUnit}
            isRequired
          />
        ) : null}
      </FieldRow>
    </Card>
  );
}

export interface ModelFormProps {
  options: ModelCreateOptions;
  /** The model being edited, or `null` for a new one. */
  model: AdminModel | null;
}

/**
 * The Model Creation Tool's form (doc 3 §2, §3, §5): the model's fields, its indices with weights
 * summing to 100, and the active management of its product. Changing the product clears the
 * settings. Save stays disabled until the form is valid, saying what is missing; saving creates or
 * updates (by id) and shows the asset weights the server computed under the form (three columns
 * need the form's width).
 */
export function ModelForm({ options, model }: ModelFormProps) {
  const [, navigate] = useLocation();
  const [assetWeights, setAssetWeights] = useState(model?.asset_weights ?? null);
  const form = useSchemaForm(modelFormSchema, {
    defaultValues: modelFormValues(model),
  });
  const product = useWatch({ control: form.control, name: 'product' });
  const save = useToolSave(
    'model',
    { create: createAdminModel, update: updateAdminModel },
    async (saved, kind) => {
      setAssetWeights(saved.asset_weights);
      form.reset(modelFormValues(saved));
      if (kind === 'create') {
        // From now on Save updates this model (doc 3 §4: saving with an id updates).
        await setCachedData(adminCallSpecs.getAdminModel, { modelId: saved.id }, saved);
        navigate(modelEditPath(saved.id), { replace: true });
      }
    },
  );

  return (
    <ToolForm
      form={form}
      schema={modelFormSchema}
      onSubmit={async (values) => {
        const payload = modelSavePayload<File>(values);
        await (model === null ? save.create(payload) : save.update({ modelId: model.id, ...payload }));
      }}
      isSaving={save.isSaving}
      ready={model === null ? texts.ready.create : texts.ready.update}
      rowFieldName={indexRowFieldName}
    >
      <Card title={texts.details}>
        <FieldRow>
          <FormTextField name="name" label={texts.name} isRequired />
          <FormSelect
            name="product"
            label={texts.product}
            placeholder={texts.productPlaceholder}
            options={options.products.map((name) => ({ id: name, label: productStyleLabel(name) }))}
            isRequired
            onChange={(next) => {
              if (next !== product) {
                // The new settings show plain until they are left or Save is pressed (issue 30):
                // validated at once only after a Save attempt; else the old settings' errors go.
                const { isSubmitted } = form.formState;
                form.setValue(
                  'active_management_settings',
                  { ...EMPTY_ACTIVE_MANAGEMENT },
                  { shouldValidate: isSubmitted },
                );
                if (!isSubmitted) form.clearErrors('active_management_settings');
              }
            }}
          />
        </FieldRow>
        <FormTextField name="description" label={texts.description} rows={3} />
        <FormTextField name="objective" label={texts.objective} rows={3} />
        {/* Two short numbers side by side, each filling a third of the row (their labels on one line
            at 1280 px), not capped inside half a row each with a gap between them. */}
        <FieldRow widths={['1/3', '1/3']}>
          <ToolNumberField
            name="drift_threshold"
            label={texts.driftThreshold}
            suffix={texts.percentUnit}
            isRequired
          />
          <ToolNumberField name="rebalance_period" label={texts.rebalancePeriod} isRequired />
        </FieldRow>
        <IconImageField current={model?.model.icon_image ?? null} />
      </Card>
      <IndexList options={options} />
      <ActiveManagement options={options} />
      {assetWeights === null ? null : (
        <Card title={texts.assetWeights} description={texts.assetWeightsDescription}>
          <Table
            aria-label={texts.assetWeights}
            columns={WEIGHT_COLUMNS}
            // Every row, in the page's one scroll: a capped box cut its last row in half.
            rows={assetWeights.map((weight) => ({ ...weight, id: weight.symbol }))}
          />
        </Card>
      )}
    </ToolForm>
  );
}
