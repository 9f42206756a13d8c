// Compile-time checks of a sub-list's pieces (tsc fails on a wrong @ts-expect-error): a definition says whose list
// it is, and the machine takes no list whose forms disagree with the values it holds (its add call's body).
import { describe, expect, it } from 'vitest';
import { z } from '#contract/mini.ts';
import { bankers } from '#contract/profile-lists.ts';
import { defineSubListContract } from '#contract/sub-list.ts';
import { createSubListMachine } from '#machines/crud-list/sub-list.ts';

describe("a sub-list's pieces", () => {
  it('a definition that does not say whose list it is does not compile', () => {
    // @ts-expect-error -- `owner` is missing: individual, firm or either
    const list = defineSubListContract({
      name: 'trials',
      one: 'Trial',
      title: 'Trials',
      noun: 'trial',
      path: 'profile/trial',
      spec: 'issue 36',
      key: 'lineNo',
      ownerField: 'ProfileID',
      fields: { Name: z.string() },
    });
    expect(list.owner).toBeUndefined();
  });

  it('a list whose update form disagrees with its add body makes no machine', () => {
    const update = { ...bankers.calls.update, body: z.object({ lineNo: z.number(), name: z.number(), address: z.string() }) };
    const disagreeing = { ...bankers, calls: { ...bankers.calls, update } };
    // @ts-expect-error -- update sends `name` as a number, add as text: the form's values cannot be both
    expect(createSubListMachine(disagreeing).id).toBe('bankers');
    expect(createSubListMachine(bankers).id).toBe('bankers');
  });
});
