// Hostile input to the upgrade screens' one input (issue 14), beside tests/mocks/hostile-input.test.ts (every
// entry of the endpoint table): requests through raw fetch, as there, so the server's own refusal is what is tested.
import { describe, expect, it } from 'vitest';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { HOSTILE_TEXTS, rawCallerAs } from '../../support/raw-calls';

// Issue 14: the upgrade checklist's one input is its route's category code (`/upgrade/checklist/:code`), which
// becomes the checklist call's parameter and the submission's toCategory; the report and letter take a code too.
// Empty, 10,000 characters, HTML and emoji: each refused with a 4xx and a message, and no upgrade is created,
// even for graduate@ whose PE checklist passes.
describe('hostile upgrade codes (checklist, submit, report, letter)', () => {
  const t = useBackend({ scenario: 'default' });

  it('refuses each with a 4xx and a message, and creates no upgrade', async () => {
    const graduate = personaByKey('graduate');
    const call = await rawCallerAs(graduate.email);
    expect((await call('POST', 'profile/specialization', { Code: 'SP01', Description: 'Civil Engineering' })).status).toBe(200);
    const failures: string[] = [];
    for (const code of HOSTILE_TEXTS) {
      const answers = {
        // An empty code is no path parameter at all: the client refuses it before sending (buildPath), and the
        // machine shows that as a failed load (tests/machines/upgrades/upgrades.test.ts).
        ...(code === '' ? {} : { checklist: await call('GET', `upgrade/checklist/${encodeURIComponent(code)}`) }),
        submit: await call('POST', 'upgrade/submit', {
          amount: 11_000,
          toCategory: code,
          memberNo: graduate.memberNo,
          ProfileID: graduate.profileId,
          requestedDate: '',
        }),
        report: await call('POST', 'upgrade/upgrade-report', { code }),
        letter: await call('POST', 'upgrade/acceptance-letter', { code }),
      };
      for (const [name, a] of Object.entries(answers)) {
        if (a.status < 400 || a.status > 499 || typeof a.message !== 'string' || a.message.trim() === '')
          failures.push(`${name} ${JSON.stringify(code.slice(0, 30))} → ${a.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(t.backend.db.upgrades.findMany((q) => q.where({ ProfileID: graduate.profileId! }))).toEqual([]);
  });
});
