// What a replay's report prints in place of the backend's secrets (cli/headless/report-secrets.ts, decision 048):
// a session by its owner, a code by whom it was sent to — whole, or inside a longer text — and nothing else.
import { describe, expect, it } from 'vitest';
import { ReportSecrets } from '#cli/headless/report-secrets.ts';

const TOKEN = 'ab4ab7f0047f74504acbefad0bdf1880471dfbc930f9a8176669d09e97da96c8';

describe('the secrets a report leaves out', () => {
  it('prints a session answer’s token by its owner, wherever it stands, and leaves the rest as it was', () => {
    const secrets = new ReportSecrets();
    secrets.noteSession({ token: TOKEN, user: { id: 1, email: 'member@demo.test' } });
    expect(secrets.redact({ result: { token: TOKEN, user: { email: 'member@demo.test' } }, link: `/reset/${TOKEN}?x=1`, n: 3 })).toEqual({
      result: { token: '‹session of member@demo.test›', user: { email: 'member@demo.test' } },
      link: '/reset/‹session of member@demo.test›?x=1',
      n: 3,
    });
  });

  it('takes only the session shape: a token without a user, or a user without an e-mail, is no session', () => {
    const secrets = new ReportSecrets();
    secrets.noteSession({ token: TOKEN });
    secrets.noteSession({ token: TOKEN, user: { id: 1 } });
    secrets.noteSession(null);
    expect(secrets.redact({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('prints a code of digits inside a text, but not inside a longer number; a short secret only as a whole value', () => {
    const secrets = new ReportSecrets();
    secrets.add('739765', '‹code sent to member@demo.test›');
    secrets.add('42', '‹short›');
    expect(secrets.redact(['739765', 'code 739765.', '+254739765000', '1739765', '42', 'a 42'])).toEqual([
      '‹code sent to member@demo.test›',
      'code ‹code sent to member@demo.test›.',
      '+254739765000',
      '1739765',
      '‹short›',
      'a 42',
    ]);
  });

  it('keeps the first label a secret was given, and forgets them all when cleared', () => {
    const secrets = new ReportSecrets();
    secrets.add('739765', '‹first›');
    secrets.add('739765', '‹second›');
    expect(secrets.redact('739765')).toBe('‹first›');
    secrets.clear();
    expect(secrets.redact('739765')).toBe('739765');
  });

  it('returns a part without a secret as itself, copying only the parts a secret is in', () => {
    const secrets = new ReportSecrets();
    secrets.noteSession({ token: TOKEN, user: { email: 'member@demo.test' } });
    const user = { email: 'member@demo.test', names: ['Faith', 'Nyambura'] };
    const clean = { user, step: 3 };
    expect(secrets.redact(clean)).toBe(clean);
    const held = { user, result: { token: TOKEN }, links: ['/a', `/b/${TOKEN}`] };
    const printed = secrets.redact(held) as typeof held;
    expect(printed).toEqual({
      user,
      result: { token: '‹session of member@demo.test›' },
      links: ['/a', '/b/‹session of member@demo.test›'],
    });
    expect(printed.user).toBe(user);
    expect(held.result.token).toBe(TOKEN);
  });

  it('finds a secret added after a text was read, and says by its version when what it printed may have changed', () => {
    const secrets = new ReportSecrets();
    const first = secrets.version;
    expect(secrets.redact('code 739765.')).toBe('code 739765.');
    secrets.add('739765', '‹code›');
    expect(secrets.version).not.toBe(first);
    expect(secrets.redact('code 739765.')).toBe('code ‹code›.');
    const added = secrets.version;
    secrets.add('739765', '‹again›');
    expect(secrets.version).toBe(added);
    secrets.add('123456', '‹second›');
    expect(secrets.redact('739765 or 123456')).toBe('‹code› or ‹second›');
    const before = secrets.version;
    secrets.clear();
    expect(secrets.version).not.toBe(before);
  });
});
