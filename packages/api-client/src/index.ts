export * from './admin';
export { ALL_CALLS } from './calls';
export * from './customer';
export {
  consoleErrorReporter,
  type ErrorReporter,
  getErrorReporter,
  setErrorReporter,
} from './errorReporter';
export {
  type CallInput,
  type CallOutput,
  type CallSpec,
  type Download,
  defineCall,
  EmptyObject,
  fillPath,
  type HttpMethod,
  type None,
  pathParameterNames,
  type ResponseKind,
} from './http/call';
export {
  type ApiClient,
  type ApiClientOptions,
  apiClient,
  type BoundCall,
  bindCall,
  type CallOptions,
  configureApiClient,
  createApiClient,
  DEFAULT_DOWNLOAD_NAME,
  filenameFromContentDisposition,
  type UploadProgress,
  type UploadState,
} from './http/client';
export { saveDownload } from './http/download';
export { ApiError, ContractError, type ErrorBody, NetworkError, statusOf } from './http/errors';
export { type CallRef, type LazyCall, lazyCalls, loadCall } from './http/lazy';
export {
  type Mutation,
  type MutationOptions,
  type MutationResult,
  type OptimisticUpdate,
  optimisticUpdate,
  runMutation,
  useMutation,
} from './mutation';
export { buildOpenApiDocument, type OpenApiDocument } from './openapi';
export { handleMutationError, handleQueryError, setToast, type Toast, type ToastRequest } from './policy';
export {
  bindMutation,
  isKeyOf,
  mutators,
  readCachedData,
  registerCache,
  revalidateCalls,
  revalidateNames,
  revalidateRead,
  setCachedData,
} from './revalidate';
export {
  ACCESS_TOKEN_KEY,
  createSession,
  type LogoutReason,
  memoryStorage,
  type Session,
  type TokenStorage,
} from './session';
export * from './session-flow';
export {
  noSupportChat,
  type SupportChat,
  type SupportChatIdentity,
  setSupportChat,
  startSupportChat,
  supportChatIdentity,
} from './supportChat';
export {
  type CachePolicy,
  callKey,
  callListKey,
  readCallList,
  swrCacheFor,
  swrDefaults,
  useCall,
  useCallList,
} from './swr';
export * from './user';
