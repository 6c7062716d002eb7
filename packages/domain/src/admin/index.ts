export {
  type AssetWeightRow,
  assetWeightRows,
  formatAdminWeight,
} from './adminDisplay';
export {
  keysDecryptMessages,
  keysDecryptSchema,
  waitlistMessages,
  waitlistSchema,
} from './adminForms';
export {
  type AdminSaveKind,
  adminMessages,
  adminSaveKind,
  adminSaveToast,
} from './adminMessages';
export {
  ADMIN_STATUSES,
  canEditIndex,
  matchesAssetSearch,
  statusTogglePatch,
  visibilityTogglePatch,
} from './adminRules';
export {
  adminUploadMessages,
  ENCRYPTED_CSV_FILE,
  type FileKind,
  ICON_IMAGE_FILE,
  validateEncryptedCsvFile,
  validateIconFile,
  validateIconImage,
} from './adminUploads';
export {
  FACTOR_TYPES,
  type IndexFormValues,
  indexDefinitionSchema,
  indexFormMessages,
  indexFormSchema,
} from './indexForm';
export {
  indexDefinitionPayload,
  indexFormValues,
  indexSavePayload,
  NEW_INDEX_FACTOR,
} from './indexFormValues';
export {
  activeManagementSectionTitle,
  EMPTY_ACTIVE_MANAGEMENT,
  type ModelFormValues,
  modelFormMessages,
  modelFormSchema,
  strategyOptionsForProduct,
  toActiveManagementSettings,
  trackingErrorToDisplay,
  trackingErrorToStorage,
} from './modelForm';
export {
  modelFormValues,
  modelSavePayload,
  NEW_MODEL_INDEX,
  typedIndexWeightTotal,
} from './modelFormValues';
