// Good standing (spec 3 §2): each cause of not being in good standing alone, with the exact reason the member
// reads, on a member who is otherwise in good standing (member@). Each test changes one record and puts it back.
import { beforeAll, describe, expect, it } from 'vitest';
import { CPD_WINDOW_YEARS, endpoints, REQUIRED_CPD_POINTS } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { session, type Session } from '../support';

const member = personaByKey('member');

describe('good standing, one cause at a time', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  beforeAll(async () => {
    me = await session(t, member.email);
  });
  const standing = async () =>
    (await me.client.call(endpoints.membership.goodStanding, { params: { profileId: member.profileId! } })).data[0]!;
  const window = () => {
    const year = Number(t.backend.simulation.today().slice(0, 4));
    return `${year - CPD_WINDOW_YEARS + 1}-${year}`;
  };
  /** Changes the records, reads the standing, and puts the records back whatever happened. */
  async function standingWhile(change: () => Promise<() => unknown>) {
    const undo = await change();
    try {
      return await standing();
    } finally {
      await undo();
    }
  }

  it('good standing: member@ is in good standing with no reason (the baseline of every case below)', async () => {
    expect(await standing()).toMatchObject({ InGoodStanding: true, goodStandingMessage: '', BalanceLCY: 0, subscriptionsPaid: true });
  });

  /** Reads the standing while member@ has one more invoice entry with `remaining` left to pay. */
  const standingWithInvoice = (remaining: number) =>
    standingWhile(async () => {
      const { db, simulation } = t.backend;
      const today = simulation.today();
      const entry = await db.ledger.create({
        entryNo: 999_001,
        customerNo: member.customerNo!,
        profileID: member.profileId!,
        documentNo: 'INV-GS-1',
        externalDocumentNo: 'EVT-1',
        documentDate: today,
        postingDate: today,
        dueDate: today,
        documentType: 'Invoice',
        description: 'Event booking',
        amountLCY: 1_500,
        remainingAmtLCY: remaining,
      });
      return () => db.ledger.delete((q) => q.where({ entryNo: entry.entryNo }));
    });

  it('good standing: an outstanding balance alone is the one reason, with the amount', async () => {
    expect(await standingWithInvoice(1_500)).toMatchObject({
      InGoodStanding: false,
      goodStandingMessage: 'Outstanding balance of KES\u00a01,500.00',
      BalanceLCY: 1_500,
      subscriptionsPaid: true,
    });
    expect(await standingWithInvoice(0.01)).toMatchObject({
      InGoodStanding: false,
      goodStandingMessage: 'Outstanding balance of KES\u00a00.01',
    });
  });

  it('good standing: a balance of exactly 0 is no reason (an invoice settled to the cent)', async () => {
    expect(await standingWithInvoice(0)).toMatchObject({ InGoodStanding: true, goodStandingMessage: '' });
  });

  it('good standing: no membership number alone is the one reason', async () => {
    const { db } = t.backend;
    const result = await standingWhile(async () => {
      const profile = db.profiles.findFirst((q) => q.where({ ProfileID: member.profileId! }))!;
      const released = db.applications
        .findMany((q) => q.where({ ProfileID: member.profileId!, status: 'Released' }))
        .map((a) => ({ code: a.Code, no: a.assignedMemberNo }));
      await db.profiles.update(profile, { data: (p) => void (p.MemberNo = '') });
      for (const a of released)
        await db.applications.update((q) => q.where({ Code: a.code }), { data: (x) => void (x.assignedMemberNo = '') });
      return async () => {
        await db.profiles.update((q) => q.where({ ProfileID: member.profileId! }), { data: (p) => void (p.MemberNo = member.memberNo!) });
        for (const a of released)
          await db.applications.update((q) => q.where({ Code: a.code }), { data: (x) => void (x.assignedMemberNo = a.no) });
      };
    });
    expect(result).toMatchObject({
      InGoodStanding: false,
      goodStandingMessage: 'No membership number has been assigned yet',
      MemberNo: '',
    });
    expect(await standing()).toMatchObject({ InGoodStanding: true, MemberNo: member.memberNo });
  });

  it('good standing: exactly one unpaid subscription alone is the one reason, naming its year', async () => {
    const { db } = t.backend;
    const [latest] = db.subscriptions.findMany((q) => q.where({ profileID: member.profileId! }), { orderBy: { subsPeriod: 'desc' } });
    expect(latest).toBeDefined();
    const result = await standingWhile(async () => {
      await db.subscriptions.update((q) => q.where({ documentNo: latest!.documentNo }), { data: (s) => void (s.fullyPaid = false) });
      return () => db.subscriptions.update((q) => q.where({ documentNo: latest!.documentNo }), { data: (s) => void (s.fullyPaid = true) });
    });
    expect(result).toMatchObject({
      InGoodStanding: false,
      goodStandingMessage: `Subscriptions not fully paid: ${latest!.subsPeriod}`,
      subscriptionsPaid: false,
      BalanceLCY: 0,
    });
  });

  it('good standing: two unpaid subscriptions are one reason listing both years, oldest first', async () => {
    const { db } = t.backend;
    const subs = db.subscriptions
      .findMany((q) => q.where({ profileID: member.profileId! }), { orderBy: { subsPeriod: 'desc' } })
      .slice(0, 2);
    expect(subs).toHaveLength(2);
    const set = (fullyPaid: boolean) =>
      Promise.all(
        subs.map((sub) =>
          db.subscriptions.update((q) => q.where({ documentNo: sub.documentNo }), { data: (s) => void (s.fullyPaid = fullyPaid) }),
        ),
      );
    const result = await standingWhile(async () => {
      await set(false);
      return () => set(true);
    });
    expect(result.goodStandingMessage).toBe(`Subscriptions not fully paid: ${subs[1]!.subsPeriod}, ${subs[0]!.subsPeriod}`);
  });

  /** Reads the standing while member@'s CPD awards are `awards` (year and points), then puts the real ones back. */
  function standingWithAwards(awards: Array<{ period: string; pointAwarded: number }>) {
    const { db } = t.backend;
    const mine = { profileID: member.profileId! };
    return standingWhile(async () => {
      const originals = db.cpdAwards.findMany((q) => q.where(mine)).map((a) => ({ ...a }));
      db.cpdAwards.deleteMany((q) => q.where(mine));
      for (const award of awards) await db.cpdAwards.create({ ...originals[0]!, ...award });
      return async () => {
        db.cpdAwards.deleteMany((q) => q.where(mine));
        for (const award of originals) await db.cpdAwards.create(award);
      };
    });
  }

  it(`good standing: CPD points one short of ${REQUIRED_CPD_POINTS} alone are the one reason; exactly ${REQUIRED_CPD_POINTS} are none`, async () => {
    const points = (await standing()).cpdPoints;
    const thisYear = window().slice(5);
    expect(await standingWithAwards([{ period: thisYear, pointAwarded: REQUIRED_CPD_POINTS - 1 }])).toMatchObject({
      InGoodStanding: false,
      goodStandingMessage: `CPD points ${REQUIRED_CPD_POINTS - 1} of the required ${REQUIRED_CPD_POINTS} for ${window()}`,
      cpdPoints: REQUIRED_CPD_POINTS - 1,
    });
    expect(await standingWithAwards([{ period: thisYear, pointAwarded: REQUIRED_CPD_POINTS }])).toMatchObject({
      InGoodStanding: true,
      goodStandingMessage: '',
      cpdPoints: REQUIRED_CPD_POINTS,
    });
    expect((await standing()).cpdPoints).toBe(points);
  });

  it('good standing: CPD points count from the first year of the window, not the year before it', async () => {
    const firstYear = Number(window().slice(0, 4));
    expect(
      await standingWithAwards([
        { period: String(firstYear - 1), pointAwarded: 100 },
        { period: String(firstYear), pointAwarded: REQUIRED_CPD_POINTS - 1 },
      ]),
    ).toMatchObject({
      InGoodStanding: false,
      cpdPoints: REQUIRED_CPD_POINTS - 1,
    });
    expect(await standingWithAwards([{ period: String(firstYear), pointAwarded: REQUIRED_CPD_POINTS }])).toMatchObject({
      InGoodStanding: true,
      cpdPoints: REQUIRED_CPD_POINTS,
    });
  });
});
