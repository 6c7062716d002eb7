import type { AdminIndex, AssetBreakdownRequest, IndexSaveForm } from '@cairn/api-client';
import {
  type IndexFactorValues,
  iconForSave,
  type indexDefinitionSchema,
  type indexFormSchema,
} from '@cairn/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type IndexSchema = typeof indexFormSchema;
export type IndexValues = z.input<IndexSchema>;

/** A factor row as added: its strictness starts unchosen, so the schema asks for it ('Strictness is required'). */
export const NEW_FACTOR = {
  factor_name: '',
  min: null,
  max: null,
  min_days: null,
} as Partial<IndexFactorValues> as IndexFactorValues;

const NO_RANKING = { factor_name: null, cutoff: null, ascending: null };

/** The form of a new index or of a saved one (its icon held as the URL string). */
export function indexFormValues(index: AdminIndex | null): DefaultValues<IndexValues> {
  if (index === null) {
    return {
      name: '',
      description: '',
      ticker: '',
      about: '',
      icon_image: null,
      blockchains: [],
      sectors: [],
      industry_groups: [],
      industries: [],
      subindustries: [],
      ranking: NO_RANKING,
      off_chain_factors: [],
      on_chain_factors: [],
      weighting: '',
      excluded_assets: [],
    };
  }
  return {
    name: index.details.name,
    description: index.details.description,
    ticker: index.details.ticker,
    about: index.details.about,
    icon_image: index.details.icon_image,
    status: index.details.status,
    blockchains: index.blockchains,
    sectors: index.sectors,
    industry_groups: index.industry_groups,
    industries: index.industries,
    subindustries: index.subindustries,
    ranking: index.ranking,
    off_chain_factors: index.off_chain_factors,
    on_chain_factors: index.on_chain_factors,
    weighting: index.weighting,
    excluded_assets: index.excluded_assets,
  };
}

type Definition = z.output<typeof indexDefinitionSchema>;

/** The definition as the breakdown preview and the save send it: empty values as null. */
export function definitionPayload(definition: Definition): AssetBreakdownRequest {
  const factors = (list: Definition['off_chain_factors']) =>
    list.map((factor) => ({
      factor_name: factor.factor_name,
      factor_type: factor.factor_type,
      min: factor.min ?? null,
      max: factor.max ?? null,
      min_days: factor.min_days ?? null,
    }));
  const { factor_name, cutoff, ascending } = definition.ranking;
  return {
    blockchains: definition.blockchains,
    sectors: definition.sectors,
    industry_groups: definition.industry_groups,
    industries: definition.industries,
    subindustries: definition.subindustries,
    ranking: {
      factor_name: typeof factor_name === 'string' && factor_name.trim() !== '' ? factor_name : null,
      cutoff: cutoff ?? null,
      ascending: ascending ?? null,
    },
    off_chain_factors: factors(definition.off_chain_factors),
    on_chain_factors: factors(definition.on_chain_factors),
    weighting: definition.weighting,
    excluded_assets: definition.excluded_assets,
  };
}

/** The multipart form of a save (doc 3 §7): details, definition, and the icon (a new file, or null, doc 3 §4). */
export function indexSavePayload(values: z.output<IndexSchema>): IndexSaveForm {
  return {
    name: values.name,
    description: values.description ?? '',
    ticker: values.ticker,
    about: values.about ?? '',
    status: values.status,
    icon_image: iconForSave(values.icon_image as File | string | null | undefined),
    ...definitionPayload(values),
  };
}
