export { ApiError, isApiError } from './ApiError.js';
export type { ApiErrorKind } from './ApiError.js';
export { createApiClient, buildUrl, fileNameFromContentDisposition } from './client.js';
export type {
  ApiClient,
  ApiClientOptions,
  DownloadedFile,
  DownloadOptions,
  ProgressListener,
  QueryParams,
  RequestOptions,
  UploadOptions,
} from './client.js';
export { ApiProvider, isRetriedFailure } from './ApiProvider.js';
export type { ApiProviderProps, QueryTimings } from './ApiProvider.js';
export { ApiClientProvider, keyReadsPath, useApiClient, useRevalidatePaths } from './apiContext.js';
export type { ApiClientProviderProps, RevalidateOptions, RevalidatePaths } from './apiContext.js';
export {
  failureMessage,
  fieldErrorsOf,
  firstText,
  fromDetail,
  fromErrors,
  fromFieldErrors,
  fromFieldMessages,
  fromResults,
  fromUser,
} from './failureMessage.js';
export type { FailureText, ServerTextReader } from './failureMessage.js';
export { apiQueryKey, checkShape, compactQuery, unwrapResults, useApiQuery } from './useApiQuery.js';
export type { ApiQueryKey, ApiQueryOptions, QueryResult } from './useApiQuery.js';
export { useApiAction, useApiRowAction } from './useApiAction.js';
export type { ActionOutcome, ApiAction, ApiActionOptions, ApiRowAction } from './useApiAction.js';
export {
  PDF_FILES,
  PDF_OR_IMAGE_FILES,
  RECEIPT_FILES,
  fileTypeProblem,
  fileTypeRule,
  toFormData,
  useApiUpload,
} from './uploads.js';
export type { ApiUpload, FileTypeRule, FormDataValue, UploadControls } from './uploads.js';
export { saveFile, useApiDownload } from './downloads.js';
export type { ApiDownload, ApiDownloadOptions } from './downloads.js';
export { pagedQueryParams, usePagedQuery } from './usePagedQuery.js';
export { TooManyPagesError, useAllPages } from './useAllPages.js';
export type { AllPagesKey, AllPagesOptions } from './useAllPages.js';
export type { GridSort, PagedListParams, PagedQuery, PagedQueryOptions } from './usePagedQuery.js';
