// The fake server's documents name a membership category as a person reads it: the licence application PDF's
// Category is the category's name from the world's categories ('Professional Engineer', not 'PE'), and the code
// when the world has no such category.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { useBackend } from '../../support/backend';
import { pdfBytes } from '../support';
import { pagesText } from './pdf-text';

const t = useBackend({ scenario: 'default' });

describe('category names in the fake server’s PDFs', () => {
  const licenceText = async () => {
    const db = t.backend.db;
    const licence = db.licences.findFirst()!;
    const profile = db.profiles.findFirst((q) => q.where({ ProfileID: licence.profileID }))!;
    const client = await t.signIn(profile.Email);
    const answer = await client.call(endpoints.membership.licenceApplicationDocument, { params: { id: licence.licenseApplicationNo } });
    // A field prints as 'Label:' then its value, spaced apart.
    return { licence, text: (await pagesText(pdfBytes(answer.data))).join(' ').replace(/\s+/g, ' ') };
  };

  it("the licence application's Category is the category's name", async () => {
    const { licence, text } = await licenceText();
    const name = t.backend.db.categories.findFirst((q) => q.where({ Code: licence.memberCategory }))!.Description;
    expect(name).not.toBe(licence.memberCategory);
    expect(text).toContain(`Category: ${name} Practice name`);
  });

  it('a category the world does not hold is printed as its code', async () => {
    const db = t.backend.db;
    await db.licences.update(db.licences.findFirst()!, { data: (l) => void (l.memberCategory = 'RETIRED') });
    const { text } = await licenceText();
    expect(text).toContain('Category: RETIRED Practice name');
  });
});
