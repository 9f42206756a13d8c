// The text a user reads for a failure: the server's message with the CorrelationId rule (spec 1 §8), and the
// one text for anything an effect rejects with, shared by the API client, the machines and the views.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { describeError, failureOf, hasInlinePlace, isRetryable, statusOf } from '#contract/error-text.ts';
import { errorText, messageOf } from '#contract/server-message.ts';

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
  it('trims an ordinary message, and the text before CorrelationId of its trailing punctuation', () => {
    expect(errorText('  Invoice not found \n')).toBe('Invoice not found');
    expect(errorText('Record locked (see log) - ; CorrelationId 99')).toBe('Record locked (see log)');
  });
  it('takes a top-level JSON message, keeps the raw text when the braces hold no JSON or no text message', () => {
    expect(errorText('Failed {"message":"Duplicate KRA PIN: A1"} CorrelationId 7')).toBe('Duplicate KRA PIN');
    expect(errorText('Failed {not json} CorrelationId 7')).toBe('Failed {not json}');
    expect(errorText('Failed {"error":{"message":42}} CorrelationId 7')).toBe('Failed {"error"');
    expect(errorText('Failed } then { CorrelationId 7')).toBe('Failed } then {');
  });
  it('keeps a message without CorrelationId whole, colons and all; trims what comes before CorrelationId', () => {
    expect(errorText('Member exists: choose another e-mail')).toBe('Member exists: choose another e-mail');
    expect(errorText('  Locked CorrelationId 1')).toBe('Locked');
  });
  it('cuts at the first colon only when something comes before it', () => {
    expect(errorText(':Locked CorrelationId 1')).toBe(':Locked');
    expect(errorText('Locked: by admin: now CorrelationId 1')).toBe('Locked');
  });
});

describe('messageOf (the message of an error body of any shape)', () => {
  it('reads a non-empty text `message` of an object', () => {
    expect(messageOf({ message: 'Invoice not found' })).toBe('Invoice not found');
  });
  it.each([
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['a message that is not text', { message: 42 }],
    ['an object without message', { error: 'x' }],
    ['null', null],
    ['a number', 503],
    ['an empty text', ''],
    ['a blank text', '  \n'],
    ['an HTML page', '  <html><body>Bad gateway</body></html>'],
    ['a text of 500 characters', 'x'.repeat(500)],
  ])('gives nothing for %s', (_case, body) => {
    expect(messageOf(body)).toBeUndefined();
  });
  it('reads a short plain-text body as the message (499 characters at most)', () => {
    expect(messageOf('Service Unavailable')).toBe('Service Unavailable');
    expect(messageOf('x'.repeat(499))).toHaveLength(499);
  });
});

describe('isRetryable and statusOf', () => {
  it.each([
    [{ kind: 'network' }, true],
    [{ kind: 'http', status: 500 }, true],
    [{ kind: 'http', status: 599 }, true],
    [{ kind: 'http', status: 499 }, false],
    [{ kind: 'http', status: 408 }, true],
    [{ kind: 'http', status: 407 }, false],
    [{ kind: 'http', status: 409 }, false],
    [{ kind: 'http', status: 429 }, true],
    [{ kind: 'http', status: 428 }, false],
    [{ kind: 'http', status: 430 }, false],
    [{ kind: 'http', status: '503' }, false],
    [{ kind: 'contract' }, false],
    [null, false],
    ['network', false],
  ])('%j → %s', (e, expected) => {
    expect(isRetryable(e)).toBe(expected);
  });
  it('statusOf reads a numeric status only', () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ status: '404' })).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
    expect(statusOf('404')).toBeUndefined();
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
    expect(hasInlinePlace(new ApiError('http', 'Moved', 399))).toBe(false);
    // An error answer the portal could not read has no field to sit by, whatever its status.
    expect(hasInlinePlace({ kind: 'contract', status: 422 })).toBe(false);
    expect(hasInlinePlace(null)).toBe(true);
  });
});
