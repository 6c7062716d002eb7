import {
  type AdminIndex,
  adminCallSpecs,
  createAdminIndex,
  type IndexCreateOptions,
  indexDefinitionPayload,
  indexFormValues,
  indexSavePayload,
  setCachedData,
  updateAdminIndex,
  useIndexIndustries,
  useIndexIndustryGroups,
  useIndexSubindustries,
} from '@cairn/api-client';
import {
  ADMIN_STATUSES,
  adminMessages,
  type IndexFormValues,
  indexDefinitionSchema,
  indexFormSchema,
  matchesAssetSearch,
} from '@cairn/domain';
import {
  Card,
  FieldRow,
  FormMultiSelect,
  FormSelect,
  FormTextField,
  Text,
  useErrorTarget,
  useSchemaForm,
} from '@cairn/ui';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { indexEditPath } from '../../shared/paths';
import { statusLabel, statusTone } from '../../shared/status';
import { IconImageField, nameOptions, selectOptions, ToolNumberField } from '../../shared/tool/fields';
import { ToolForm } from '../../shared/tool/ToolForm';
import { useToolSave } from '../../shared/tool/useToolSave';
import { AssetBreakdown } from './AssetBreakdown';
import { indicesTexts } from './copy';
import { FactorList, factorFieldName } from './FactorList';
import { useAssetBreakdown } from './useAssetBreakdown';

const texts = indicesTexts.form;

const ASCENDING_OPTIONS = [
  { id: '', label: texts.ascendingOptions.none },
  { id: 'true', label: texts.ascendingOptions.yes },
  { id: 'false', label: texts.ascendingOptions.no },
];
const ascendingValue = (id: string) => (id === '' ? null : id === 'true');
const ascendingId = (value: unknown) => (typeof value === 'boolean' ? String(value) : null);
// The API's ACTIVE / INACTIVE as values, each shown as the list's status badge in words ('Active'),
// not a raw value (issue 30).
const STATUS_OPTIONS = ADMIN_STATUSES.map((status) => ({
  id: status,
  label: statusLabel(status),
  tone: statusTone(status),
}));

export interface IndexFormProps {
  options: IndexCreateOptions;
  /** The index being edited, or `null` for a new one. */
  index: AdminIndex | null;
}

/** The classification lists; the sub-levels are the server's for the chosen sectors (doc 3 §2, §7). */
function Classification({ options }: { options: IndexCreateOptions }) {
  const sectors = useWatch<IndexFormValues, 'sectors'>({ name: 'sectors' });
  const bySectors = sectors !== undefined && sectors.length > 0 ? { sectors } : {};
  const industryGroups = useIndexIndustryGroups(bySectors);
  const industries = useIndexIndustries(bySectors);
  const subindustries = useIndexSubindustries(bySectors);
  const levels = [
    ['blockchains', texts.blockchains, options.blockchains],
    ['sectors', texts.sectors, options.sectors],
    ['industry_groups', texts.industryGroups, industryGroups.data],
    ['industries', texts.industries, industries.data],
    ['subindustries', texts.subindustries, subindustries.data],
  ] as const;
  const fields = levels.map(([name, label, names]) => (
    <FormMultiSelect
      key={name}
      name={name}
      label={label}
      placeholder={texts.search}
      options={nameOptions(names ?? [])}
    />
  ));
  return (
    <Card title={texts.classification} description={texts.classificationDescription}>
      <FieldRow>{fields.slice(0, 2)}</FieldRow>
      <FieldRow>{fields.slice(2)}</FieldRow>
    </Card>
  );
}

/**
 * The ranking (doc 3 §3, §5): metric, max assets and ascending, all or none. The all-or-none message
 * shows once a ranking field was touched.
 */
function Ranking({ options }: { options: IndexCreateOptions }) {
  const { control } = useFormContext<IndexFormValues>();
  const ranking = useWatch({ control, name: 'ranking' });
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'ranking' });
  const target = useErrorTarget('ranking');
  const allOrNone = rankingProblem(ranking);
  const shown = allOrNone !== null && (touchedFields.ranking !== undefined || isSubmitted);
  return (
    <Card title={texts.ranking} description={texts.rankingDescription}>
      <div ref={target} tabIndex={-1}>
        <FieldRow>
          <FormSelect
            name="ranking.factor_name"
            label={texts.metric}
            placeholder={texts.noMetric}
            options={[{ id: '', label: texts.noMetric }, ...selectOptions(options.ranking_metrics)]}
            toId={(value) => (typeof value === 'string' ? value : null)}
          />
          <ToolNumberField name="ranking.cutoff" label={texts.maxAssets} />
          <FormSelect
            name="ranking.ascending"
            label={texts.ascending}
            placeholder={texts.ascendingOptions.none}
            options={ASCENDING_OPTIONS}
            toValue={ascendingValue}
            toId={ascendingId}
          />
        </FieldRow>
      </div>
      {/* Hidden while empty: an empty block still took the card's gap, 16 px more under the fields. */}
      <div role="alert" hidden={!shown}>
        {shown ? (
          <Text size="sm" tone="danger">
            {allOrNone}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

/** The ranking's own message (not its fields'), or `null`. */
function rankingProblem(ranking: IndexFormValues['ranking'] | undefined): string | null {
  const result = indexFormSchema.shape.ranking.safeParse(ranking);
  return result.success
    ? null
    : (result.error.issues.find((issue) => issue.path.length === 0)?.message ?? null);
}

/**
 * The Index Creation Tool's form (doc 3 §2, §3, §5): details, classification, ranking (all or
 * none), off-chain and on-chain factors, weighting methodology and excluded assets, with Save and
 * the live asset breakdown beside them. Saving creates or updates (by id); a new index then opens
 * as the one to update.
 */
export function IndexForm({ options, index }: IndexFormProps) {
  const [, navigate] = useLocation();
  const form = useSchemaForm(indexFormSchema, {
    defaultValues: indexFormValues(index),
  });
  // The breakdown of the definition, live (doc 3 §2), once the definition is valid.
  const definition = indexDefinitionSchema.safeParse(useWatch({ control: form.control }));
  const { breakdown, show } = useAssetBreakdown(
    definition.success ? indexDefinitionPayload(definition.data) : null,
    index?.asset_weights ?? null,
  );
  const save = useToolSave(
    'index',
    { create: createAdminIndex, update: updateAdminIndex },
    async (saved, kind) => {
      show(saved.asset_weights);
      form.reset(indexFormValues(saved));
      if (kind === 'create') {
        await setCachedData(adminCallSpecs.getAdminIndex, { id: saved.id }, saved);
        navigate(indexEditPath(saved.id), { replace: true });
      }
    },
  );
  const assetOptions = options.assets.map((asset) => ({
    ...asset,
    id: asset.symbol,
    label: `${asset.symbol} (${asset.name})`,
  }));

  return (
    <ToolForm
      form={form}
      schema={indexFormSchema}
      onSubmit={async (values) => {
        const payload = indexSavePayload<File>(values);
        await (index === null ? save.create(payload) : save.update({ id: index.id, ...payload }));
      }}
      isSaving={save.isSaving}
      ready={index === null ? texts.ready.create : texts.ready.update}
      rowFieldName={factorFieldName}
      aside={<AssetBreakdown breakdown={breakdown} />}
    >
      <Card title={texts.details}>
        {/* Thirds, like the Classification and Ranking rows below: the Status select shows its whole placeholder at 1280 px. */}
        <FieldRow>
          <FormTextField name="name" label={texts.name} isRequired />
          <FormTextField name="ticker" label={texts.ticker} isRequired />
          <FormSelect
            name="status"
            label={texts.status}
            placeholder={texts.statusPlaceholder}
            options={STATUS_OPTIONS}
            isRequired
          />
        </FieldRow>
        <FormTextField name="description" label={texts.description} rows={3} />
        <FormTextField name="about" label={texts.about} rows={3} />
        <IconImageField current={index?.details.icon_image ?? null} />
      </Card>
      <Classification options={options} />
      <Ranking options={options} />
      <FactorList name="off_chain_factors" metrics={options.off_chain_factors} />
      <FactorList name="on_chain_factors" metrics={options.on_chain_factors} />
      <Card title={texts.weighting} description={texts.weightingDescription}>
        <FieldRow>
          <FormSelect
            name="weighting"
            label={texts.weightingMethodology}
            placeholder={texts.weightingPlaceholder}
            options={selectOptions(options.weighting_methodologies)}
            isRequired
          />
          <FormMultiSelect
            name="excluded_assets"
            label={texts.excludedAssets}
            placeholder={texts.assetSearch}
            options={assetOptions}
            filter={matchesAssetSearch}
            messages={{ noMatches: adminMessages.noAssetsFound }}
          />
        </FieldRow>
      </Card>
    </ToolForm>
  );
}
