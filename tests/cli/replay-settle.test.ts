// A replay's `wait` lets every call under way finish, however long it takes in real time: a call answered later
// (a loaded machine, the PDF's deflate on libuv's thread pool) must not read as "the flow rests elsewhere".
// The fake backend's chaos latency holds each answer back by real milliseconds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { readReplaySteps, replayIn } from '#cli/headless/replay.ts';
import { REPO } from './support';

const example = readReplaySteps(JSON.parse(readFileSync(join(REPO, 'docs/flows/examples/submission.network-failure.json'), 'utf8')));

describe('replay waits for slow answers', () => {
  it('the submission example ends in done when every answer comes 100 ms late', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    world.backend.chaos.latencyMs = 100;
    const report = await replayIn(world, 'submission', example);
    expect(report.failure ?? null).toBeNull();
    expect(report.ok).toBe(true);
  });
});
