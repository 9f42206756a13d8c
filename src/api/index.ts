export { createApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
