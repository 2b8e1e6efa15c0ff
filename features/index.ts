// The public API of spend-ui/features: each domain entry's pages, widgets, their props and the hooks another
// team calls, over the feature kit (api, navigation, session, access, page, forms). Everything else is internal.
// The kit's public part; the failure-text builders (failureMessage, fromErrors, fromResults) are internal
// (spend-ui/features/internal), for this repository's tests and demo.
export {
  ApiProvider,
  ApiClientProvider,
  useApiClient,
  useRevalidatePaths,
  createApiClient,
  ApiError,
  isApiError,
  useApiQuery,
  useApiAction,
  useApiRowAction,
} from './api/index.js';
export type {
  ApiProviderProps,
  QueryTimings,
  ApiClientProviderProps,
  RevalidatePaths,
  ApiClient,
  ApiClientOptions,
  QueryParams,
  RequestOptions,
  ApiErrorKind,
  QueryResult,
  ApiQueryOptions,
  ActionOutcome,
  ApiAction,
  ApiActionOptions,
  ApiRowAction,
  FailureText,
  ServerTextReader,
} from './api/index.js';
export * from './navigation/index.js';
export * from './session/index.js';
export * from './access/index.js';
export * from './page/index.js';
export * from './forms/index.js';
export { formatMoney, formatDay, centralToday } from './format/index.js';
export * from './auth/index.js';
export * from './onboarding/index.js';
export * from './otp/index.js';
export * from './cards/index.js';
export * from './transactions/index.js';
export * from './receipts/index.js';
export * from './settings/index.js';
export * from './team/index.js';
export * from './cashback/index.js';
export * from './notifications/index.js';
export * from './banking/index.js';
export * from './accounts/index.js';
export * from './fx/index.js';
export * from './payments/index.js';
export * from './recipients/index.js';
