// The text a user reads for a failure: the server's message with the CorrelationId rule (spec 1 §8), and the
// one text for anything an effect rejects with, shared by the API client, the machines and the views.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { describeError, errorText, failureOf, hasInlinePlace } from '#contract/error-text';

describe('errorText (spec 1 §8)', () => {
  it('keeps an ordinary message', () => {
    expect(errorText('Invoice not found')).toBe('Invoice not found');
  });
  it('takes the embedded JSON message, cut at its first colon, for CorrelationId messages', () => {
    expect(errorText('{"error":{"code":"X","message":"Member already exists: details CorrelationId: 123"}}')).toBe('Member already exists');
  });
  it('cuts before CorrelationId when there is no JSON', () => {
    expect(errorText('Record locked CorrelationId 99')).toBe('Record locked');
  });
  it('never returns an empty text', () => {
    expect(errorText('CorrelationId: 1')).toBe('The server reported an error.');
  });
});

describe('describeError (what a failed effect shows)', () => {
  it("shows an API client error's text as it is", () => {
    expect(describeError(new ApiError('http', 'Invoice not found', 404, 'GET invoice/:id'))).toBe('Invoice not found');
  });
  it("shows any other error's message", () => {
    expect(describeError(new Error('The PDF could not be opened.'))).toBe('The PDF could not be opened.');
  });
  it('says something went wrong for an error without a message', () => {
    expect(describeError(new Error(''))).toBe('Something went wrong.');
  });
  it('says something went wrong for a rejection that is not an error', () => {
    expect(describeError('boom')).toBe('Something went wrong.');
    expect(describeError(undefined)).toBe('Something went wrong.');
  });
});

describe('failureOf (what a machine keeps of a failure; the client-made errors are in tests/api/client.test.ts)', () => {
  it('keeps the text, and offers a retry for a network error or a server problem only', () => {
    expect(failureOf(new ApiError('network', 'The server could not be reached.'))).toEqual({
      error: 'The server could not be reached.',
      retryable: true,
    });
    expect(failureOf(new ApiError('http', 'Busy', 503))).toEqual({ error: 'Busy', retryable: true });
    expect(failureOf(new ApiError('http', 'Refused', 422))).toEqual({ error: 'Refused', retryable: false });
  });
  it("offers no retry for an error that is not the API client's (a damaged document comes back the same) or no error at all", () => {
    expect(failureOf(new Error('This document is damaged and cannot be shown.'))).toEqual({
      error: 'This document is damaged and cannot be shown.',
      retryable: false,
    });
    expect(failureOf('boom').retryable).toBe(false);
    expect(failureOf(null).retryable).toBe(false);
  });
});

describe("hasInlinePlace (document 1 §2.4, §8: what goes to the 'Something went wrong' dialog)", () => {
  it('a refusal of the values (4xx) stays in its form; the server not reached, a 5xx or an unexpected answer has no place there', () => {
    for (const status of [400, 403, 404, 409, 422, 499])
      expect(hasInlinePlace(new ApiError('http', 'No', status)), String(status)).toBe(true);
    for (const status of [500, 502, 503, 599]) expect(hasInlinePlace(new ApiError('http', 'Down', status)), String(status)).toBe(false);
    expect(hasInlinePlace(new ApiError('network', 'The server could not be reached.'))).toBe(false);
    expect(hasInlinePlace(new ApiError('contract', 'The answer could not be read.', 200))).toBe(false);
    expect(hasInlinePlace(new Error('Failed to save payment option.'))).toBe(true);
  });
});
