// The fake server's bio calls (mocks/handlers/profile/bio.ts): the picture is read by its content whatever it is
// called or typed as, a new name asks for the confirmation again, and Correct answers 'Confirmed Successfully'.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { useBackend } from '../../support/backend';
import { rawForm, session } from './support';

const PDF_AS_PNG = new File([new TextEncoder().encode('%PDF-1.4\n')], 'me.png', { type: 'image/png' });

describe('fake server: bio', () => {
  const t = useBackend({ scenario: 'default' });

  it('refuses a picture whose bytes are not PNG or JPEG, even typed and named as a PNG', async () => {
    const { token, client: api } = await session(t, 'member@demo.test');
    const { ProfileID, Image } = (await api.call(endpoints.profile.profile)).data;
    const answer = await rawForm(token, 'profile/update', { ProfileID, Image: PDF_AS_PNG });
    expect(answer).toMatchObject({ status: 422, body: { message: 'Picture must be a JPEG or PNG image' } });
    expect((await api.call(endpoints.profile.profile)).data.Image).toBe(Image);
  });

  it('a new name unconfirms the profile; the same name, another field, or confirming with the name does not', async () => {
    const api = await t.signIn('member@demo.test');
    const { ProfileID, FirstName, confirmed } = (await api.call(endpoints.profile.profile)).data;
    expect(confirmed).toBe(true);
    const update = async (body: Record<string, unknown>) =>
      (await api.call(endpoints.profile.updateProfile, { body: { ProfileID, ...body } })).data.confirmed;
    expect(await update({ FirstName, PhoneNo: '0799000111' })).toBe(true);
    expect(await update({ SecondName: 'Njeri' })).toBe(false);
    const confirm = await api.call(endpoints.profile.updateProfile, { body: { ProfileID, confirmed: true } });
    expect(confirm).toMatchObject({ message: 'Confirmed Successfully', data: { confirmed: true } });
    expect(await update({ SecondName: 'Wambui', confirmed: true })).toBe(true);
  });
});
