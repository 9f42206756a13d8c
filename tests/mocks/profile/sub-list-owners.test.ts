// Whose list it is, a choice each sub-list's definition states (`owner`), decides who its working examples sign in
// as: firm@ for a firm list, member@ for an individual's list or one of either profile (attachments). An example
// signed in as the other profile would add its row to a profile that never shows it.
import { describe, expect, it } from 'vitest';
import { profileSubLists } from '#contract/profile-lists.ts';
import { profileExamples } from '#mocks/examples/profile.ts';

describe("a sub-list's owner", () => {
  it.each(profileSubLists.map((list) => [list.name, list] as const))('%s: its examples sign in as its owner', (_, list) => {
    const persona = list.owner === 'firm' ? 'firm' : 'member';
    const calls = Object.keys(list.endpoints) as Array<keyof typeof profileExamples>;
    expect(calls.map((call) => [call, profileExamples[call].persona])).toEqual(calls.map((call) => [call, persona]));
  });
});
