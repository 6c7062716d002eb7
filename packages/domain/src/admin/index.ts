export {
  ADMIN_WEIGHT_DECIMALS,
  type AssetWeightRow,
  assetWeightRows,
  formatAdminWeight,
} from './adminDisplay';
export {
  type KeysDecryptValues,
  keysDecryptMessages,
  keysDecryptSchema,
  type WaitlistValues,
  waitlistMessages,
  waitlistSchema,
} from './adminForms';
export { type AdminSaveKind, adminMessages, adminSaveKind, adminSaveToast } from './adminMessages';
export {
  ADMIN_STATUSES,
  type AdminStatus,
  canEditIndex,
  iconForSave,
  matchesAssetSearch,
  type SearchableAsset,
  statusTogglePatch,
  visibilityTogglePatch,
} from './adminRules';
export {
  adminUploadMessages,
  ENCRYPTED_CSV_ACCEPT,
  ENCRYPTED_CSV_FILE,
  type FileKind,
  ICON_IMAGE_FILE,
  ICON_MAX_BYTES,
  ICON_MAX_PIXELS,
  ICON_MEDIA_TYPES,
  type ImageSize,
  imageSizeOf,
  validateEncryptedCsvFile,
  validateIconFile,
  validateIconImage,
} from './adminUploads';
export {
  FACTOR_TYPES,
  type FactorType,
  factorSchema,
  type IndexFactorValues,
  type IndexFormValues,
  indexDefinitionSchema,
  indexFormMessages,
  indexFormSchema,
  rankingSchema,
} from './indexForm';
export {
  type AdminIndexRecord,
  type IndexDefinitionPayload,
  type IndexDefinitionRecord,
  type IndexFactorRecord,
  type IndexFormDefaults,
  type IndexSavePayload,
  indexDefinitionPayload,
  indexFormValues,
  indexSavePayload,
  NEW_INDEX_FACTOR,
} from './indexFormValues';
export {
  type ActiveManagementSettings,
  type ActiveManagementValues,
  activeManagementSchema,
  activeManagementSectionTitle,
  EMPTY_ACTIVE_MANAGEMENT,
  fromActiveManagementSettings,
  indexWeightTotal,
  type ModelFormValues,
  modelFormMessages,
  modelFormSchema,
  modelIndexSchema,
  strategyOptionsForProduct,
  toActiveManagementSettings,
  trackingErrorToDisplay,
  trackingErrorToStorage,
} from './modelForm';
export {
  type AdminModelRecord,
  type ModelFormDefaults,
  type ModelSavePayload,
  modelFormValues,
  modelSavePayload,
  NEW_MODEL_INDEX,
  typedIndexWeightTotal,
} from './modelFormValues';
