import { z } from 'zod';
import { TICKER_MAX_LENGTH } from '../constants';
import { isBlank, optionalText, requiredText } from '../identity/fieldRules';
import { TEXT_LIMITS } from '../identity/textLimits';
import { ADMIN_STATUSES } from './adminRules';

/**
 * The Index Creation Tool's form (doc 3 §2, §3, §5). Field names are the index's (doc 3 §3).
 * Empty numeric inputs are `null` (the form maps an empty input to `null`, never to NaN).
 */

/**
 * Index form messages (doc 3 §5). The spec says the status is required without a message:
 * 'Status is required' is the project's wording.
 */
export const indexFormMessages = {
  nameRequired: 'Index Name is required',
  tickerRequired: 'Index Ticker is required',
  tickerTooLong: `Index Ticker must be ${TICKER_MAX_LENGTH} characters max`,
  statusRequired: 'Status is required',
  weightingRequired: 'Weighting Methodology is required',
  rankingAllOrNone: 'All fields or none should be filled',
  metricRequired: 'Metric is required',
  maxAssetsRequired: 'Max Assets is required',
  ascendingRequired: 'Ascending is required',
  strictnessRequired: 'Strictness is required',
  minOrMaxRequired: 'Min or Max is required',
} as const;

/** A factor's strictness, `factor_type` (doc 3 §3). */
export const FACTOR_TYPES = ['hard', 'soft'] as const;
/** A factor's strictness. */
export type FactorType = (typeof FACTOR_TYPES)[number];

const isSet = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && isBlank(value));
// Object rules run even when a field of the object is invalid, so every message shows at once.
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The ranking (doc 3 §3, §5): metric (`factor_name`), max assets (`cutoff`) and `ascending`, all
 * filled or all empty. A partly filled ranking reports 'All fields or none should be filled' on
 * the ranking and each empty field's own message.
 */
export const rankingSchema = z
  .object({
    factor_name: z.string().nullish(),
    cutoff: z.number().nullish(),
    ascending: z.boolean().nullish(),
  })
  .superRefine((ranking, ctx) => {
    const fields = [
      ['factor_name', indexFormMessages.metricRequired],
      ['cutoff', indexFormMessages.maxAssetsRequired],
      ['ascending', indexFormMessages.ascendingRequired],
    ] as const;
    const empty = fields.filter(([field]) => !isSet(ranking[field]));
    if (empty.length === 0 || empty.length === fields.length) return;
    ctx.addIssue({ code: 'custom', message: indexFormMessages.rankingAllOrNone });
    for (const [field, message] of empty) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

/**
 * An off-chain or on-chain factor (doc 3 §3, §5): a metric, a strictness of hard or soft, and a
 * min or a max (at least one; the message goes on both). `min_days` is the lookback in days.
 */
export const factorSchema = z
  .object({
    factor_name: requiredText(indexFormMessages.metricRequired),
    factor_type: z.enum(FACTOR_TYPES, { error: indexFormMessages.strictnessRequired }),
    min: z.number().nullish(),
    max: z.number().nullish(),
    min_days: z.number().nullish(),
  })
  .superRefine((factor, ctx) => {
    if (isSet(factor.min) || isSet(factor.max)) return;
    for (const path of ['min', 'max']) {
      ctx.addIssue({ code: 'custom', message: indexFormMessages.minOrMaxRequired, path: [path] });
    }
  }, always);

/** The index form (doc 3 §3, §5). Save is disabled unless it is valid. */
export const indexFormSchema = z.object({
  name: requiredText(indexFormMessages.nameRequired),
  description: optionalText(TEXT_LIMITS.paragraph),
  // The ticker's own length rule (with the spec's message) is shorter than any text limit.
  ticker: requiredText(
    indexFormMessages.tickerRequired,
    [[(ticker) => ticker.length <= TICKER_MAX_LENGTH, indexFormMessages.tickerTooLong]],
    Number.POSITIVE_INFINITY,
  ),
  about: optionalText(TEXT_LIMITS.paragraph),
  icon_image: z.unknown(),
  status: z.enum(ADMIN_STATUSES, { error: indexFormMessages.statusRequired }),
  blockchains: z.array(z.string()),
  sectors: z.array(z.string()),
  industry_groups: z.array(z.string()),
  industries: z.array(z.string()),
  subindustries: z.array(z.string()),
  ranking: rankingSchema,
  off_chain_factors: z.array(factorSchema),
  on_chain_factors: z.array(factorSchema),
  weighting: requiredText(indexFormMessages.weightingRequired),
  excluded_assets: z.array(z.string()),
});
/** Values of {@link indexFormSchema}. */
export type IndexFormValues = z.input<typeof indexFormSchema>;
/** A factor of the index form. */
export type IndexFactorValues = z.input<typeof factorSchema>;

/**
 * The part of the index form an asset breakdown is calculated from (doc 3 §2): classification
 * lists, ranking, factors, weighting and exclusions. The admin tool asks for the live breakdown
 * once it is valid; the server checks the same before computing one.
 */
export const indexDefinitionSchema = indexFormSchema.pick({
  blockchains: true,
  sectors: true,
  industry_groups: true,
  industries: true,
  subindustries: true,
  ranking: true,
  off_chain_factors: true,
  on_chain_factors: true,
  weighting: true,
  excluded_assets: true,
});

/** A factor row as added: its strictness starts unchosen, so the schema asks for it ('Strictness is required'). */
export const NEW_INDEX_FACTOR = {
  factor_name: '',
  min: null,
  max: null,
  min_days: null,
} as Partial<IndexFactorValues> as IndexFactorValues;
