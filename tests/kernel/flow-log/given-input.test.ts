// A recorded input becomes the `input` step its flow's manifest reads, and a recording's return addresses the
// replaying origin's (decision 043): pay-now's nested input, the gateway's origin from the environment, a
// sub-list's machine by its id, a payment batch's base64 return addresses.
import { describe, expect, it } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from '#contract/base64.ts';
import { givenInputOf } from '#kernel/flow-log/given-input.ts';
import { withRelativeAddresses } from '#kernel/flow-log/return-addresses.ts';
import { flowNamed } from '#machines/flows.ts';

const manifest = (name: string) => flowNamed(name)!;

describe('givenInputOf', () => {
  it("writes pay-now's nested payable and payer as the flat fields its manifest reads", () => {
    const recorded = {
      payable: { kind: 'invoice', code: 'INV000016' },
      payer: { CustomerNo: 'CUST-0002', MemberNo: 'M1002' },
      lookFirst: true,
    };
    expect(givenInputOf(recorded, manifest('pay-now').input)).toEqual({
      kind: 'invoice',
      code: 'INV000016',
      CustomerNo: 'CUST-0002',
      MemberNo: 'M1002',
      lookFirst: true,
    });
  });

  it('leaves out what the manifest takes from the environment (the origin), and keeps an input it cannot make', () => {
    expect(givenInputOf({ origin: 'http://127.0.0.1:4398', batch: 'abc' }, manifest('gateway').input)).toEqual({ batch: 'abc' });
    // registration's manifest makes values.type "Individual" itself: a firm's type is not its to make.
    expect(givenInputOf({ values: { type: 'Corporate', category: 'GRADUATE' } }, manifest('registration').input)).toEqual({
      values: { type: 'Corporate', category: 'GRADUATE' },
    });
  });

  it("names the sub-list the page made, by its machine's id", () => {
    const crud = manifest('crud-list');
    expect(givenInputOf({}, crud.input, { make: crud.machine, id: 'specializations' })).toEqual({ list: 'specializations' });
    // The default list needs no key; an id the manifest cannot make adds none.
    expect(givenInputOf({}, crud.input, { make: crud.machine, id: 'bankers' })).toEqual({});
    expect(givenInputOf({}, crud.input, { make: crud.machine, id: 'no-such-list' })).toEqual({});
  });
});

describe('withRelativeAddresses', () => {
  const origin = 'http://127.0.0.1:4398';
  it("writes the recording origin's addresses app-relative, inside a base64 batch too; another origin's stay", () => {
    const batch = encodeBase64Json({ amount: 5, success_url: `${origin}/dashboard?payment=return`, fail_url: 'https://evil.example/x' });
    const out = withRelativeAddresses({ batch, next: `${origin}/upgrade`, other: 'INV000016' }, origin) as Record<string, string>;
    expect(out.next).toBe('/upgrade');
    expect(out.other).toBe('INV000016');
    expect(decodeBase64Json(out.batch!)).toEqual({
      ok: true,
      value: { amount: 5, success_url: '/dashboard?payment=return', fail_url: 'https://evil.example/x' },
    });
    // Nothing on the origin: the same bytes.
    const foreign = encodeBase64Json({ success_url: 'https://evil.example/x' });
    expect(withRelativeAddresses(foreign, origin)).toBe(foreign);
  });
});
