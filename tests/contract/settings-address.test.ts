// Issue 35 item 5: an address taken from the settings (projectURL, the My Projects link) is an https URL or a path
// of the portal's own origin, in the contract, so the app refuses any other answer and the fake server can store
// none; the 2,000-character limit is kept.
import { describe, expect, it } from 'vitest';
import { endpoints, SETTINGS_ADDRESS_MAX, SETTINGS_ADDRESS_MESSAGE, SettingsAddressSchema } from '#contract';
import { z } from '#contract/mini.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../support/backend';
import { rawForm } from '../mocks/site/support';

const ok = ['', 'https://projects.ics.example', 'https://projects.ics.example/member?id=1#top', '/__mock/projects', '/projects'];
const refused = [
  'http://projects.ics.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/projects',
  '/\\evil.example',
  'https://portal@evil.example',
  ' https://projects.ics.example',
  'https://projects.ics.example/a b',
  'https://',
  'projects.ics.example',
  'ftp://projects.ics.example',
];

/** An https address of exactly `length` characters. */
const addressOf = (length: number) => {
  const base = 'https://projects.ics.example/';
  return base + 'a'.repeat(length - base.length);
};

describe('an address from the settings', () => {
  it.each(ok)('takes %j', (value) => {
    expect(z.safeParse(SettingsAddressSchema, value).success).toBe(true);
  });

  it.each(refused)('refuses %j with the message', (value) => {
    const parsed = z.safeParse(SettingsAddressSchema, value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SETTINGS_ADDRESS_MESSAGE);
  });

  it('keeps the 2,000-character limit: 2,000 taken, 2,001 refused', () => {
    expect(z.safeParse(SettingsAddressSchema, addressOf(SETTINGS_ADDRESS_MAX)).success).toBe(true);
    const long = z.safeParse(SettingsAddressSchema, addressOf(SETTINGS_ADDRESS_MAX + 1));
    expect(long.error?.issues.map((i) => i.message)).toEqual(['An address is at most 2000 characters.']);
  });

  it("is checked in the app's reading of the settings answer", () => {
    const answer = (projectURL: string) => ({
      data: { id: 1, site_colors: [], site_installed_packages: [], minor_settings: {}, projectURL },
    });
    expect(endpoints.setup.settings.answer.safeParse(answer('https://projects.ics.example')).success).toBe(true);
    expect(endpoints.setup.settings.answer.safeParse(answer('http://projects.ics.example')).success).toBe(false);
    expect(endpoints.setup.settings.answer.safeParse(answer('javascript:alert(1)')).success).toBe(false);
  });
});

describe('the fake server keeps to it', () => {
  const t = useBackend({ scenario: 'default' });

  it('answers the seeded address, a path of the portal', async () => {
    const { data } = await t.anon.call(endpoints.setup.settings);
    expect(data.projectURL).toMatch(/^\/[^/]/);
  });

  it('stores an https address, and no http: or javascript: one', async () => {
    const settings = t.backend.db.settings;
    const record = settings.findFirst((q) => q.where({ id: 1 }))!;
    const update = (projectURL: string) => settings.update((q) => q.where({ id: 1 }), { data: (s) => void (s.projectURL = projectURL) });
    await update('https://projects.ics.example');
    expect((await t.anon.call(endpoints.setup.settings)).data.projectURL).toBe('https://projects.ics.example');
    for (const bad of ['http://projects.ics.example', 'javascript:alert(1)']) await expect(update(bad), bad).rejects.toThrow();
    expect((await t.anon.call(endpoints.setup.settings)).data.projectURL).toBe('https://projects.ics.example');
    await update(record.projectURL);
  });

  it('refuses a settings save with an http: or javascript: address (422, the message), straight to the server', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'superadmin@demo.test', password: DEMO_PASSWORD } });
    const current = (await t.anon.call(endpoints.setup.settings)).data;
    const fields = (projectURL: string) => ({
      id: String(current.id),
      site_colors: JSON.stringify(current.site_colors),
      site_installed_packages: JSON.stringify(current.site_installed_packages),
      minor_settings: JSON.stringify(current.minor_settings),
      projectURL,
    });
    for (const bad of ['http://projects.ics.example', 'javascript:alert(1)']) {
      const answer = await rawForm(login.data.token, 'admin/settings', fields(bad));
      expect(answer.status, bad).toBe(422);
      expect(JSON.stringify(answer.body), bad).toContain(SETTINGS_ADDRESS_MESSAGE);
    }
    expect((await t.anon.call(endpoints.setup.settings)).data.projectURL).toBe(current.projectURL);
    const good = await rawForm(login.data.token, 'admin/settings', fields('https://projects.ics.example'));
    expect(good.status).toBe(200);
    expect((await t.anon.call(endpoints.setup.settings)).data.projectURL).toBe('https://projects.ics.example');
    await rawForm(login.data.token, 'admin/settings', fields(current.projectURL));
  });
});
