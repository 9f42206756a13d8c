// `fresh` seeds persona accounts without their records: no account may claim a profile that does not exist,
// or member@ would land on a dashboard that cannot load.
import { describe, expect, it } from 'vitest';
import { createBackend } from '#mocks/backend.ts';
import { SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';

describe('persona accounts and their profiles', () => {
  it('claim a profile exactly when the scenario seeded it', async () => {
    for (const scenario of ['fresh', 'default']) {
      const { db } = await createBackend({ scenario, seed: 1, startAt: SCENARIO_ANCHOR.getTime() });
      for (const account of db.accounts.findMany()) {
        const exists =
          account.profile_id !== null && db.profiles.findFirst((q) => q.where({ ProfileID: account.profile_id ?? '' })) !== undefined;
        expect(account.profile, `${scenario}: ${account.email}`).toBe(exists);
      }
    }
  });
});
