// `portal test` replays its cases in one world per scenario and seed, rewound between cases: a case must end the
// same there as alone in a world of its own, whatever ran before it, and the world after a rewind must be the
// world as seeded. The flows here write (lists, users, applications, payments, codes sent and checked).
import { describe, expect, it } from 'vitest';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { localWorlds, type WorldFactory } from '#cli/suite/local-worlds.ts';
import { pathCases } from '#cli/suite/path-cases.ts';
import { runSuite } from '#cli/suite/run-suite.ts';
import { flowNamed } from '#machines/flows.ts';

const WRITING = ['crud-list', 'users', 'submission', 'password-forgot', 'password-reset', 'otp', 'pay-now', 'settings', 'inactivity'];
const freshWorld: WorldFactory = (wanted) => createHeadlessWorld(wanted);

describe('portal test’s rewound worlds', () => {
  it('end every case as a world of its own does, in any order', { timeout: 120_000 }, async () => {
    const cases = (
      await pathCases(
        { scenario: 'default', seed: 1 },
        WRITING.map((name) => flowNamed(name)!),
      )
    ).cases.filter((c) => !c.skip);
    expect(cases.length).toBeGreaterThan(20);
    const alone = await runSuite(cases, { createWorld: freshWorld, timings: false });
    expect(alone.summary).toEqual({ passed: cases.length, failed: 0, skipped: 0 });
    const rewound = localWorlds();
    expect(await runSuite(cases, { createWorld: rewound, timings: false })).toEqual(alone);
    const reversed = await runSuite([...cases].reverse(), { createWorld: rewound, timings: false });
    expect(reversed.cases).toEqual([...alone.cases].reverse());
  });

  it('give back the world as seeded, records, clock and chaos', async () => {
    const worlds = localWorlds();
    const seeded = (await createHeadlessWorld({ scenario: 'default', seed: 1 })).backend.snapshot();
    const world = await worlds({ scenario: 'default', seed: 1 });
    await world.backend.reset('fresh', 2);
    await world.backend.simulation.advance(86_400_000);
    world.backend.chaos.failRate = 1;
    world.clock.increment(5_000);
    const again = await worlds({ scenario: 'default', seed: 1 });
    expect(again).toBe(world);
    expect(again.backend.snapshot()).toEqual(seeded);
    expect(again.backend.chaos.failRate).toBe(0);
    expect(again.clock.now()).toBe(0);
  });
});
