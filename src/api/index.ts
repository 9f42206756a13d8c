export { createApiClient, clientWords } from './client';
export { ApiError, isApiError } from './api-error';
