// The README's "try Activate Account" pair stays true: the member number and ID number it gives belong to a
// member of the default scenario (seed 1, what `npm start` opens) who has no account yet, and activation accepts
// them and sends a code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { useBackend } from '../../support/backend';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const pair = /member number `(M\d+)` with ID number `(\d+)`/.exec(readme);

describe('README activation example', () => {
  const t = useBackend({ scenario: 'default', seed: 1 });

  it('names a member number and ID number', () => {
    expect(pair, 'README: "member number `M…` with ID number `…`"').not.toBeNull();
  });

  it('activates in the default scenario: the code goes out by e-mail and SMS', async () => {
    const [, memberNo, idNumber] = pair!;
    const email = 'readme.reader@example.co.ke';
    const answer = await t.anon.call(endpoints.auth.activation, {
      body: {
        memberNo: memberNo!,
        memberNameFirst: 'Chebet',
        memberNameLast: 'Njũguna',
        identificationDocumentNo: idNumber!,
        eMailAddress: email,
        phoneNo: '0712000111',
      },
    });
    expect(answer.message).toBe('An activation code has been sent to your e-mail and phone.');
    expect(t.lastMessageTo(email)?.codes).toHaveLength(1);
  });
});
