// @vitest-environment jsdom
// Issue 34 item 1 at view level: a membership certificate's verification reference, followed from the certificate
// (/search?term=…) by someone with no account, shows the member it names and what the register says of it; a
// reference the register does not hold shows nobody and no confirmation.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateCheckHref, certificateReference } from '#contract/certificate-reference.ts';
import { formatDate } from '#contract/medium-date.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { renderPortal } from '../../support/portal';

const member = personaByKey('member');

describe('Member Checker: a certificate reference', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(cleanup);

  const conferredOn = () =>
    t.backend.db.upgrades.findFirst((q) => q.where({ ProfileID: member.profileId!, status: 'Released' }))!.decidedOn;

  it("followed from member@'s certificate: the register confirms the grade and day, and lists the member", async () => {
    const reference = certificateReference({ memberNo: member.memberNo!, category: 'PE', conferredOn: conferredOn() });
    renderPortal(certificateCheckHref(reference));
    const check = await screen.findByTestId('certificate-check', {}, { timeout: 10_000 });
    expect(check.textContent).toBe(
      `The register confirms certificate ${reference}: member ${member.memberNo} was conferred the category Professional Engineer on ${formatDate(conferredOn())}. It is the member’s category today.`,
    );
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByRole('link', { name: member.name })).toBeTruthy());
    expect(within(results).getAllByRole('row')).toHaveLength(2);
  });

  it('a reference one day off: nobody, and no confirmation', async () => {
    const dayAfter = new Date(Date.parse(`${conferredOn()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    renderPortal(certificateCheckHref(certificateReference({ memberNo: member.memberNo!, category: 'PE', conferredOn: dayAfter })));
    const count = await screen.findByTestId('result-count', {}, { timeout: 10_000 });
    expect(count.textContent).toMatch(/^No members match/);
    expect(screen.queryByTestId('certificate-check')).toBeNull();
  });
});
