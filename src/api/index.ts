export { createApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, describeError, type ApiErrorKind } from './api-error';
export { errorText } from './error-text';
