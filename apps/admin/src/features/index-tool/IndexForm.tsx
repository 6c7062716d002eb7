import {
  type AdminIndex,
  adminCallSpecs,
  createAdminIndex,
  handleMutationError,
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
  adminSaveKind,
  adminSaveToast,
  indexDefinitionSchema,
  indexFormSchema,
  matchesAssetSearch,
} from '@cairn/domain';
import { Button, useToaster } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { section, sectionTitle } from '../../pages/page.css';
import { indexEditPath } from '../../routes';
import { FormMessage } from '../form/FormMessage';
import { FormNumberField, FormSelect, FormTextField } from '../form/fields';
import { fieldGrid, formFooter, formStack } from '../form/form.css';
import { FormIconImage, FormMultiSelect, nameOptions } from '../form/pickers';
import { messagesAt } from '../issues';
import { AssetBreakdown } from './AssetBreakdown';
import { FactorList } from './FactorList';
import {
  definitionPayload,
  type IndexSchema,
  type IndexValues,
  indexFormValues,
  indexSavePayload,
} from './indexFormValues';
import { useAssetBreakdown } from './useAssetBreakdown';

/** The Index Creation Tool's own words (doc 3 §2, §3 name the fields; the labels are the project's). */
export const indexToolTexts = {
  details: 'Details',
  name: 'Index Name',
  ticker: 'Index Ticker',
  description: 'Description',
  about: 'About',
  status: 'Status',
  statusPlaceholder: 'Select a status',
  classification: 'Classification',
  blockchains: 'Blockchains',
  sectors: 'Sectors',
  industryGroups: 'Industry Groups',
  industries: 'Industries',
  subindustries: 'Subindustries',
  search: 'Type to search',
  subLevelsDescription: 'The choices follow the chosen sectors (all sectors when none is chosen).',
  excludedAssets: 'Excluded Assets',
  assetSearch: 'Search by symbol or name',
  ranking: 'Ranking',
  metric: 'Metric',
  noMetric: 'None',
  maxAssets: 'Max Assets',
  ascending: 'Ascending',
  ascendingOptions: { none: 'None', yes: 'Yes', no: 'No' },
  offChain: 'Off-Chain Factors',
  addOffChain: 'Add Off-Chain Factor',
  onChain: 'On-Chain Factors',
  addOnChain: 'Add On-Chain Factor',
  weighting: 'Weighting',
  weightingMethodology: 'Weighting Methodology',
  weightingPlaceholder: 'Select a methodology',
  save: 'Save',
} as const;

const ASCENDING_OPTIONS = [
  { id: '', label: indexToolTexts.ascendingOptions.none },
  { id: 'true', label: indexToolTexts.ascendingOptions.yes },
  { id: 'false', label: indexToolTexts.ascendingOptions.no },
];
const ascendingValue = (id: string) => (id === '' ? null : id === 'true');
const ascendingId = (value: unknown) => (typeof value === 'boolean' ? String(value) : null);

export interface IndexFormProps {
  options: IndexCreateOptions;
  /** The index being edited, or `null` for a new one. */
  index: AdminIndex | null;
}

/**
 * The Index Creation Tool's form (doc 3 §2, §3, §5): details, classification filters, ranking
 * (all or none), off-chain and on-chain factors, weighting methodology and excluded assets, with the
 * live asset breakdown beside it. Save stays disabled until the form is valid; saving creates or
 * updates (by id).
 */
export function IndexForm({ options, index }: IndexFormProps) {
  const [, navigate] = useLocation();
  const { toast } = useToaster();
  const form = useForm<IndexValues, unknown, z.output<IndexSchema>>({
    resolver: zodResolver(indexFormSchema),
    mode: 'onTouched',
    defaultValues: indexFormValues(index),
  });
  const { control } = form;
  const values = useWatch({ control }) as IndexValues;
  const check = indexFormSchema.safeParse(values);
  const definition = indexDefinitionSchema.safeParse(values);
  const { breakdown, show } = useAssetBreakdown(
    definition.success ? definitionPayload(definition.data) : null,
    index?.asset_weights ?? null,
  );
  // The sub-levels are the server's, for the chosen sectors (doc 3 §2, §7); all sectors when none.
  const bySectors =
    values.sectors !== undefined && values.sectors.length > 0 ? { sectors: values.sectors } : {};
  const industryGroups = useIndexIndustryGroups(bySectors);
  const industries = useIndexIndustries(bySectors);
  const subindustries = useIndexSubindustries(bySectors);
  const assetOptions = options.assets.map((asset) => ({
    ...asset,
    id: asset.symbol,
    label: `${asset.symbol} (${asset.name})`,
  }));
  const rankingTouched = form.formState.touchedFields.ranking !== undefined;
  const rankingMessage = rankingTouched ? messagesAt(check, ['ranking'])[0] : null;

  const save = form.handleSubmit(async (parsed) => {
    const id = index?.id ?? null;
    const payload = indexSavePayload(parsed);
    try {
      const saved =
        id === null ? await createAdminIndex(payload) : await updateAdminIndex({ id, ...payload });
      toast({ tone: 'success', message: adminSaveToast('index', adminSaveKind(id)) });
      show(saved.asset_weights);
      form.reset(indexFormValues(saved));
      if (id === null) {
        // From now on Save updates this index (doc 3 §4: saving with an id updates).
        await setCachedData(adminCallSpecs.getAdminIndex, { id: saved.id }, saved);
        navigate(indexEditPath(saved.id), { replace: true });
      }
    } catch (error) {
      handleMutationError(error);
    }
  });

  return (
    <form noValidate onSubmit={save} className={formStack}>
      <section aria-labelledby="index-details" className={section}>
        <h2 id="index-details" className={sectionTitle}>
          {indexToolTexts.details}
        </h2>
        <div className={fieldGrid}>
          <FormTextField control={control} name="name" label={indexToolTexts.name} isRequired />
          <FormTextField control={control} name="ticker" label={indexToolTexts.ticker} isRequired />
          <FormSelect
            control={control}
            name="status"
            label={indexToolTexts.status}
            placeholder={indexToolTexts.statusPlaceholder}
            options={ADMIN_STATUSES.map((status) => ({ id: status, label: status }))}
            isRequired
          />
          <FormTextField control={control} name="description" label={indexToolTexts.description} />
          <FormTextField control={control} name="about" label={indexToolTexts.about} />
        </div>
        <FormIconImage control={control} name="icon_image" current={index?.details.icon_image ?? null} />
      </section>

      <section aria-labelledby="index-classification" className={section}>
        <h2 id="index-classification" className={sectionTitle}>
          {indexToolTexts.classification}
        </h2>
        <div className={fieldGrid}>
          <FormMultiSelect
            control={control}
            name="blockchains"
            label={indexToolTexts.blockchains}
            placeholder={indexToolTexts.search}
            options={nameOptions(options.blockchains)}
          />
          <FormMultiSelect
            control={control}
            name="sectors"
            label={indexToolTexts.sectors}
            placeholder={indexToolTexts.search}
            options={nameOptions(options.sectors)}
          />
          <FormMultiSelect
            control={control}
            name="industry_groups"
            label={indexToolTexts.industryGroups}
            description={indexToolTexts.subLevelsDescription}
            placeholder={indexToolTexts.search}
            options={nameOptions(industryGroups.data ?? [])}
          />
          <FormMultiSelect
            control={control}
            name="industries"
            label={indexToolTexts.industries}
            description={indexToolTexts.subLevelsDescription}
            placeholder={indexToolTexts.search}
            options={nameOptions(industries.data ?? [])}
          />
          <FormMultiSelect
            control={control}
            name="subindustries"
            label={indexToolTexts.subindustries}
            description={indexToolTexts.subLevelsDescription}
            placeholder={indexToolTexts.search}
            options={nameOptions(subindustries.data ?? [])}
          />
        </div>
      </section>

      <section aria-labelledby="index-ranking" className={section}>
        <h2 id="index-ranking" className={sectionTitle}>
          {indexToolTexts.ranking}
        </h2>
        <div className={fieldGrid}>
          <FormSelect
            control={control}
            name="ranking.factor_name"
            label={indexToolTexts.metric}
            placeholder={indexToolTexts.noMetric}
            options={[
              { id: '', label: indexToolTexts.noMetric },
              ...options.ranking_metrics.map((metric) => ({ id: metric.value, label: metric.label })),
            ]}
            toId={(value) => (typeof value === 'string' ? value : null)}
          />
          <FormNumberField control={control} name="ranking.cutoff" label={indexToolTexts.maxAssets} />
          <FormSelect
            control={control}
            name="ranking.ascending"
            label={indexToolTexts.ascending}
            placeholder={indexToolTexts.ascendingOptions.none}
            options={ASCENDING_OPTIONS}
            toValue={ascendingValue}
            toId={ascendingId}
          />
        </div>
        <FormMessage message={rankingMessage} />
      </section>

      <FactorList
        control={control}
        name="off_chain_factors"
        title={indexToolTexts.offChain}
        addLabel={indexToolTexts.addOffChain}
        metrics={options.off_chain_factors}
      />
      <FactorList
        control={control}
        name="on_chain_factors"
        title={indexToolTexts.onChain}
        addLabel={indexToolTexts.addOnChain}
        metrics={options.on_chain_factors}
      />

      <section aria-labelledby="index-weighting" className={section}>
        <h2 id="index-weighting" className={sectionTitle}>
          {indexToolTexts.weighting}
        </h2>
        <div className={fieldGrid}>
          <FormSelect
            control={control}
            name="weighting"
            label={indexToolTexts.weightingMethodology}
            placeholder={indexToolTexts.weightingPlaceholder}
            options={options.weighting_methodologies.map((option) => ({
              id: option.value,
              label: option.label,
            }))}
            isRequired
          />
        </div>
      </section>

      <section aria-labelledby="index-excluded-assets" className={section}>
        <h2 id="index-excluded-assets" className={sectionTitle}>
          {indexToolTexts.excludedAssets}
        </h2>
        <FormMultiSelect
          control={control}
          name="excluded_assets"
          label={indexToolTexts.excludedAssets}
          placeholder={indexToolTexts.assetSearch}
          options={assetOptions}
          filter={matchesAssetSearch}
          debounceMs={ASSET_SEARCH_DEBOUNCE_MS}
          emptyText={adminMessages.noAssetsFound}
        />
      </section>

      <AssetBreakdown breakdown={breakdown} />

      <div className={formFooter}>
        <Button type="submit" isDisabled={!check.success} isPending={form.formState.isSubmitting}>
          {indexToolTexts.save}
        </Button>
      </div>
    </form>
  );
}
