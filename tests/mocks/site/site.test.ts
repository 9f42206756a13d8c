// What visitors read (settings, company, terms, requirements, disclaimers, categories, lookups) and the super
// administrator's settings save, through the real API client against the fake server.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PORTAL_PACKAGES, THEME_COLOR_NAMES, type ApiClient } from '#contract';
import { kenya } from '#mocks/scenarios/kenya.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';
import { rawForm } from './support';

const e = endpoints.setup;

describe('shell: public reads and settings', () => {
  const t = useBackend({ scenario: 'default' });
  let superToken: string;
  let adminToken: string;
  let superadmin: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    const login = (email: string) => t.anon.call(endpoints.auth.login, { body: { email, password: DEMO_PASSWORD } });
    [superToken, adminToken] = (await Promise.all([login('superadmin@demo.test'), login('admin@demo.test')])).map((a) => a.data.token) as [
      string,
      string,
    ];
    superadmin = t.clientWith(superToken);
    admin = t.clientWith(adminToken);
  });

  it('reads the settings before sign-in, parsed into typed objects', async () => {
    const { data } = await t.anon.call(e.settings);
    expect(data.minor_settings).toMatchObject({
      registration: true,
      inactivityLogout: true,
      certificate_of_good_standing: true,
      referee_disclaimer: true,
      showWorkPlace: true,
      license_alternative_caption: 'License',
    });
    expect(data.minor_settings.referee_disclaimer_caption).not.toBe('');
    expect(data.site_installed_packages).toEqual([...PORTAL_PACKAGES]);
    expect(data.site_colors.map((c) => c.colorName).sort()).toEqual([...THEME_COLOR_NAMES].sort());
    for (const c of data.site_colors) expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('accepts the JSON columns as text too (a backend that stores them as text)', () => {
    const parsed = e.settings.answer.parse({
      data: {
        id: 1,
        site_colors: '[{"colorName":"primary","color":"#1a2b3c"}]',
        site_installed_packages: '["Dashboard"]',
        minor_settings: '{"registration":false}',
        projectURL: '',
      },
    });
    expect(parsed.data.site_colors).toEqual([{ colorName: 'primary', color: '#1a2b3c' }]);
    expect(parsed.data.minor_settings).toMatchObject({ registration: false, showWorkPlace: true, license_alternative_caption: 'License' });
  });

  it('lets the super admin save settings as multipart JSON strings and reads them back', async () => {
    const before = (await t.anon.call(e.settings)).data;
    const fields = {
      id: String(before.id),
      site_colors: JSON.stringify([
        ...before.site_colors.filter((c) => c.colorName !== 'primary'),
        { colorName: 'primary', color: '#1a2b3c' },
      ]),
      site_installed_packages: JSON.stringify(['Dashboard', 'Profile', 'Billing']),
      minor_settings: JSON.stringify({ ...before.minor_settings, login_caption: 'Welcome back', registration: false }),
    };
    // Straight multipart to the server, then the same through the client.
    const direct = await rawForm(superToken, 'admin/settings', fields);
    expect(direct).toMatchObject({ status: 200, body: { message: 'Setting Saved Successfully' } });
    const saved = await superadmin.call(e.saveSettings, { body: fields });
    expect(saved.message).toBe('Setting Saved Successfully');
    const after = (await t.anon.call(e.settings)).data;
    expect(after.id).toBe(before.id);
    expect(after.site_colors).toContainEqual({ colorName: 'primary', color: '#1a2b3c' });
    expect(after.site_installed_packages).toEqual(['Dashboard', 'Profile', 'Billing']);
    expect(after.minor_settings).toMatchObject({ login_caption: 'Welcome back', registration: false, inactivityLogout: true });

    // updateSettings changes only the keys it is given.
    await superadmin.call(e.updateSettings, { body: { minor_settings: { registration: true } } });
    expect((await t.anon.call(e.settings)).data.minor_settings).toMatchObject({ login_caption: 'Welcome back', registration: true });
  });

  it('answers 422 with a message naming what is wrong in a settings save', async () => {
    const ok = {
      site_colors: '[{"colorName":"primary","color":"#1a2b3c"}]',
      site_installed_packages: '["Dashboard"]',
      minor_settings: '{}',
    };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...ok, site_colors: '[{"colorName":"primary"' }, 'site_colors', 'Site colours must be valid JSON text.'],
      [
        { ...ok, site_colors: '[{"colorName":"primary","color":"red; background:url(x)"}]' },
        'site_colors.0.color',
        'A colour is written like #1a2b3c or rgb(26, 43, 60).',
      ],
      [
        { ...ok, site_colors: '[{"colorName":"hotpink","color":"#fff"}]' },
        'site_colors.0.colorName',
        `A theme colour is one of ${THEME_COLOR_NAMES.join(', ')}.`,
      ],
      [
        { ...ok, site_installed_packages: '["Dashboard","Casino"]' },
        'site_installed_packages.1',
        `A package is one of ${PORTAL_PACKAGES.join(', ')}.`,
      ],
      [{ ...ok, minor_settings: '{"registration":"yes"}' }, 'minor_settings.registration', 'Must be true or false.'],
      [{ ...ok, minor_settings: '{"isHacked":true}' }, 'minor_settings', 'Unknown minor setting: isHacked.'],
      [{ site_colors: ok.site_colors, minor_settings: '{}' }, 'site_installed_packages', 'Installed packages are required.'],
    ];
    const before = (await t.anon.call(e.settings)).data;
    for (const [fields, field, message] of cases) {
      const answer = await rawForm(superToken, 'admin/settings', fields);
      expect(answer.status, message).toBe(422);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors?.[field]).toBe(message);
    }
    expect((await t.anon.call(e.settings)).data).toEqual(before);
  });

  it('refuses settings changes to anyone but the super admin', async () => {
    const fields = { site_colors: '[]', site_installed_packages: '[]', minor_settings: '{}' };
    expect(await rawForm(adminToken, 'admin/settings', fields)).toMatchObject({
      status: 403,
      body: { message: 'Only the super administrator can do this.' },
    });
    expect(await rawForm(null, 'admin/settings', fields)).toMatchObject({ status: 401 });
    await expect(admin.call(e.updateSettings, { body: { minor_settings: { registration: false } } })).rejects.toMatchObject({
      status: 403,
    });
    const member = await t.signIn('member@demo.test');
    await expect(member.call(e.saveSettings, { body: fields })).rejects.toMatchObject({ status: 403 });
  });

  it('serves the company, and terms whose hostile bits are left for the portal to sanitise', async () => {
    const company = (await t.anon.call(e.company)).data;
    expect(company.displayName).toBe('Engineers Board of Kenya (demo)');
    expect(Buffer.from(company.logo, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const terms = (await t.anon.call(e.terms)).data.termsAndConditions;
    expect(terms).toContain('<h2>');
    for (const hostile of ['<script>', 'onerror=', 'style=', '<form']) expect(terms).toContain(hostile);
  });

  it('lists the disclaimers, the categories with charges and the requirements of a category', async () => {
    const disclaimers = (await t.anon.call(e.disclaimers)).data;
    expect(disclaimers.map((d) => d.disclaimerType).sort()).toEqual(['Activation', 'Application']);
    const categories = (await t.anon.call(e.membershipCategories)).data;
    expect(categories.map((c) => c.Code)).toEqual(kenya.membershipCategories.map((c) => c.Code));
    expect(categories.find((c) => c.Code === 'PE')?.charges).toContainEqual(
      expect.objectContaining({ Charge_Type: 'APPLICATION', Currency_Code: 'KES' }),
    );
    const requirements = (await t.anon.call(e.requirements, { query: { category: 'PE' } })).data;
    expect(requirements.length).toBeGreaterThan(0);
    for (const r of requirements) expect(r.description).not.toBe('');
    await expect(t.anon.call(e.requirements, { query: { category: 'NOPE' } })).rejects.toMatchObject({
      status: 404,
      message: 'Unknown category.',
    });
  });

  it('serves the 47 counties with their official codes, and towns by county', async () => {
    const counties = (await t.anon.call(e.counties)).data;
    expect(counties).toHaveLength(47);
    expect(counties[0]).toEqual({ countryCode: 'KE', CountyNo: '001', countyName: 'Mombasa' });
    expect(counties.map((c) => c.CountyNo)).toEqual(kenya.counties.map((c) => c.CountyNo));
    const mombasa = (await t.anon.call(e.cities, { query: { County: 'Mombasa' } })).data;
    expect(mombasa.map((c) => c.City)).toEqual(kenya.counties[0]?.towns);
    expect(new Set(mombasa.map((c) => c.County))).toEqual(new Set(['Mombasa']));
    expect((await t.anon.call(e.cities, { query: { County: '001' } })).data).toEqual(mombasa);
    const all = (await t.anon.call(e.cities, { query: {} })).data;
    expect(all).toHaveLength(kenya.counties.reduce((n, c) => n + c.towns.length, 0));
    expect(new Set(all.map((c) => c.Code)).size).toBe(all.length);
  });

  it('serves every other lookup, non-empty', async () => {
    const countries = (await t.anon.call(e.countries)).data;
    expect(countries).toContainEqual({ code: 'KE', displayName: 'Kenya' });
    const lookups = [
      e.qualificationCodes,
      e.certificationCodes,
      e.industryGroups,
      e.specializationTypes,
      e.postalCodes,
      e.certificationClasses,
      e.disciplines,
      e.titles,
      e.universities,
      e.attachmentTypes,
      e.refereeTypes,
      e.divisions,
    ] as const;
    const answers = await Promise.all(lookups.map((l) => t.anon.call(l)));
    for (const [i, a] of answers.entries()) {
      expect(a.data.length, lookups[i]?.path).toBeGreaterThan(0);
      expect(new Set(a.data.map((x) => x.Code)).size, lookups[i]?.path).toBe(a.data.length);
    }
    expect((await t.anon.call(e.universities)).data.map((u) => u.Description)).toEqual(kenya.universities);
    const firms = (await t.anon.call(e.firms)).data;
    expect(firms).toContainEqual({ MemberNo: 'F2001', Name: 'Mwangi & Njoroge Consulting Engineers' });
  });
});
