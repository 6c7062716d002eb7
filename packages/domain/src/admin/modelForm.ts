import { z } from 'zod';
import {
  INDEX_WEIGHT_TOTAL,
  PRODUCTS,
  TRACKING_ERROR_DISPLAY_FACTOR,
  TRACKING_ERROR_RANGE,
} from '../constants';
import { isBlank, optionalText, requiredText } from '../identity/fieldRules';
import { TEXT_LIMITS } from '../identity/textLimits';
import { type DecimalInput, dec, sum } from '../money/decimal';

/**
 * The Model Creation Tool's form (doc 3 §2, §3, §5): the model, its indices with weights summing
 * to exactly 100, and the active management settings that depend on the product.
 */

type Product = (typeof PRODUCTS)[number];

/**
 * Model form messages (doc 3 §5). The spec gives the index, weight and tracking-error messages; it
 * requires the name, product, numbers, strategy and max deviation without messages: those are the
 * project's wording.
 */
export const modelFormMessages = {
  nameRequired: 'Model Name is required',
  productRequired: 'Product is required',
  driftThresholdNumber: 'Drift threshold must be a number',
  rebalancePeriodNumber: 'Rebalance period must be a number',
  indexesRequired: 'At least one index is required',
  indexRequired: 'Index is required',
  weightRequired: 'Weight is required',
  weightAboveZero: 'Weight must be greater than 0',
  weightAtMost100: 'Weight must be less than 100',
  weightsSum: `Index weights must sum to ${INDEX_WEIGHT_TOTAL}`,
  strategyRequired: 'Strategy is required',
  trackingErrorRequired: 'Tracking error is required',
  trackingErrorMin: `Tracking error must be greater than or equal to ${TRACKING_ERROR_RANGE.min}`,
  trackingErrorMax: `Tracking error must be less than or equal to ${TRACKING_ERROR_RANGE.max}`,
  maxDeviationRequired: 'Max deviation is required',
} as const;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// An index is chosen from the create options (doc 3 §3), whose id type the spec does not give. Not
// aborting (z.custom aborts by default), so a row without its index still lets the list's and the
// settings' rules speak ('Index weights must sum to 100', the tracking error range).
const indexChoice = z.custom<string | number>(
  (value) => (typeof value === 'string' && !isBlank(value)) || isFiniteNumber(value),
  { error: modelFormMessages.indexRequired, abort: false },
);

/**
 * One index of the model and its weight, a number above 0 and at most 100 (doc 3 §5, §9; the
 * spec's message for more than 100 reads 'less than 100', yet exactly 100 is allowed).
 */
export const modelIndexSchema = z.object({
  index: indexChoice,
  weight: z
    .number({ error: modelFormMessages.weightRequired })
    .gt(0, { error: modelFormMessages.weightAboveZero })
    .lte(INDEX_WEIGHT_TOTAL, { error: modelFormMessages.weightAtMost100 }),
});

/** The exact decimal total of the weights (0.1 + 0.2 counts as 0.3). */
export function indexWeightTotal(indexData: readonly { readonly weight: DecimalInput }[]): string {
  return sum(indexData.map((entry) => entry.weight)).toString();
}

/**
 * The active management settings as the form shows them: tracking error ×100 (doc 3 §3). Empty
 * inputs are `null`.
 */
export const activeManagementSchema = z.object({
  strategy: z.string().nullish(),
  tracking_error: z.number().nullish(),
  max_deviation: z.number().nullish(),
});
/** Values of {@link activeManagementSchema}. */
export type ActiveManagementValues = z.input<typeof activeManagementSchema>;

/** Active management after a product change: cleared (doc 3 §2). */
export const EMPTY_ACTIVE_MANAGEMENT: ActiveManagementValues = {
  strategy: null,
  tracking_error: null,
  max_deviation: null,
};

// Adds the product-dependent active management rules of doc 3 §5.
function checkActiveManagement(
  product: Product,
  settings: ActiveManagementValues,
  ctx: z.RefinementCtx,
): void {
  if (product === 'MARKET') return;
  const add = (field: keyof ActiveManagementValues, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: ['active_management_settings', field] });
  if (typeof settings.strategy !== 'string' || isBlank(settings.strategy)) {
    add('strategy', modelFormMessages.strategyRequired);
  }
  const trackingError = settings.tracking_error;
  if (!isFiniteNumber(trackingError)) add('tracking_error', modelFormMessages.trackingErrorRequired);
  else if (trackingError < TRACKING_ERROR_RANGE.min)
    add('tracking_error', modelFormMessages.trackingErrorMin);
  else if (trackingError > TRACKING_ERROR_RANGE.max)
    add('tracking_error', modelFormMessages.trackingErrorMax);
  if (product === 'SMART_BETA' && !isFiniteNumber(settings.max_deviation)) {
    add('max_deviation', modelFormMessages.maxDeviationRequired);
  }
}

/**
 * The model form (doc 3 §3, §5): name, product, drift threshold and rebalance period (days) as
 * numbers, at least one index, weights above 0 and at most 100 summing to exactly 100, and for
 * SMART_BETA and ALPHA a strategy and a tracking error of 1 to 100 (plus a max deviation for
 * SMART_BETA). MARKET has no active management.
 */
export const modelFormSchema = z
  .object({
    name: requiredText(modelFormMessages.nameRequired),
    description: optionalText(TEXT_LIMITS.paragraph),
    objective: optionalText(TEXT_LIMITS.paragraph),
    product: z.enum(PRODUCTS, { error: modelFormMessages.productRequired }),
    drift_threshold: z.number({ error: modelFormMessages.driftThresholdNumber }),
    rebalance_period: z.number({ error: modelFormMessages.rebalancePeriodNumber }),
    icon_image: z.unknown(),
    index_data: z
      .array(modelIndexSchema)
      .min(1, { error: modelFormMessages.indexesRequired })
      .superRefine((indexData, ctx) => {
        // An empty list already reports 'At least one index is required'.
        if (indexData.length > 0 && !dec(indexWeightTotal(indexData)).eq(INDEX_WEIGHT_TOTAL)) {
          ctx.addIssue({ code: 'custom', message: modelFormMessages.weightsSum });
        }
      }),
    active_management_settings: activeManagementSchema,
  })
  .superRefine(
    (model, ctx) => {
      if (!(PRODUCTS as readonly unknown[]).includes(model.product)) return;
      checkActiveManagement(model.product, model.active_management_settings ?? EMPTY_ACTIVE_MANAGEMENT, ctx);
    },
    // Run even when another field is invalid, so the settings' messages show with the others.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
/** Values of {@link modelFormSchema}. */
export type ModelFormValues = z.input<typeof modelFormSchema>;

/** A stored tracking error as displayed: ×100, exactly (0.07 shows as 7, not 7.000000000000001). */
export function trackingErrorToDisplay(stored: DecimalInput): number {
  return Number(dec(stored).times(TRACKING_ERROR_DISPLAY_FACTOR).toString());
}

/** A displayed tracking error as stored: ÷100, exactly (7 is stored as 0.07). */
export function trackingErrorToStorage(display: DecimalInput): number {
  return Number(dec(display).div(TRACKING_ERROR_DISPLAY_FACTOR).toString());
}

/** The active management settings as the model save sends them (doc 3 §3, §7). */
export interface ActiveManagementSettings {
  readonly strategy: string;
  readonly tracking_error: number;
  readonly max_deviation?: number;
}

/**
 * The `active_management_settings` of a valid model form: none for MARKET; strategy and tracking
 * error ÷100 for ALPHA; and the max deviation too for SMART_BETA (doc 3 §3).
 */
export function toActiveManagementSettings(
  product: Product,
  settings: ActiveManagementValues,
): ActiveManagementSettings | null {
  if (product === 'MARKET') return null;
  const base = {
    strategy: settings.strategy ?? '',
    tracking_error: trackingErrorToStorage(settings.tracking_error ?? 0),
  };
  return product === 'SMART_BETA' ? { ...base, max_deviation: settings.max_deviation ?? 0 } : base;
}

/** The form values of stored active management settings (tracking error ×100); cleared when there are none. */
export function fromActiveManagementSettings(
  stored:
    | {
        readonly strategy?: string | null;
        readonly tracking_error?: number | null;
        readonly max_deviation?: number | null;
      }
    | null
    | undefined,
): ActiveManagementValues {
  if (stored === null || stored === undefined) return EMPTY_ACTIVE_MANAGEMENT;
  return {
    strategy: stored.strategy ?? null,
    tracking_error: isFiniteNumber(stored.tracking_error)
      ? trackingErrorToDisplay(stored.tracking_error)
      : null,
    max_deviation: stored.max_deviation ?? null,
  };
}

/**
 * The strategy options offered for a product (doc 3 §2): labels containing 'Alpha' for ALPHA,
 * 'Smart Beta' for SMART_BETA, none for MARKET.
 */
export function strategyOptionsForProduct<T extends { readonly label: string }>(
  options: readonly T[],
  product: Product,
): T[] {
  if (product === 'MARKET') return [];
  const word = product === 'ALPHA' ? 'Alpha' : 'Smart Beta';
  return options.filter((option) => option.label.includes(word));
}

/** The active management section's title (doc 3 §2): 'Style Tilts', 'Target Tracking Error', or none for MARKET. */
export function activeManagementSectionTitle(
  product: Product,
): 'Style Tilts' | 'Target Tracking Error' | null {
  if (product === 'SMART_BETA') return 'Style Tilts';
  return product === 'ALPHA' ? 'Target Tracking Error' : null;
}

/** The values of one index row of the model form. */
type ModelIndexValues = z.input<typeof modelIndexSchema>;

/** An index row as added: no index chosen, no weight typed (the schema asks for both). */
export const NEW_MODEL_INDEX = { index: '' } as Partial<ModelIndexValues> as ModelIndexValues;

/**
 * The running total of the weights typed so far, as the form shows it beside the list: exact
 * decimals, an empty or unfinished weight counting as 0 (the sum rule itself is the schema's).
 */
export function typedIndexWeightTotal(
  indexData: readonly ({ readonly weight?: unknown } | null | undefined)[] | null | undefined,
): string {
  return indexWeightTotal(
    (indexData ?? []).map((entry) => {
      const weight = entry?.weight;
      return { weight: typeof weight === 'number' && Number.isFinite(weight) ? weight : 0 };
    }),
  );
}
