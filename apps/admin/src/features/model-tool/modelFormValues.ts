import type { AdminModel, ModelSaveForm } from '@cairn/api-client';
import {
  EMPTY_ACTIVE_MANAGEMENT,
  fromActiveManagementSettings,
  iconForSave,
  type modelFormSchema,
  toActiveManagementSettings,
} from '@cairn/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type ModelSchema = typeof modelFormSchema;
export type ModelValues = z.input<ModelSchema>;

/** The form of a new model (one empty index row to fill) or of a saved one (tracking error ×100). */
export function modelFormValues(model: AdminModel | null): DefaultValues<ModelValues> {
  if (model === null) {
    return {
      name: '',
      description: '',
      objective: '',
      icon_image: null,
      index_data: [{ index: '' }],
      active_management_settings: EMPTY_ACTIVE_MANAGEMENT,
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

/**
 * The multipart form of a save (doc 3 §7): the model, its indices, the active management settings
 * in stored units (÷100, none for MARKET) and the icon (a new file, or null to keep the existing one,
 * doc 3 §4).
 */
export function modelSavePayload(values: z.output<ModelSchema>): ModelSaveForm {
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
    icon_image: iconForSave(values.icon_image as File | string | null | undefined),
  };
}
