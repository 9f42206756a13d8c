// Resolvers throw these; the handler builder turns them into { message } answers with the status.
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries beside the status (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new MockHttpError(400, message);
export const unprocessable = (message: string) => new MockHttpError(422, message);
export const forbidden = (message = 'You are not allowed to do this.') => new MockHttpError(403, message);
export const notFound = (message = 'Not found.') => new MockHttpError(404, message);
export const conflict = (message: string) => new MockHttpError(409, message);
export const gone = (message: string) => new MockHttpError(410, message);
/** A limited guess (spec DECISIONS §F): the message says the wait, Retry-After gives it in seconds. */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new MockHttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
