// Seeded attachment rows keep what a row added through the form keeps (spec 2 §3: description is the attachment
// type code), so the Attachments table names their type from the attachment-types lookup ('National ID or
// passport') like any other row, instead of showing free text no lookup knows. Every scenario, every seeded row.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { createBackend } from '#mocks/backend.ts';
import { SCENARIO_ANCHOR, scenarios } from '#mocks/scenarios/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

describe('seeded attachments', () => {
  const t = useBackend({ scenario: 'default' });

  it.each(Object.keys(scenarios))('%s: every seeded attachment names its type by a code of setup/attachmentTypes', async (scenario) => {
    const backend = await createBackend({ scenario, seed: 1, startAt: SCENARIO_ANCHOR.getTime(), random: () => 1 });
    const codes = (await t.anon.call(endpoints.setup.attachmentTypes)).data.map((c) => c.Code);
    for (const row of backend.db.profileAttachments.findMany()) {
      expect(codes, `${row.profileID} line ${row.lineNo}: ${row.description}`).toContain(row.description);
      expect(row.attachmentType).toBe(row.description);
    }
  });

  it("pending@'s seeded row is listed with the type code the table names 'National ID or passport'", async () => {
    const client = await t.signIn(personaByKey('pending').email);
    const [row] = (await client.call(endpoints.profile.attachments)).data;
    const types = (await t.anon.call(endpoints.setup.attachmentTypes)).data;
    expect(types.find((c) => c.Code === row?.description)?.Description).toBe('National ID or passport');
  });
});
