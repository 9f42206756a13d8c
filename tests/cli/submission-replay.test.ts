// The submission flow headlessly (issue 14): docs/flows/examples/submission.network-failure.json sends the code,
// fails the submission with the fake backend's chaos, keeps the code, and submits on Verify again.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runInProcess } from './support';

describe('portal replay submission', () => {
  it('a failure after the code was sent keeps the code; Verify again submits', async () => {
    const example = join(REPO, 'docs/flows/examples/submission.network-failure.json');
    const run = await runInProcess(['replay', 'submission', '--events', example]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('error: null → "The service is temporarily unavailable (simulated failure)."');
    expect(run.stdout).toMatch(/ok: 12 step\(s\), ends in done\n$/);
  });
});
