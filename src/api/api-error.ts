// The only error the API client ever throws.
import type { ApiErrorKind } from '#contract/error-text';

export type { ApiErrorKind };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly endpoint?: string,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
