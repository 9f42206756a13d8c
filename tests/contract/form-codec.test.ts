// Multipart bodies (uploads): the client encodes by value, the fake server decodes by the body schema, so a number,
// a yes/no and a JSON field (site colours, transcripts) arrive as what they were; what cannot be read stays text
// for the schema to refuse with its message.
import { describe, expect, it } from 'vitest';
import { z } from '#contract/mini.ts';
import { decodeFormBody } from '#contract/form-codec.ts';
import { encodeFormBody } from '#contract/form-encode.ts';

const Body = z.object({
  name: z.string(),
  count: z.number(),
  year: z.optional(z.int()),
  current: z.boolean(),
  maybe: z.nullable(z.boolean()),
  colours: z.array(z.string()),
  extra: z.record(z.string(), z.number()),
  pair: z.tuple([z.string(), z.number()]),
  piped: z.pipe(
    z.string(),
    z.transform((s) => s.length),
  ),
  nested: z.object({ a: z.number() }),
  tenWrappers: z.optional(
    z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.number()))))))))),
  ),
  nineWrappers: z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.optional(z.nullable(z.number()))))))))),
  withDefault: z._default(z.number(), 0),
  withPrefault: z.prefault(z.number(), 0),
  withCatch: z.catch(z.boolean(), false),
  readOnly: z.readonly(z.array(z.number())),
  nonOptional: z.nonoptional(z.optional(z.number())),
  pipedNumber: z.pipe(
    z.number(),
    z.transform((n) => n * 2),
  ),
});

const form = (entries: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe('encodeFormBody', () => {
  it('writes text as is, numbers, yes/no and objects as JSON, a file with its name; leaves out what is absent', () => {
    const file = new File(['%PDF'], 'degree.pdf', { type: 'application/pdf' });
    const blob = new Blob(['x']);
    const f = encodeFormBody({
      name: 'Wanjirũ',
      count: 3,
      current: false,
      colours: ['#fff'],
      nested: { a: 1 },
      file,
      blob,
      gone: undefined,
      none: null,
    });
    expect([...f.keys()]).toEqual(['name', 'count', 'current', 'colours', 'nested', 'file', 'blob']);
    expect(f.get('nested')).toBe('{"a":1}');
    expect(f.get('name')).toBe('Wanjirũ');
    expect(f.get('count')).toBe('3');
    expect(f.get('current')).toBe('false');
    expect(f.get('colours')).toBe('["#fff"]');
    expect((f.get('file') as File).name).toBe('degree.pdf');
    expect((f.get('blob') as File).name).toBe('blob');
  });
});

describe('decodeFormBody', () => {
  it('reads each field as its schema types it', () => {
    const out = decodeFormBody(
      Body,
      form({
        name: '12',
        count: ' 7 ',
        year: '2020',
        current: 'true',
        maybe: '0',
        colours: '["#fff","#000"]',
        extra: '{"a":1}',
        pair: '["a",1]',
        piped: 'abc',
        nested: '{"a":2}',
        tenWrappers: '5',
        nineWrappers: '5',
        withDefault: '1',
        withPrefault: '2',
        withCatch: 'true',
        readOnly: '[1]',
        nonOptional: '3',
        pipedNumber: '4',
        unknown: '9',
      }),
    );
    expect(out).toEqual({
      name: '12',
      count: 7,
      year: 2020,
      current: true,
      maybe: false,
      colours: ['#fff', '#000'],
      extra: { a: 1 },
      pair: ['a', 1],
      piped: 'abc',
      nested: { a: 2 },
      // However deep the wrappers, the field is read as what they hold.
      tenWrappers: 5,
      nineWrappers: 5,
      withDefault: 1,
      withPrefault: 2,
      withCatch: true,
      readOnly: [1],
      nonOptional: 3,
      pipedNumber: 4,
      unknown: '9',
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['yes', 'yes'],
    ['', ''],
  ])('a yes/no field reads %j as %j', (sent, read) => {
    expect(decodeFormBody(Body, form({ current: sent })).current).toBe(read);
  });

  it.each([
    ['', ''],
    ['  ', '  '],
    ['x1', 'x1'],
    ['-2.5', -2.5],
    ['0', 0],
  ])('a number field reads %j as %j', (sent, read) => {
    expect(decodeFormBody(Body, form({ count: sent })).count).toBe(read);
  });

  it('leaves unreadable JSON and files as they came, for the schema to refuse', () => {
    const file = new File(['%PDF'], 'a.pdf');
    const out = decodeFormBody(Body, form({ colours: '[not json', nested: file, count: file, current: file }));
    expect(out.colours).toBe('[not json');
    expect(out.nested).toBeInstanceOf(File);
    expect(out.count).toBe(out.nested);
    expect(out.current).toBeInstanceOf(File);
  });

  it('a text field stays text whatever it looks like', () => {
    expect(decodeFormBody(Body, form({ name: 'true', piped: '7' }))).toEqual({ name: 'true', piped: '7' });
  });

  it('without a schema (or one without fields) everything stays text', () => {
    expect(decodeFormBody(undefined, form({ count: '7', current: 'true' }))).toEqual({ count: '7', current: 'true' });
    expect(decodeFormBody(z.string(), form({ count: '7' }))).toEqual({ count: '7' });
  });
});
