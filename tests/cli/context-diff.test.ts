// What a replay's report lists as changed at a step (cli/headless/context-view.ts `diffContext`): the keys whose
// value changed, each printed as the report prints it (secrets by their labels: report-secrets.ts), and none whose
// printed values are the same (two tokens of one member's session read alike).
import { describe, expect, it } from 'vitest';
import { diffContext } from '../../cli/headless/context-view';
import { ReportSecrets } from '../../cli/headless/report-secrets';

describe("a step's changed context", () => {
  const secrets = new ReportSecrets();
  secrets.add('tok-aaaaaaaa', '‹session of member@demo.test›');
  secrets.add('tok-bbbbbbbb', '‹session of member@demo.test›');
  const print = (value: unknown) => secrets.redact(value);

  it('lists a changed key as printed, a secret by its label', () => {
    expect(diffContext({ token: null, email: 'a@b.c' }, { token: 'tok-aaaaaaaa', email: 'a@b.c' }, print)).toEqual([
      { key: 'token', before: 'null', after: '"‹session of member@demo.test›"' },
    ]);
  });

  it('leaves out a key whose printed values are the same, and lists it without a printer', () => {
    const before = { session: { token: 'tok-aaaaaaaa' } };
    const after = { session: { token: 'tok-bbbbbbbb' } };
    expect(diffContext(before, after, print)).toEqual([]);
    expect(diffContext(before, after)).toEqual([{ key: 'session', before: '{"token":"tok-aaaaaaaa"}', after: '{"token":"tok-bbbbbbbb"}' }]);
  });

  it('lists keys that come and go, in key order', () => {
    expect(diffContext({ b: 1, a: 1 }, { c: 2, a: 1 }).map((change) => change.key)).toEqual(['b', 'c']);
  });
});
