export { createApiClient } from './client';
export { ApiError, isApiError } from './api-error';
