// What the simulated clock moved (issue 22 item 4): `simulation.advance` answers the statuses its due tasks changed, in
// the order they ran, and nothing when nothing was due or a task found its record already moved on.
import { describe, expect, it } from 'vitest';
import { describeMoves } from '#contract/mock-controls.ts';
import { TASK } from '#mocks/domain/tasks.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { DAY_MS } from '../support';

const pending = personaByKey('pending');

describe('simulation.advance reports what moved', () => {
  const t = useBackend({ scenario: 'default' });
  const newApplication = () => t.backend.db.applications.findFirst((q) => q.where({ ProfileID: pending.profileId!, status: 'New' }))!;

  it('reports nothing when nothing is due', async () => {
    const answer = await t.backend.simulation.advance(DAY_MS);
    expect(answer).toMatchObject({ ran: 0, moved: [] });
    expect(describeMoves(answer.moved)).toEqual(['Nothing moved']);
  });

  it('reports the application a task moved, step by step, and nothing for a task that finds it moved on', async () => {
    const code = newApplication().Code;
    const { simulation } = t.backend;
    await simulation.schedule(TASK.applicationAdvance, DAY_MS, { code, expected: 'New' });
    await simulation.schedule(TASK.applicationAdvance, DAY_MS, { code, expected: 'New' }); // a duplicate: moves nothing

    expect((await simulation.advance(DAY_MS - 1)).moved).toEqual([]);
    const first = await simulation.advance(1);
    expect(first).toMatchObject({ ran: 2, moved: [{ code, from: 'New', to: 'Open' }] });
    expect(describeMoves(first.moved)).toEqual([`${code}: New → Open`]);

    // Two days in one advance: both steps, in order (the second was scheduled by the first).
    const two = await simulation.advance(2 * DAY_MS);
    expect(two.moved).toEqual([
      { code, from: 'Open', to: 'Committee Review' },
      { code, from: 'Committee Review', to: 'Board Review' },
    ]);
  });

  it('reports a licence moved by its task', async () => {
    const { simulation, db } = t.backend;
    const seeded = db.licences.findFirst();
    if (!seeded) return expect.fail('the default scenario has a licence application');
    // As a new application stands right after it is made.
    const licence = (await db.licences.update(seeded, { data: (l) => void (l.status = 'New') }))!;
    await simulation.schedule(TASK.licenceAdvance, 60_000, { no: licence.licenseApplicationNo, expected: 'New' });
    expect((await simulation.advance(60_000)).moved).toEqual([{ code: licence.licenseApplicationNo, from: 'New', to: 'Pending Upload' }]);
  });
});
