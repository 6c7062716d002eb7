import { ADMIN_STATUSES, FACTOR_TYPES, PRODUCTS } from '@cairn/domain';
import { z } from 'zod';

/**
 * The schemas of the admin console's calls (doc 3 §3, §7). Responses are what the partner (the
 * sandbox) sends; request bodies are the transport shapes. The transport checks types only: the
 * form rules (required fields, ticker length, weights summing to 100, ...) are the domain's
 * `indexFormSchema` / `modelFormSchema`, which the server applies and answers with their exact
 * messages as USER_CORRECTABLE errors.
 */

// ── Building blocks ─────────────────────────────────────────────────────────────────────────────

/**
 * A multipart field holding JSON: the client sends objects and arrays as JSON strings and the
 * server receives strings, so the field accepts either form and parses the string. Text that is
 * not JSON is passed on as is and fails the schema with its type message.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | string) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

/**
 * A multipart file field that may be absent or null: the client sends `null` as the text 'null'
 * (an existing icon, held as its URL string, is sent as null: doc 3 §4), which means "no new file".
 */
export function optionalFileField(description: string) {
  return z
    .preprocess(
      (value: File | null | undefined | string) => (value === 'null' || value === '' ? null : value),
      z.instanceof(File).meta({ type: 'string', format: 'binary' }).nullish(),
    )
    .meta({ description });
}

/** OpenAPI note of the JSON fields of a multipart form. */
const JSON_ENCODED = { description: 'JSON-encoded in the multipart form' };

/**
 * A query list: the client sends arrays as repeated keys, and a key that appears once reaches the
 * server as a plain string.
 */
const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** A choice of a selection list: the value sent back and the label shown. */
export const AdminOption = z.object({ value: z.string(), label: z.string() });
export type AdminOption = z.infer<typeof AdminOption>;

/** Symbol → weight in percent (doc 3 §3: asset_breakdown, asset_weights); sums to 100 unless empty. */
export const AssetWeights = z.record(z.string(), z.number());
export type AssetWeights = z.infer<typeof AssetWeights>;

// ── Index create options and the classification lists (doc 3 §3, §7) ─────────────────────────────

/** A list of names: sectors, industry groups, industries, subindustries or blockchains. */
export const NameList = z.array(z.string());
export type NameList = z.infer<typeof NameList>;

/** An asset the excluded-assets search matches by symbol or name (doc 3 §2). */
export const IndexOptionAsset = z.object({ symbol: z.string(), name: z.string() });
export type IndexOptionAsset = z.infer<typeof IndexOptionAsset>;

/**
 * The selection lists of the Index Creation Tool (GET /index/create-index-options). The spec
 * does not show their shape: the classification lists are names; metrics, factors and
 * methodologies are value/label choices; `assets` feeds the excluded-assets search.
 */
export const IndexCreateOptions = z.object({
  sectors: NameList,
  industry_groups: NameList,
  industries: NameList,
  subindustries: NameList,
  blockchains: NameList,
  ranking_metrics: z.array(AdminOption),
  off_chain_factors: z.array(AdminOption),
  on_chain_factors: z.array(AdminOption),
  weighting_methodologies: z.array(AdminOption),
  assets: z.array(IndexOptionAsset),
});
export type IndexCreateOptions = z.infer<typeof IndexCreateOptions>;

/** Query of the sub-level lists: the sectors whose sub-levels are wanted (all sectors when absent). */
export const SectorsQuery = z.object({ sectors: queryList.optional() });
export type SectorsQuery = z.input<typeof SectorsQuery>;

// ── Indexes (doc 3 §3) ──────────────────────────────────────────────────────────────────────────

const Status = z.enum(ADMIN_STATUSES);

/** A row of the admin index list (GET /admin/indexes; the spec does not show its shape). */
export const AdminIndexSummary = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string(),
  status: Status,
  is_hidden: z.boolean(),
  /** Only CAIRN indexes are editable from the admin list (doc 3 §6). */
  index_type: z.string(),
});
export type AdminIndexSummary = z.infer<typeof AdminIndexSummary>;

/** GET /admin/indexes. */
export const AdminIndexes = z.array(AdminIndexSummary);
export type AdminIndexes = z.infer<typeof AdminIndexes>;

/** An index's ranking: metric, max assets (`cutoff`) and direction, all null when there is none. */
export const IndexRanking = z.object({
  factor_name: z.string().nullable(),
  cutoff: z.number().nullable(),
  ascending: z.boolean().nullable(),
});
export type IndexRanking = z.infer<typeof IndexRanking>;

/** An off-chain or on-chain factor (doc 3 §3). */
export const IndexFactor = z.object({
  factor_name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Lookback in days. */
  min_days: z.number().nullable(),
  factor_type: z.enum(FACTOR_TYPES),
});
export type IndexFactor = z.infer<typeof IndexFactor>;

/** The index's details section (doc 3 §3); `icon_image` is the icon's URL, or null. */
export const AdminIndexDetails = z.object({
  name: z.string(),
  description: z.string(),
  ticker: z.string(),
  about: z.string(),
  icon_image: z.string().nullable(),
  status: Status,
});
export type AdminIndexDetails = z.infer<typeof AdminIndexDetails>;

/** How an index is built (doc 3 §3): filters, ranking, factors, weighting and exclusions. */
export const IndexDefinition = z.object({
  blockchains: NameList,
  sectors: NameList,
  industry_groups: NameList,
  industries: NameList,
  subindustries: NameList,
  ranking: IndexRanking,
  off_chain_factors: z.array(IndexFactor),
  on_chain_factors: z.array(IndexFactor),
  weighting: z.string(),
  excluded_assets: NameList,
});
export type IndexDefinition = z.infer<typeof IndexDefinition>;

/**
 * An index as the Index Creation Tool edits it (GET /admin/index/{id}, and the answer of a save):
 * list facts, details, definition and the saved `asset_weights`.
 */
export const AdminIndex = z.object({
  id: z.string(),
  index_type: z.string(),
  is_hidden: z.boolean(),
  details: AdminIndexDetails,
  ...IndexDefinition.shape,
  asset_weights: AssetWeights,
});
export type AdminIndex = z.infer<typeof AdminIndex>;

// The transport shape of the definition: types only, the domain's indexFormSchema judges values.
const RankingInput = z.object({
  factor_name: z.string().nullish(),
  cutoff: z.number().nullish(),
  ascending: z.boolean().nullish(),
});
const FactorInput = z.object({
  factor_name: z.string().nullish(),
  factor_type: z.string().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
  min_days: z.number().nullish(),
});
const definitionInput = {
  blockchains: z.array(z.string()),
  sectors: z.array(z.string()),
  industry_groups: z.array(z.string()),
  industries: z.array(z.string()),
  subindustries: z.array(z.string()),
  ranking: RankingInput,
  off_chain_factors: z.array(FactorInput),
  on_chain_factors: z.array(FactorInput),
  weighting: z.string(),
  excluded_assets: z.array(z.string()),
};

/** The body of the asset breakdown preview: the index definition as the form holds it. */
export const AssetBreakdownRequest = z.object(definitionInput);
export type AssetBreakdownRequest = z.input<typeof AssetBreakdownRequest>;

/** The asset breakdown preview (doc 3 §2): symbol → percent, empty when no asset matches. */
export const AssetBreakdown = z.object({ asset_breakdown: AssetWeights });
export type AssetBreakdown = z.infer<typeof AssetBreakdown>;

/**
 * The multipart form of an index save (PUT /admin/index[/{id}]): the details as text fields,
 * `icon_image` as a file (absent or null keeps the existing icon), the definition's lists and
 * objects as JSON strings.
 */
export const IndexSaveForm = z.object({
  name: z.string(),
  description: z.string().optional(),
  ticker: z.string(),
  about: z.string().optional(),
  /** ACTIVE or INACTIVE. */
  status: z.string(),
  icon_image: optionalFileField('The icon image; absent or "null" keeps the existing icon'),
  blockchains: jsonField(definitionInput.blockchains).meta(JSON_ENCODED),
  sectors: jsonField(definitionInput.sectors).meta(JSON_ENCODED),
  industry_groups: jsonField(definitionInput.industry_groups).meta(JSON_ENCODED),
  industries: jsonField(definitionInput.industries).meta(JSON_ENCODED),
  subindustries: jsonField(definitionInput.subindustries).meta(JSON_ENCODED),
  ranking: jsonField(definitionInput.ranking).meta(JSON_ENCODED),
  off_chain_factors: jsonField(definitionInput.off_chain_factors).meta(JSON_ENCODED),
  on_chain_factors: jsonField(definitionInput.on_chain_factors).meta(JSON_ENCODED),
  weighting: definitionInput.weighting,
  excluded_assets: jsonField(definitionInput.excluded_assets).meta(JSON_ENCODED),
});
export type IndexSaveForm = z.input<typeof IndexSaveForm>;

/** Path of the calls on one index. */
export const IndexIdParams = z.object({ id: z.string().min(1) });

/**
 * A single-field update of an index (doc 3 §4): `status` or `is_hidden`, never both, never none.
 */
export const AdminIndexPatch = z.union(
  [z.object({ status: Status }).strict(), z.object({ is_hidden: z.boolean() }).strict()],
  { error: 'Send exactly one field: status (ACTIVE or INACTIVE) or is_hidden (true or false)' },
);
export type AdminIndexPatch = z.input<typeof AdminIndexPatch>;

// ── Models (doc 3 §3) ───────────────────────────────────────────────────────────────────────────

const Product = z.enum(PRODUCTS);

/** A row of the admin model list. */
export const AdminModelSummary = z.object({
  id: z.string(),
  name: z.string(),
  product: Product,
  is_active: z.boolean(),
  is_hidden: z.boolean(),
});
export type AdminModelSummary = z.infer<typeof AdminModelSummary>;

/** GET /admin/models. */
export const AdminModels = z.object({ models: z.array(AdminModelSummary) });
export type AdminModels = z.infer<typeof AdminModels>;

/** A model's main fields (doc 3 §3); `icon_image` is the icon's URL, or null. */
export const ModelFields = z.object({
  name: z.string(),
  description: z.string(),
  objective: z.string(),
  drift_threshold: z.number(),
  /** Days. */
  rebalance_period: z.number(),
  product: Product,
  icon_image: z.string().nullable(),
});
export type ModelFields = z.infer<typeof ModelFields>;

/** An index of a model and its weight in percent. */
export const ModelIndexWeight = z.object({ index: z.string(), weight: z.number() });
export type ModelIndexWeight = z.infer<typeof ModelIndexWeight>;

/**
 * Stored active management settings (doc 3 §3): `tracking_error` is stored divided by 100 (the
 * form shows it ×100); `max_deviation` is for SMART_BETA only.
 */
export const StoredActiveManagement = z.object({
  strategy: z.string(),
  tracking_error: z.number(),
  max_deviation: z.number().nullable(),
});
export type StoredActiveManagement = z.infer<typeof StoredActiveManagement>;

/** A model's asset weights in percent: the benchmark's (from its indices) and the strategy's. */
export const ModelAssetWeight = z.object({
  symbol: z.string(),
  benchmark_weight: z.number(),
  strategy_weight: z.number(),
});
export type ModelAssetWeight = z.infer<typeof ModelAssetWeight>;

/** A model as the Model Creation Tool edits it (GET /admin/model/{modelId}, and the answer of a save). */
export const AdminModel = z.object({
  id: z.string(),
  is_active: z.boolean(),
  is_hidden: z.boolean(),
  model: ModelFields,
  active_management_settings: StoredActiveManagement.nullable(),
  index_data: z.array(ModelIndexWeight),
  asset_weights: z.array(ModelAssetWeight),
});
export type AdminModel = z.infer<typeof AdminModel>;

/** An index the model form may use. */
export const ModelOptionIndex = z.object({
  id: z.string(),
  name: z.string(),
  ticker: z.string(),
  status: Status,
});
export type ModelOptionIndex = z.infer<typeof ModelOptionIndex>;

/**
 * The Model Creation Tool's options (GET /admin/model/create-options): products, indexes,
 * `model_id_mapping` (model name → id, to open an existing model) and the strategy choices, whose
 * labels contain 'Smart Beta' or 'Alpha' (filter with the domain's `strategyOptionsForProduct`).
 */
export const ModelCreateOptions = z.object({
  products: z.array(Product),
  indexes: z.array(ModelOptionIndex),
  model_id_mapping: z.record(z.string(), z.string()),
  strategies: z.array(AdminOption),
});
export type ModelCreateOptions = z.infer<typeof ModelCreateOptions>;

// Transport shapes of the model form: types only, the domain's modelFormSchema judges values.
const ModelFieldsInput = z.object({
  name: z.string(),
  description: z.string().optional(),
  objective: z.string().optional(),
  /** MARKET, SMART_BETA or ALPHA. */
  product: z.string(),
  drift_threshold: z.number().nullish(),
  rebalance_period: z.number().nullish(),
});
const IndexWeightInput = z.object({
  index: z.union([z.string(), z.number()]).nullish(),
  weight: z.number().nullish(),
});
const ActiveManagementInput = z.object({
  strategy: z.string().nullish(),
  /** Stored units: the form's value divided by 100 (the domain's `toActiveManagementSettings`). */
  tracking_error: z.number().nullish(),
  max_deviation: z.number().nullish(),
});

/**
 * The multipart form of a model save (PUT /admin/model[/{modelId}]): `model`, `index_data` and
 * `active_management_settings` as JSON strings (settings null for MARKET), and `icon_image` as a
 * file (a file cannot travel inside the JSON; absent or null keeps the existing icon).
 */
export const ModelSaveForm = z.object({
  model: jsonField(ModelFieldsInput).meta(JSON_ENCODED),
  index_data: jsonField(z.array(IndexWeightInput)).meta(JSON_ENCODED),
  active_management_settings: jsonField(ActiveManagementInput.nullish()).meta(JSON_ENCODED),
  icon_image: optionalFileField('The icon image; absent or "null" keeps the existing icon'),
});
export type ModelSaveForm = z.input<typeof ModelSaveForm>;

/** Path of the calls on one model. */
export const ModelIdParams = z.object({ modelId: z.string().min(1) });

/** A single-field update of a model (doc 3 §4): `is_hidden` or `is_active`, never both, never none. */
export const AdminModelPatch = z.union(
  [z.object({ is_hidden: z.boolean() }).strict(), z.object({ is_active: z.boolean() }).strict()],
  { error: 'Send exactly one field: is_hidden (true or false) or is_active (true or false)' },
);
export type AdminModelPatch = z.input<typeof AdminModelPatch>;

// ── Waitlist and keys (doc 3 §3) ────────────────────────────────────────────────────────────────

/** PUT /admin/waitlist/access-code: the email (the domain's waitlistSchema judges it). */
export const AccessCodeRequest = z.object({ email: z.string().optional() });
export type AccessCodeRequest = z.input<typeof AccessCodeRequest>;

/** A waitlist access code. */
export const AccessCode = z.object({ access_code: z.string() });
export type AccessCode = z.infer<typeof AccessCode>;

/** A crypto-withdrawal key: an AES-256-GCM key, base64, returned once. */
export const CryptoWithdrawalKey = z.object({ key: z.string() });
export type CryptoWithdrawalKey = z.infer<typeof CryptoWithdrawalKey>;

/**
 * POST multipart /admin/crypto-withdrawal/decrypt: the key (base64) and the encrypted file, whose
 * content is base64(iv (12 bytes) ‖ AES-GCM ciphertext with its 16-byte tag). The domain's
 * keysDecryptSchema judges presence.
 */
export const DecryptRequest = z.object({
  key: z.string().optional(),
  csv_file: optionalFileField('The encrypted crypto-withdrawal file'),
});
export type DecryptRequest = z.input<typeof DecryptRequest>;

/** The decrypted CSV (a file download). */
export const DecryptedCsv = z.string();
