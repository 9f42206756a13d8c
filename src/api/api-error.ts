// The only error the API client ever throws.
import type { ApiErrorKind } from '#contract/error-text.ts';

export type { ApiErrorKind };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly endpoint?: string,
    /** A 429's Retry-After, in seconds: how long the server asks the portal to wait before trying again. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
