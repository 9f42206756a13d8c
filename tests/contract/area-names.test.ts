// Each area has one name in every layer (issue 21 item 4, decision 013): a folder of mocks/handlers, tests/machines,
// tests/mocks or tests/features is an area of src/features or a shared folder of machines/ (tests/mocks may also
// mirror a folder of mocks/ itself: core, domain, pdf).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const areas = new Set([...folders('src/features'), ...folders('machines')]);

describe('area names', () => {
  it.each(['mocks/handlers', 'tests/machines', 'tests/features'])('%s has a folder only per area or shared folder', (path) => {
    expect(folders(path).filter((name) => !areas.has(name))).toEqual([]);
  });

  it('tests/mocks has a folder only per area, shared folder or folder of mocks/', () => {
    const mocks = new Set(folders('mocks'));
    expect(folders('tests/mocks').filter((name) => !areas.has(name) && !mocks.has(name))).toEqual([]);
  });
});
