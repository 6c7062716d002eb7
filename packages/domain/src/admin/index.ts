export {
  ADMIN_WEIGHT_DECIMALS,
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
  type AdminStatus,
  canEditIndex,
  matchesAssetSearch,
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
  type FactorType,
  type IndexFactorValues,
  type IndexFormValues,
  indexDefinitionSchema,
  indexFormMessages,
  indexFormSchema,
  NEW_INDEX_FACTOR,
} from './indexForm';
export {
  type ActiveManagementSettings,
  activeManagementSectionTitle,
  EMPTY_ACTIVE_MANAGEMENT,
  fromActiveManagementSettings,
  type ModelFormValues,
  modelFormMessages,
  modelFormSchema,
  NEW_MODEL_INDEX,
  strategyOptionsForProduct,
  toActiveManagementSettings,
  trackingErrorToDisplay,
  trackingErrorToStorage,
  typedIndexWeightTotal,
} from './modelForm';
