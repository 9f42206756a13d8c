// @vitest-environment jsdom
// An existing member who has just activated an account is a member (issue 23 item 2): the e-mail and mobile on file,
// which the claim must type (issue 35 item 6), are the account's and the profile's, and the dashboard and the application list offer no
// first application to submit and no "Incomplete profile" warning. The member activates through the calls, then
// signs in through the whole portal (composition root, router, member layout) in jsdom.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const EMAIL = 'activated.member@example.co.ke';
const PHONE = '0799123456';

describe('a just-activated existing member', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const activate = async () => {
    const profile = t.backend.db.profiles.findFirst((q) =>
      q.where({ userId: (u) => u === null, MemberNo: (m) => m !== '', type: 'Individual' }),
    )!;
    // The register's addresses of this member: a claim must type them (issue 35 item 6).
    await t.backend.db.profiles.update(profile, { data: (p) => void Object.assign(p, { Email: EMAIL, PhoneNo: PHONE }) });
    await t.anon.call(endpoints.auth.activation, {
      body: {
        memberNo: profile.MemberNo,
        memberNameFirst: profile.FirstName,
        memberNameLast: profile.LastName,
        identificationDocumentNo: profile.IdentificationDocumentNo,
        eMailAddress: EMAIL.toUpperCase(),
        phoneNo: PHONE,
      },
    });
    const code = t.lastMessageTo(EMAIL)!.codes[0]!;
    await t.anon.call(endpoints.auth.activate, {
      body: {
        otp_code: code,
        email: EMAIL,
        identificationDocumentNo: profile.IdentificationDocumentNo,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    return profile;
  };

  it('the e-mail and mobile on file, typed at activation (the e-mail in capitals), are the ones the profile, the user and the dashboard show', async () => {
    const profile = await activate();
    const client = await t.signIn(EMAIL);
    expect((await client.call(endpoints.profile.profile)).data).toMatchObject({ Email: EMAIL, PhoneNo: PHONE, MemberNo: profile.MemberNo });
    expect((await client.call(endpoints.auth.user)).data).toMatchObject({ email: EMAIL, phone_no: PHONE });

    await signInThroughThePortal(EMAIL);
    const info = await screen.findByRole('region', { name: 'General information' }, { timeout: 10_000 });
    expect(within(info).getByText(EMAIL)).toBeTruthy();
    expect(within(info).getByText(PHONE)).toBeTruthy();
  });

  it('is treated as a member: no Submit for a first application, no Incomplete profile warning, on the dashboard and /application', async () => {
    const email = EMAIL; // activated by the test above (one backend per file)
    await signInThroughThePortal(email);
    const apps = await screen.findByRole('region', { name: 'My Membership Applications' }, { timeout: 10_000 });
    expect(await within(apps).findByText(/^You are a member \(No\. M\d+\): there is no membership application to submit\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(re-)?Submit$/ })).toBeNull();
    expect(screen.queryByText(/Incomplete profile/)).toBeNull();

    fireEvent.click(screen.getAllByRole('link', { name: 'Application' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'My Membership Applications' }, { timeout: 10_000 });
    expect(screen.getByText(/^You are a member \(No\. M\d+\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(re-)?Submit$/ })).toBeNull();
  });
});
