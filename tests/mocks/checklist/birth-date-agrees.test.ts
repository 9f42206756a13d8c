// One rule for the Date of Birth (issue 23 item 2): the form says "Leave empty if you would rather not say", so an
// empty birth date is accepted by the form AND leaves the PROFILE checklist item passed; a field the form requires
// (Nationality) is one the PROFILE item requires too. Through the real calls: the Bio tab's save as the form sends
// it, then GET checklist.
import { describe, expect, it } from 'vitest';
import { endpoints, fieldErrors } from '#contract';
import { EMPTY_DATE, PROFILE_ITEM_FIELDS } from '#contract/profile.ts';
import { bioFormSchema, bioValuesOf, toProfileUpdate } from '#contract/profile-bio.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const TODAY = '2026-11-26';

describe('date of birth and the PROFILE checklist item agree', () => {
  const t = useBackend({ scenario: 'default' });
  const profileItem = async (client: Awaited<ReturnType<typeof t.signIn>>) =>
    (await client.call(endpoints.profile.checklist, { query: { category: member.category!, type: 'Application' } })).data.find(
      (i) => i.checkListType === 'PROFILE',
    );

  it('empty date of birth: the form accepts it and the PROFILE item stays passed (same verdict in both places)', async () => {
    const client = await t.signIn(member.email);
    const profile = (await client.call(endpoints.profile.profile)).data;
    expect((await profileItem(client))?.pass).toBe(true);

    const values = { ...bioValuesOf(profile), DateOfBirth: '' };
    const form = bioFormSchema(TODAY).safeParse(values);
    expect(form.success ? {} : fieldErrors(form.error)).toEqual({});
    const saved = (await client.call(endpoints.profile.updateProfile, { body: toProfileUpdate(profile.ProfileID, values) })).data;
    expect(saved.DateOfBirth).toBe(EMPTY_DATE);

    expect(await profileItem(client)).toMatchObject({ pass: true });
  });

  it('a field the form requires (Nationality) is one the PROFILE item requires: empty → refused by the form, "To do" in the checklist', async () => {
    expect(PROFILE_ITEM_FIELDS).toContain('Nationality');
    expect(PROFILE_ITEM_FIELDS).not.toContain('DateOfBirth');
    const client = await t.signIn(member.email);
    const profile = (await client.call(endpoints.profile.profile)).data;
    const form = bioFormSchema(TODAY).safeParse({ ...bioValuesOf(profile), Nationality: '' });
    expect(form.success ? {} : fieldErrors(form.error)).toEqual({ Nationality: 'Nationality is required' });

    // The form never sends it; a record without one (an import, an older save) fails the item all the same.
    const db = t.backend.db;
    const record = db.profiles.findFirst((q) => q.where({ ProfileID: profile.ProfileID }))!;
    await db.profiles.update(record, { data: (p) => void (p.Nationality = '') });
    expect(await profileItem(client)).toMatchObject({ pass: false });
  });
});
