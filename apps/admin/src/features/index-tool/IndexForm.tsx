import {
  type AdminIndex,
  adminCallSpecs,
  createAdminIndex,
  type IndexCreateOptions,
  setCachedData,
  updateAdminIndex,
  useIndexIndustries,
  useIndexIndustryGroups,
  useIndexSubindustries,
} from '@cairn/api-client';
import {
  ADMIN_STATUSES,
  ASSET_SEARCH_DEBOUNCE_MS,
  adminMessages,
  ICON_MEDIA_TYPES,
  type IndexFormValues,
  indexDefinitionPayload,
  indexDefinitionSchema,
  indexFormSchema,
  indexFormValues,
  indexSavePayload,
  matchesAssetSearch,
  validateIconImage,
} from '@cairn/domain';
import {
  Card,
  Column,
  Columns,
  FormImagePicker,
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormTextField,
  Text,
  useErrorTarget,
} from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { indexEditPath } from '../../routes';
import { NUMBER_INPUT } from '../tool/numberInput';
import { ToolForm } from '../tool/ToolForm';
import { useToolSave } from '../tool/useToolSave';
import { AssetBreakdown } from './AssetBreakdown';
import { FactorList } from './FactorList';
import { useAssetBreakdown } from './useAssetBreakdown';

/** The Index Creation Tool's own words (doc 3 §2, §3 name the fields; the labels are the project's). */
const texts = {
  details: 'Details',
  name: 'Index Name',
  ticker: 'Index Ticker',
  description: 'Description',
  about: 'About',
  status: 'Status',
  statusPlaceholder: 'Select a status',
  icon: 'Icon Image',
  iconDescription: 'A JPEG or PNG image, smaller than 9MB.',
  iconAlt: { current: 'Current icon', chosen: 'New icon' },
  classification: 'Classification',
  classificationDescription:
    'The industry groups, industries and subindustries offered follow the chosen sectors (all sectors when none is chosen).',
  blockchains: 'Blockchains',
  sectors: 'Sectors',
  industryGroups: 'Industry Groups',
  industries: 'Industries',
  subindustries: 'Subindustries',
  search: 'Type to search',
  ranking: 'Ranking',
  rankingDescription: 'Keep the top assets by a metric: fill all three, or none.',
  metric: 'Metric',
  noMetric: 'None',
  maxAssets: 'Max Assets',
  ascending: 'Ascending',
  ascendingOptions: { none: 'None', yes: 'Yes', no: 'No' },
  offChain: 'Off-Chain Factors',
  offChainDescription: 'Market data an asset must meet: a min, a max or both, over a lookback.',
  offChainRow: 'off-chain factor',
  addOffChain: 'Add Off-Chain Factor',
  noOffChain: 'No off-chain factor: every asset passes.',
  onChain: 'On-Chain Factors',
  onChainDescription: 'Network data an asset must meet: a min, a max or both, over a lookback.',
  onChainRow: 'on-chain factor',
  addOnChain: 'Add On-Chain Factor',
  noOnChain: 'No on-chain factor: every asset passes.',
  weighting: 'Weighting and Exclusions',
  weightingDescription: 'How the chosen assets are weighted, and the assets left out whatever the rules say.',
  weightingMethodology: 'Weighting Methodology',
  weightingPlaceholder: 'Select a methodology',
  excludedAssets: 'Excluded Assets',
  assetSearch: 'Search by symbol or name',
  ready: { create: 'Save creates the index.', update: 'Save updates the index.' },
} as const;

const ASCENDING_OPTIONS = [
  { id: '', label: texts.ascendingOptions.none },
  { id: 'true', label: texts.ascendingOptions.yes },
  { id: 'false', label: texts.ascendingOptions.no },
];
const ascendingValue = (id: string) => (id === '' ? null : id === 'true');
const ascendingId = (value: unknown) => (typeof value === 'boolean' ? String(value) : null);
const STATUS_OPTIONS = ADMIN_STATUSES.map((status) => ({ id: status, label: status }));
const nameOptions = (names: readonly string[]) => names.map((name) => ({ id: name, label: name }));

type IndexSchema = typeof indexFormSchema;

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
    ['industry_groups', texts.industryGroups, industryGroups.data],
    ['industries', texts.industries, industries.data],
    ['subindustries', texts.subindustries, subindustries.data],
  ] as const;
  return (
    <Card title={texts.classification} description={texts.classificationDescription}>
      <Columns space="16">
        <Column width="1/2">
          <FormMultiSelect
            name="blockchains"
            label={texts.blockchains}
            placeholder={texts.search}
            options={nameOptions(options.blockchains)}
          />
        </Column>
        <Column width="1/2">
          <FormMultiSelect
            name="sectors"
            label={texts.sectors}
            placeholder={texts.search}
            options={nameOptions(options.sectors)}
          />
        </Column>
      </Columns>
      <Columns space="16">
        {levels.map(([name, label, names]) => (
          <Column key={name} width="1/3">
            <FormMultiSelect
              name={name}
              label={label}
              placeholder={texts.search}
              options={nameOptions(names ?? [])}
            />
          </Column>
        ))}
      </Columns>
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
        <Columns space="16">
          <Column width="1/3">
            <FormSelect
              name="ranking.factor_name"
              label={texts.metric}
              placeholder={texts.noMetric}
              options={[
                { id: '', label: texts.noMetric },
                ...options.ranking_metrics.map((metric) => ({ id: metric.value, label: metric.label })),
              ]}
              toId={(value) => (typeof value === 'string' ? value : null)}
            />
          </Column>
          <Column width="1/3">
            <FormNumberField name="ranking.cutoff" label={texts.maxAssets} {...NUMBER_INPUT} />
          </Column>
          <Column width="1/3">
            <FormSelect
              name="ranking.ascending"
              label={texts.ascending}
              placeholder={texts.ascendingOptions.none}
              options={ASCENDING_OPTIONS}
              toValue={ascendingValue}
              toId={ascendingId}
            />
          </Column>
        </Columns>
      </div>
      <div role="alert">
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
  const form = useForm<z.input<IndexSchema>, unknown, z.output<IndexSchema>>({
    resolver: zodResolver(indexFormSchema),
    mode: 'onTouched',
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
      aside={<AssetBreakdown breakdown={breakdown} />}
    >
      <Card title={texts.details}>
        <Columns space="16">
          <Column width="1/2">
            <FormTextField name="name" label={texts.name} isRequired />
          </Column>
          <Column width="1/4">
            <FormTextField name="ticker" label={texts.ticker} isRequired />
          </Column>
          <Column width="1/4">
            <FormSelect
              name="status"
              label={texts.status}
              placeholder={texts.statusPlaceholder}
              options={STATUS_OPTIONS}
              isRequired
            />
          </Column>
        </Columns>
        <FormTextField name="description" label={texts.description} />
        <FormTextField name="about" label={texts.about} />
        <FormImagePicker
          name="icon_image"
          label={texts.icon}
          description={texts.iconDescription}
          acceptedFileTypes={ICON_MEDIA_TYPES}
          validate={validateIconImage}
          current={index?.details.icon_image ?? null}
          texts={texts.iconAlt}
        />
      </Card>
      <Classification options={options} />
      <Ranking options={options} />
      <FactorList
        name="off_chain_factors"
        title={texts.offChain}
        description={texts.offChainDescription}
        rowName={texts.offChainRow}
        addLabel={texts.addOffChain}
        emptyText={texts.noOffChain}
        metrics={options.off_chain_factors}
      />
      <FactorList
        name="on_chain_factors"
        title={texts.onChain}
        description={texts.onChainDescription}
        rowName={texts.onChainRow}
        addLabel={texts.addOnChain}
        emptyText={texts.noOnChain}
        metrics={options.on_chain_factors}
      />
      <Card title={texts.weighting} description={texts.weightingDescription}>
        <Columns space="16">
          <Column width="1/2">
            <FormSelect
              name="weighting"
              label={texts.weightingMethodology}
              placeholder={texts.weightingPlaceholder}
              options={options.weighting_methodologies.map((option) => ({
                id: option.value,
                label: option.label,
              }))}
              isRequired
            />
          </Column>
          <Column width="1/2">
            <FormMultiSelect
              name="excluded_assets"
              label={texts.excludedAssets}
              placeholder={texts.assetSearch}
              options={assetOptions}
              filter={matchesAssetSearch}
              debounceMs={ASSET_SEARCH_DEBOUNCE_MS}
              texts={{ noMatches: adminMessages.noAssetsFound }}
            />
          </Column>
        </Columns>
      </Card>
    </ToolForm>
  );
}
