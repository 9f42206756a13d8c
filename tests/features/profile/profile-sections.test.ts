// Issue 36: a profile sub-list's contract says whose it is (`owner`), and the profile page shows it on that profile's
// tabs only. Before, the tabs were written by hand and nothing held a new list to its owner's tabs.
import { describe, expect, it } from 'vitest';
import * as lists from '#contract/profile-lists.ts';
import { profileSections } from '#features/profile/profile-sections.tsx';
import * as subLists from '#features/profile/sub-lists.ts';

const shownOn = (profile: keyof typeof profileSections) => profileSections[profile].flatMap((s) => s.lists.map((l) => l.key));

/** Every sub-list the profile views define, attachments once per profile kind. */
const resources: Array<{ key: string; owner: string }> = Object.values(subLists).flatMap((r): Array<{ key: string; owner: string }> =>
  'key' in r ? [r] : Object.values(r),
);

describe("the profile's tabs", () => {
  it('show every sub-list on the tabs of its owner, and no list on the other profile’s', () => {
    const individual = shownOn('Individual');
    const firm = shownOn('Corporate');
    expect(resources.length).toBeGreaterThanOrEqual(14);
    for (const r of resources) {
      if (r.owner !== 'firm') expect(individual, `${r.key} (${r.owner})`).toContain(r.key);
      if (r.owner !== 'individual') expect(firm, `${r.key} (${r.owner})`).toContain(r.key);
      if (r.owner === 'firm') expect(individual, `${r.key} is the firm's`).not.toContain(r.key);
      if (r.owner === 'individual') expect(firm, `${r.key} is the individual's`).not.toContain(r.key);
    }
  });

  it("take each list's owner from its contract", () => {
    expect(subLists.bankers.owner).toBe(lists.bankers.owner);
    expect(subLists.contacts.owner).toBe('individual');
    expect(subLists.directors.owner).toBe('firm');
    expect(subLists.attachments.Corporate.owner).toBe('either');
  });

  it('show a tab at most once per profile', () => {
    for (const sections of Object.values(profileSections)) {
      const labels = sections.map((s) => s.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
