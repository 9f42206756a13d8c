// @vitest-environment jsdom
// One truth for standing and CPD at view level (issue 10 item 3, spec §A): every persona signs in through the
// login form of the whole portal (composition root, router, member layout, dashboard) against the fake backend.
// The dashboard's CPD figure, the fake server's good-standing record and the certificate of good standing (the PDF
// read back) give the same number for the same window; nobody without a membership record is shown in arrears.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#api/index.ts';
import { base64ToBytes, endpoints, encodeBase64, type ApiClient } from '#contract';
import { personas, type Persona } from '#mocks/scenarios/personas.ts';
import { pagesText } from '../../mocks/pdf/pdf-text';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

/** The certificate's CPD line, read back from the PDF: its window and its figure. */
async function certificateCpd(api: ApiClient, memberNo: string): Promise<{ window: string; points: number }> {
  const pdf = (await api.call(endpoints.membership.goodStandingCertificate, { params: { id: encodeBase64(memberNo) } })).data;
  const bytes = base64ToBytes(pdf);
  if (!bytes.ok) throw new Error(bytes.error);
  const text = (await pagesText(bytes.value)).join(' ');
  const match = /CPD points \((\d{4}-\d{4})\):\s+(\d+)/.exec(text);
  if (!match) throw new Error(`No CPD line on the certificate: ${text}`);
  return { window: match[1]!, points: Number(match[2]) };
}

const withProfile = personas.filter((p): p is Persona & { profileId: string } => p.profileId !== null);
const withoutProfile = personas.filter((p) => p.profileId === null && !p.isAdmin);

describe('standing and CPD: one figure everywhere (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  // The fake server deflates its PDFs through Blob.stream(), which jsdom's Blob lacks: Node's stands in here.
  const jsdomBlob = globalThis.Blob;
  beforeAll(() => void (globalThis.Blob = NodeBlob as unknown as typeof Blob));
  afterAll(() => void (globalThis.Blob = jsdomBlob));

  it('the personas cover members in and out of good standing, a firm and someone not a member yet', () => {
    expect(withProfile.map((p) => p.key)).toEqual(['member', 'arrears', 'pending', 'firm', 'approver', 'graduate']);
    expect(withoutProfile.map((p) => p.key)).toEqual(['applicant', 'newfirm']);
    // Administrators have no member area (their home is the admin area), so no standing or CPD figure at all.
    expect(personas.filter((p) => p.isAdmin).map((p) => [p.key, p.profileId])).toEqual([
      ['admin', null],
      ['superadmin', null],
    ]);
  });

  for (const persona of withProfile) {
    it(`${persona.email}: the dashboard's CPD tile, the fake server's record and the certificate agree`, async () => {
      const api = await t.signIn(persona.email);
      const record = (await api.call(endpoints.membership.goodStanding, { params: { profileId: persona.profileId } })).data[0]!;
      const year = Number(record.checkedOn.slice(0, 4));
      const window = `${year - 2}-${year}`;

      await signInThroughThePortal(persona.email);
      const tile = await screen.findByTestId('tile-cpd', {}, { timeout: 10_000 });
      expect(within(tile).getByRole('heading').textContent).toBe(`CPD points (${window})`);
      expect(Number(within(tile).getByTestId('cpd-points').textContent)).toBe(record.cpdPoints);

      if (record.InGoodStanding) {
        expect(await certificateCpd(api, record.MemberNo)).toEqual({ window, points: record.cpdPoints });
      } else {
        // No certificate exists to disagree: the server refuses it, and the dashboard does not offer it.
        const refused = await api
          .call(endpoints.membership.goodStandingCertificate, { params: { id: encodeBase64(record.MemberNo || 'none') } })
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ApiError);
        expect([404, 422]).toContain((refused as ApiError).status);
        expect(within(screen.getByTestId('tile-good-standing')).queryByRole('link')).toBeNull();
      }
    });
  }

  it('member@: the dashboard counts the window, not every award ever (62 in all, 42 in the window)', async () => {
    await signInThroughThePortal('member@demo.test');
    const tile = await screen.findByTestId('tile-cpd', {}, { timeout: 10_000 });
    const all = t.backend.db.cpdAwards.findMany((q) => q.where({ profileID: 'PROF-0001' })).reduce((n, a) => n + a.pointAwarded, 0);
    expect(all).toBe(62);
    expect(within(tile).getByTestId('cpd-points').textContent).toBe('42');
  });

  it('pending@ (a profile, no member number) reads Not a member yet, never In arrears, and is offered no certificate', async () => {
    await signInThroughThePortal('pending@demo.test');
    const tile = await screen.findByTestId('tile-good-standing', {}, { timeout: 10_000 });
    expect(tile.textContent).toContain('Not a member yet');
    expect(screen.queryByText(/in arrears/i)).toBeNull();
    expect(within(tile).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: /certificate/i })).toBeNull();
  });

  it('applicant@ (no profile) lands on Create your profile, with no standing shown at all, so never In arrears', async () => {
    await signInThroughThePortal('applicant@demo.test');
    await screen.findByRole('heading', { name: 'Create your profile' }, { timeout: 10_000 });
    await waitFor(() => expect(window.location.pathname).toBe('/initiate-profile'));
    expect(screen.queryByTestId('tile-good-standing')).toBeNull();
    expect(screen.queryByText(/in arrears/i)).toBeNull();
  });

  it('arrears@ reads In arrears with each reason, and why there is no certificate instead of a link to a refusal', async () => {
    await signInThroughThePortal('arrears@demo.test');
    const tile = await screen.findByTestId('tile-good-standing', {}, { timeout: 10_000 });
    expect(tile.textContent).toContain('In arrears');
    expect(
      within(tile)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Subscriptions not fully paid: 2025, 2026',
      'Outstanding balance of KES\u00a023,200.00',
      'CPD points 14 of the required 30 for 2024-2026',
    ]);
    expect(within(tile).getByTestId('certificate-why').textContent).toBe(
      'A certificate of good standing can be issued once these are settled.',
    );
    expect(within(tile).queryByRole('link')).toBeNull();
  });
});
