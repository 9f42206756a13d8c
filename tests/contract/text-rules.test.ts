// The shared text, password-match and file rules of the contract (src/contract/rules.ts): each on both sides of
// its boundary, with the message a person reads.
import { describe, expect, it } from 'vitest';
import { z } from '#contract/mini.ts';
import {
  FileSchema,
  firstIssueMessage,
  IdNumberSchema,
  MAX_LONG_TEXT,
  optionalText,
  PdfFileSchema,
  requiredText,
  withMatchingPasswords,
} from '#contract/rules.ts';

const ruleOf = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? 'ok' : firstIssueMessage(parsed.error);
};

describe('required and optional text', () => {
  const name = requiredText('Name is required');
  it('is required: empty, spaces only or no text at all gets its own message', () => {
    for (const v of ['', '   ', undefined, 42]) expect(ruleOf(name, v)).toBe('Name is required');
    expect(name.parse('  Wanjirũ  ')).toBe('Wanjirũ');
  });

  it.each([
    ['the default limit (255, the spec message)', undefined, 'Max 255 characters.'],
    ['a 50-character code', 50, 'This text is too long (at most 50 characters)'],
    ['a long text', MAX_LONG_TEXT, 'This text is too long (at most 5000 characters)'],
  ])('%s: the limit is taken, one more is refused with its own number', (_name, max, message) => {
    const limit = max ?? 255;
    for (const schema of [requiredText('Required', max), optionalText(max)]) {
      expect(ruleOf(schema, 'x'.repeat(limit))).toBe('ok');
      expect(ruleOf(schema, 'x'.repeat(limit + 1))).toBe(message);
    }
  });

  it('an ID number takes 50 characters and names its own limit at 51 (it once said "Max 255 characters.")', () => {
    expect(ruleOf(IdNumberSchema, 'x'.repeat(50))).toBe('ok');
    expect(ruleOf(IdNumberSchema, 'x'.repeat(51))).toBe('This text is too long (at most 50 characters)');
  });

  it('optional text may be empty', () => {
    expect(ruleOf(optionalText(), '')).toBe('ok');
  });
});

describe('Password does not match', () => {
  const schema = withMatchingPasswords(z.object({ password: z.string(), confirmPassword: z.string() }));
  it('is told beside the confirmation, only when the two differ', () => {
    expect(schema.safeParse({ password: 'Ab1!xyzw', confirmPassword: 'Ab1!xyzw' }).success).toBe(true);
    const parsed = schema.safeParse({ password: 'Ab1!xyzw', confirmPassword: 'Ab1!xyzW' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'Password does not match']]);
  });
});

describe('attached files', () => {
  it('a file is required: anything that is not a file is refused with the spec message', () => {
    expect(ruleOf(FileSchema, new Blob(['%PDF']))).toBe('ok');
    for (const v of [undefined, '', 'degree.pdf', { name: 'degree.pdf', size: 3 }])
      expect(ruleOf(FileSchema, v)).toBe(ruleOf(FileSchema, undefined));
    expect(ruleOf(FileSchema, undefined)).not.toBe('ok');
  });

  it('an empty file is refused, a small one taken', () => {
    expect(ruleOf(PdfFileSchema, new Blob([]))).not.toBe('ok');
    expect(ruleOf(PdfFileSchema, new Blob(['%PDF']))).toBe('ok');
  });
});

describe('firstIssueMessage', () => {
  it('names the first problem, or says the data is not valid when zod gives none', () => {
    expect(firstIssueMessage(new z.core.$ZodError([]))).toBe('The data is not valid');
  });
});
