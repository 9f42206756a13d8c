// The only error the API client ever throws.

export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** 401: the session is over. */
  | 'unauthorized'
  /** The server could not be reached. */
  | 'network'
  /** The answer did not match the contract. */
  | 'contract'
  /** The request was refused before sending (it did not match the contract). */
  | 'invalid-request';

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

