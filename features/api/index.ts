export { ApiError, isApiError, serverMessage } from './ApiError.js';
export { createApiClient, buildUrl, fileNameFromContentDisposition } from './client.js';
export type { ApiClient, ApiClientOptions, DownloadedFile, QueryParams, RequestOptions } from './client.js';
export { ApiProvider, useApiClient } from './ApiProvider.js';
export type { ApiProviderProps } from './ApiProvider.js';
