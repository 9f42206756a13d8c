// The README's "try Activate Account" pair stays true: the member number and ID number it gives belong to a
// member of the default scenario (seed 1, what `npm start` opens) who has no account yet, and activation accepts
// them and sends a code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { accessMessages } from '#contract/access-messages.ts';
import { useBackend } from '../../support/backend';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const pair = /member number `(M\d+)` with ID number `(\d+)`, e-mail `([^`]+)` and phone `(\d+)`/.exec(readme);

describe('README activation example', () => {
  const t = useBackend({ scenario: 'default', seed: 1 });

  it('names a member number, its ID number, e-mail and phone', () => {
    expect(pair, 'README: "member number `M…` with ID number `…`, e-mail `…` and phone `…`"').not.toBeNull();
  });

  it('activates in the default scenario: the code goes out by e-mail and SMS', async () => {
    const [, memberNo, idNumber, email, phone] = pair!;
    const answer = await t.anon.call(endpoints.auth.activation, {
      body: {
        memberNo: memberNo!,
        memberNameFirst: 'Chebet',
        memberNameLast: 'Njũguna',
        identificationDocumentNo: idNumber!,
        eMailAddress: email!,
        phoneNo: phone!,
      },
    });
    expect(answer.message).toBe(accessMessages.claimCodeSent);
    expect(t.lastMessageTo(email!)?.codes).toHaveLength(1);
  });
});
