import {
  type ActiveManagementSettings,
  EMPTY_ACTIVE_MANAGEMENT,
  fromActiveManagementSettings,
  type ModelFormValues,
  type modelFormSchema,
  NEW_MODEL_INDEX,
  type PRODUCTS,
  toActiveManagementSettings,
} from '@cairn/domain';
import type { z } from 'zod';
import { iconForSave } from './saveIcon';

/**
 * The Model Creation Tool's mapping between the admin API's model (GET /admin/model/{modelId}, doc 3
 * §3, §7) and the form (doc 3 §2, §5), both ways. Structural types: any answer with these fields fits.
 */

type Product = (typeof PRODUCTS)[number];

/** A model as the admin API answers it: its fields (the icon as its URL), indices and stored settings. */
export interface AdminModelRecord {
  readonly model: {
    readonly name: string;
    readonly description: string;
    readonly objective: string;
    readonly product: Product;
    readonly drift_threshold: number;
    readonly rebalance_period: number;
    readonly icon_image: string | null;
  };
  readonly index_data: readonly { readonly index: string; readonly weight: number }[];
  /** Stored units: tracking error ÷100 (doc 3 §3); `null` when the model has none. */
  readonly active_management_settings: {
    readonly strategy: string;
    readonly tracking_error: number;
    readonly max_deviation: number | null;
  } | null;
}

/** The model form's starting values: a new model has no product or numbers yet (the schema asks for them). */
export type ModelFormDefaults = Omit<ModelFormValues, 'product' | 'drift_threshold' | 'rebalance_period'> &
  Partial<Pick<ModelFormValues, 'product' | 'drift_threshold' | 'rebalance_period'>>;

/**
 * The form of a new model (one empty index row to fill) or of a saved one: the icon as its URL
 * string, the tracking error shown ×100 (doc 3 §3).
 */
export function modelFormValues(model: AdminModelRecord | null): ModelFormDefaults {
  if (model === null) {
    return {
      name: '',
      description: '',
      objective: '',
      icon_image: null,
      index_data: [{ ...NEW_MODEL_INDEX }],
      active_management_settings: { ...EMPTY_ACTIVE_MANAGEMENT },
    };
  }
  return {
    name: model.model.name,
    description: model.model.description,
    objective: model.model.objective,
    product: model.model.product,
    drift_threshold: model.model.drift_threshold,
    rebalance_period: model.model.rebalance_period,
    icon_image: model.model.icon_image,
    index_data: model.index_data.map(({ index, weight }) => ({ index, weight })),
    active_management_settings: fromActiveManagementSettings(model.active_management_settings),
  };
}

/** The multipart form of a model save (doc 3 §7). `Icon` is the platform's file type. */
export interface ModelSavePayload<Icon> {
  model: {
    name: string;
    description: string;
    objective: string;
    product: Product;
    drift_threshold: number;
    rebalance_period: number;
  };
  index_data: { index: string; weight: number }[];
  /** Stored units (tracking error ÷100); `null` for MARKET. */
  active_management_settings: ActiveManagementSettings | null;
  /** A newly chosen image, or `null` to keep the existing icon (doc 3 §4). */
  icon_image: Icon | null;
}

/**
 * The save of a valid model form (doc 3 §4, §7): the model, its indices, the active management
 * settings in stored units (÷100, none for MARKET) and the icon (a new file, or `null` to keep the
 * existing one).
 */
export function modelSavePayload<Icon>(values: z.output<typeof modelFormSchema>): ModelSavePayload<Icon> {
  return {
    model: {
      name: values.name,
      description: values.description ?? '',
      objective: values.objective ?? '',
      product: values.product,
      drift_threshold: values.drift_threshold,
      rebalance_period: values.rebalance_period,
    },
    index_data: values.index_data.map(({ index, weight }) => ({ index: String(index), weight })),
    active_management_settings: toActiveManagementSettings(values.product, values.active_management_settings),
    icon_image: iconForSave(values.icon_image as Icon | string | null | undefined),
  };
}
