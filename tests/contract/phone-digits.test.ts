// Issue 34 item 4: a phone is stored and sent as its 10 digits (spec 3 §9's "Phone pattern 10 digits"); the call
// refuses anything else with 'Enter the phone number as digits only, e.g. 0712345678'; a form takes the number as
// people write it and sends its digits. Each boundary on both sides, each cause alone.
import { describe, expect, it } from 'vitest';
import { messages, PhoneSchema, phoneDigits, phoneDigitsSchema, phoneInputSchema } from '#contract';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? 'ok' : result.error?.issues[0]?.message;

describe('the stored phone (the call’s rule)', () => {
  it.each([
    ['0712345678', 'ok'],
    [' 0712345678 ', 'ok'], // trimmed: edges are no part of the number
    ['071234567', messages.phoneDigits], // 9 digits
    ['07123456789', messages.phoneDigits], // 11 digits
    ['0712 345 678', messages.phoneDigits],
    ['0712-345-678', messages.phoneDigits],
    ['(071) 234-5678', messages.phoneDigits],
    ['+254712345678', messages.phoneDigits], // 13 characters with the +
    ['254712345678', messages.phoneDigits], // 12 digits
    ['073****890', messages.phoneDigits], // masked
    ['0733****890', messages.phoneDigits], // a masked value edited
    ['07123x5678', messages.phoneDigits],
    ['', messages.phoneRequired],
    ['   ', messages.phoneRequired],
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(PhoneSchema.safeParse(value))).toBe(expected);
  });

  it('names the expected form, with an example', () => {
    expect(messages.phoneDigits).toBe('Enter the phone number as digits only, e.g. 0712345678');
    expect(firstMessage(phoneDigitsSchema('Required.').safeParse(''))).toBe('Required.');
  });
});

describe('a phone as typed, written as its digits', () => {
  it.each([
    ['0712 345 678', '0712345678'],
    ['0712-345-678', '0712345678'],
    ['0712.345.678', '0712345678'],
    ['(071) 234-5678', '0712345678'],
    ['+254 712 345 678', '0712345678'],
    ['+254712345678', '0712345678'],
    ['254712345678', '0712345678'],
    ['  0712345678  ', '0712345678'],
    // Not a Kenyan number in the country-code form: kept, for the rule to refuse.
    ['+2547123456789', '+2547123456789'],
    ['+44 20 7946 0958', '+442079460958'],
    ['073****890', '073****890'],
    ['0712 345 67a', '0712 345 67a'],
  ])('%j → %j', (typed, stored) => {
    expect(phoneDigits(typed)).toBe(stored);
  });

  it.each([
    ['0712 345 678', 'ok'],
    ['+254 712 345 678', 'ok'],
    ['0712-345-678', 'ok'],
    ['071 234 567', messages.phoneDigits], // 9 digits
    ['0712 345 6789', messages.phoneDigits], // 11 digits
    ['+254 712 345 67', messages.phoneDigits], // +254 and 8 digits
    ['+254 712 345 6789', messages.phoneDigits], // +254 and 10 digits
    ['073****890', messages.phoneDigits],
    ['+44 20 7946 0958', messages.phoneDigits],
    ['', messages.phoneRequired],
  ])('the form takes %j → %s', (typed, expected) => {
    expect(firstMessage(phoneInputSchema(messages.phoneRequired).safeParse(typed))).toBe(expected);
  });

  it('what the form takes, written as its digits, is what the call takes', () => {
    for (const typed of ['0712 345 678', '+254 712 345 678', '(071) 234-5678', '254712345678'])
      expect(PhoneSchema.safeParse(phoneDigits(typed)).success, typed).toBe(true);
  });
});
