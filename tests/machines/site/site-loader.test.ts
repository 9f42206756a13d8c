// What the views get as the site: every minor setting of the contract (MinorSettings is its z.infer), with the
// contract's defaults for the ones a settings record leaves out (registration open unless switched off).
import { describe, expect, it } from 'vitest';
import { loadSite } from '#machines/site/site.machine.ts';
import { MinorSettingsSchema, PackagesSchema } from '#contract';
import { z } from '#contract/mini.ts';
import { useBackend } from '../../support/backend';

describe('loadSite', () => {
  const t = useBackend({ scenario: 'default' });

  it('gives the views all 14 minor settings as the backend stores them', async () => {
    const site = await loadSite(t.anon);
    expect(Object.keys(site.minor).sort()).toEqual(Object.keys(MinorSettingsSchema.shape).sort());
    expect(Object.keys(site.minor)).toHaveLength(14);
    expect(site.minor).toMatchObject({
      practicing_firm: true,
      referee_disclaimer: true,
      acceptance_letter_caption: '',
    });
  });

  it("fills the settings a record leaves out with the contract's defaults: registration open, work place shown", async () => {
    const stored = t.backend.db.settings.findFirst();
    if (!stored) throw new Error('no settings record');
    await t.backend.db.settings.update(stored, {
      data: (s) => void (s.minor_settings = { login_caption: 'Only a caption' } as typeof s.minor_settings),
    });
    const site = await loadSite(t.anon);
    expect(site.minor).toEqual({ ...MinorSettingsSchema.parse({}), login_caption: 'Only a caption' });
    expect(site.minor).toMatchObject({
      registration: true,
      showWorkPlace: true,
      inactivityLogout: false,
      license_alternative_caption: 'License',
    });
  });

  it('reads a theme colour a backend names twice as a map (the last one counts) instead of refusing the settings', async () => {
    const stored = t.backend.db.settings.findFirst();
    if (!stored) throw new Error('no settings record');
    await t.backend.db.settings.update(stored, {
      data: (s) => void (s.site_colors = [...s.site_colors, { colorName: 'primary', color: '#123456' }]),
    });
    const site = await loadSite(t.anon);
    expect(site.colors.primary).toBe('#123456');
  });

  it('still refuses a package listed twice, which the OpenAPI says too (uniqueItems)', () => {
    expect(PackagesSchema.safeParse(['CPD', 'CPD']).success).toBe(false);
    expect(PackagesSchema.safeParse(['CPD', 'Billing']).success).toBe(true);
    expect(z.toJSONSchema(PackagesSchema)).toMatchObject({ uniqueItems: true });
  });
});
