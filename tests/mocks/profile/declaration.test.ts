// The convictions declaration on the fake backend (spec §F): the CONVICTION checklist item passes only once the
// member has declared, by an explicit No or by Yes with at least one conviction recorded; each cause alone, both
// sides. pending@ starts undeclared; member@ was seeded with a No, arrears@ with a Yes and one conviction.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { declarationMessages } from '#contract/declarations.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { passes, raw, session, type Session } from './support';

const e = endpoints.profile;
const pending = personaByKey('pending');
const CONVICTION = { ConvictionDate: '2019-03-04', Offence: 'Reckless driving', SentenceImposed: 'A fine of KES 10,000' };

describe('the convictions declaration', () => {
  const t = useBackend({ scenario: 'default' });

  const conviction = async (s: Session) =>
    passes((await s.client.call(e.checklist, { query: { category: 'GRADUATE', type: 'Application' } })).data).CONVICTION;
  const declaration = async (s: Session) => (await s.client.call(e.convictionDeclaration)).data;

  it('no declaration: the item is not passed, and the answer reads empty', async () => {
    const me = await session(t, pending.email);
    expect(await declaration(me)).toMatchObject({ answer: '', declaredOn: '' });
    expect(await conviction(me)).toBe(false);
  });

  it('an explicit No passes it, dated by the simulated day', async () => {
    const me = await session(t, pending.email);
    const saved = await me.client.call(e.declareConvictions, { body: { answer: 'No' } });
    expect(saved.data).toMatchObject({ answer: 'No', declaredOn: t.backend.simulation.today() });
    expect(await conviction(me)).toBe(true);
    // Answered again, Yes with nothing recorded: not passed any more.
    await me.client.call(e.declareConvictions, { body: { answer: 'Yes' } });
    expect(await conviction(me)).toBe(false);
  });

  it('Yes with no details is not passed; Yes with one conviction is; deleting the last conviction is not again', async () => {
    const me = await session(t, pending.email);
    await me.client.call(e.declareConvictions, { body: { answer: 'Yes' } });
    expect(await conviction(me)).toBe(false);
    const added = await me.client.call(e.addConviction, { body: CONVICTION });
    expect(await conviction(me)).toBe(true);
    await me.client.call(e.removeConviction, { body: { lineNo: added.data.lineNo } });
    expect(await declaration(me)).toMatchObject({ answer: 'Yes' });
    expect(await conviction(me)).toBe(false);
  });

  it('a conviction recorded without an answer records Yes; No is then refused until it is deleted', async () => {
    const me = await session(t, personaByKey('approver').email);
    await me.client.call(e.declareConvictions, { body: { answer: 'No' } });
    const added = await me.client.call(e.addConviction, { body: CONVICTION });
    expect(await declaration(me)).toMatchObject({ answer: 'Yes' });
    await expect(me.client.call(e.declareConvictions, { body: { answer: 'No' } })).rejects.toMatchObject({
      status: 422,
      message: declarationMessages.noWhileRecorded,
    });
    expect(await declaration(me)).toMatchObject({ answer: 'Yes' });
    await me.client.call(e.removeConviction, { body: { lineNo: added.data.lineNo } });
    await me.client.call(e.declareConvictions, { body: { answer: 'No' } });
    expect(await declaration(me)).toMatchObject({ answer: 'No' });
  });

  it('the answer must be Yes or No: a blank answer is refused with the contract message', async () => {
    const me = await session(t, pending.email);
    const answer = await raw(me.token, 'POST', 'profile/convictions/declaration', { answer: '' });
    expect(answer).toMatchObject({ status: 422, body: { message: declarationMessages.answerRequired } });
  });

  it('the personas who passed were seeded with a declaration (arrears@ Yes with one conviction), so their checklists still pass', async () => {
    for (const [key, answer] of [
      ['member', 'No'],
      ['arrears', 'Yes'],
      ['approver', 'No'],
      ['graduate', 'No'],
    ] as const) {
      const me = await session(t, personaByKey(key).email);
      expect(await declaration(me)).toMatchObject({ answer });
      expect((await me.client.call(e.convictions)).data.length).toBe(answer === 'Yes' ? 1 : 0);
      expect((await me.client.call(e.profile)).data.ProfileComplete).toBe(true);
    }
  });

  it('a visitor is asked to sign in', async () => {
    await expect(t.anon.call(e.convictionDeclaration)).rejects.toMatchObject({ status: 401 });
  });
});
