import type {
  AdminStatus,
  FactorType,
  IndexFactorValues,
  IndexFormValues,
  indexDefinitionSchema,
  indexFormSchema,
} from '@cairn/domain';
import type { z } from 'zod';
import { iconForSave } from './saveIcon';

/**
 * The Index Creation Tool's mapping between the admin API's index (GET /admin/index/{id}, doc 3 §3,
 * §7) and the form (doc 3 §2, §5), both ways. Structural types: any answer with these fields fits.
 */

/** A factor as the API stores it (doc 3 §3). */
export interface IndexFactorRecord {
  readonly factor_name: string;
  readonly factor_type: FactorType;
  readonly min: number | null;
  readonly max: number | null;
  readonly min_days: number | null;
}

/** The index definition as the API holds it and as the breakdown preview and the save send it. */
export interface IndexDefinitionRecord {
  readonly blockchains: readonly string[];
  readonly sectors: readonly string[];
  readonly industry_groups: readonly string[];
  readonly industries: readonly string[];
  readonly subindustries: readonly string[];
  readonly ranking: {
    readonly factor_name: string | null;
    readonly cutoff: number | null;
    readonly ascending: boolean | null;
  };
  readonly off_chain_factors: readonly IndexFactorRecord[];
  readonly on_chain_factors: readonly IndexFactorRecord[];
  readonly weighting: string;
  readonly excluded_assets: readonly string[];
}

/** An index as the admin API answers it: its details (the icon as its URL) and its definition. */
export interface AdminIndexRecord extends IndexDefinitionRecord {
  readonly details: {
    readonly name: string;
    readonly description: string;
    readonly ticker: string;
    readonly about: string;
    readonly icon_image: string | null;
    readonly status: AdminStatus;
  };
}

/** The index form's starting values: a new index has no status chosen yet (the schema asks for it). */
export type IndexFormDefaults = Omit<IndexFormValues, 'status'> & { status?: AdminStatus };

const NO_RANKING = { factor_name: null, cutoff: null, ascending: null } as const;

const factorValues = (factors: readonly IndexFactorRecord[]): IndexFactorValues[] =>
  factors.map((factor) => ({ ...factor }));

/** The form of a new index (everything empty) or of a saved one (its icon held as the URL string). */
export function indexFormValues(index: AdminIndexRecord | null): IndexFormDefaults {
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
      ranking: { ...NO_RANKING },
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
    blockchains: [...index.blockchains],
    sectors: [...index.sectors],
    industry_groups: [...index.industry_groups],
    industries: [...index.industries],
    subindustries: [...index.subindustries],
    ranking: { ...index.ranking },
    off_chain_factors: factorValues(index.off_chain_factors),
    on_chain_factors: factorValues(index.on_chain_factors),
    weighting: index.weighting,
    excluded_assets: [...index.excluded_assets],
  };
}

type Definition = z.output<typeof indexDefinitionSchema>;

/** The definition as the API takes it: mutable lists, every empty value `null`. */
export type IndexDefinitionPayload = {
  -readonly [K in keyof IndexDefinitionRecord]: IndexDefinitionRecord[K] extends readonly (infer E)[]
    ? E[]
    : IndexDefinitionRecord[K];
};

/**
 * The definition of a valid form as the asset breakdown preview and the save send it (doc 3 §2, §7):
 * empty numbers as `null`, a blank ranking metric as `null`.
 */
export function indexDefinitionPayload(definition: Definition): IndexDefinitionPayload {
  const factors = (list: Definition['off_chain_factors']): IndexFactorRecord[] =>
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

/** The multipart form of an index save (doc 3 §7). `Icon` is the platform's file type. */
export interface IndexSavePayload<Icon> extends IndexDefinitionPayload {
  name: string;
  description: string;
  ticker: string;
  about: string;
  status: AdminStatus;
  /** A newly chosen image, or `null` to keep the existing icon (doc 3 §4). */
  icon_image: Icon | null;
}

/**
 * The save of a valid index form (doc 3 §4, §7): the details, the definition, and the icon: a new
 * file is sent, the existing icon (held as its URL) as `null`.
 */
export function indexSavePayload<Icon>(values: z.output<typeof indexFormSchema>): IndexSavePayload<Icon> {
  return {
    name: values.name,
    description: values.description ?? '',
    ticker: values.ticker,
    about: values.about ?? '',
    status: values.status,
    icon_image: iconForSave(values.icon_image as Icon | string | null | undefined),
    ...indexDefinitionPayload(values),
  };
}
