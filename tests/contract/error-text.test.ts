import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/api';

describe('errorText (document 1 §8)', () => {
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
