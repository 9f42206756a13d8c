// The one rule of good standing and of the CPD window (src/contract/good-standing.ts): each cause alone on a member
// who is otherwise in good standing, on both sides of its boundary; who is not a member yet; what the window counts.
import { describe, expect, it } from 'vitest';
import { assessStanding, cpdPointsInWindow, cpdWindow, STANDING_LABELS, type StandingFacts } from '#contract/good-standing.ts';
import { GoodStandingSchema } from '#contract/membership-billing.ts';

const TODAY = '2026-06-15';
const good: StandingFacts = {
  memberNo: 'M1001',
  type: 'Individual',
  unpaidSubscriptions: [],
  balance: 0,
  cpdPoints: 30,
  pendingDisciplinary: false,
  today: TODAY,
};
const judge = (change: Partial<StandingFacts>) => assessStanding({ ...good, ...change });

describe('good standing, one cause at a time (spec 3 §2)', () => {
  it('the baseline: a member with everything paid, 30 CPD points and no disciplinary matter is in good standing', () => {
    expect(judge({})).toMatchObject({ status: 'inGoodStanding', inGoodStanding: true, reasons: [], cpdPoints: 30, requiredCpdPoints: 30 });
    expect(STANDING_LABELS[judge({}).status]).toBe('In Good Standing');
  });

  it('no member number: not a member yet, not in arrears, whatever else holds (spec §A)', () => {
    for (const memberNo of ['', '   ']) {
      expect(judge({ memberNo, cpdPoints: 0 })).toMatchObject({
        status: 'notMember',
        inGoodStanding: false,
        reasons: ['No membership number has been assigned yet'],
      });
    }
    expect(judge({ memberNo: '', balance: 500, unpaidSubscriptions: ['2026'] }).status).toBe('notMember');
    expect(STANDING_LABELS.notMember).toBe('Not a member yet');
  });

  it('balance: KES 0.01 owed alone puts the member in arrears; 0 and a credit do not', () => {
    expect(judge({ balance: 0.01 })).toMatchObject({ status: 'inArrears', reasons: ['Outstanding balance of KES\u00a00.01'] });
    expect(judge({ balance: 23_200 }).reasons).toEqual(['Outstanding balance of KES\u00a023,200.00']);
    expect(judge({ balance: 0 }).status).toBe('inGoodStanding');
    expect(judge({ balance: -100 }).status).toBe('inGoodStanding');
    expect(STANDING_LABELS.inArrears).toBe('In arrears');
  });

  it('subscriptions: one not fully paid alone puts the member in arrears, naming its year; the years are listed as given', () => {
    expect(judge({ unpaidSubscriptions: ['2026'] })).toMatchObject({
      status: 'inArrears',
      reasons: ['Subscriptions not fully paid: 2026'],
    });
    expect(judge({ unpaidSubscriptions: ['2025', '2026'] }).reasons).toEqual(['Subscriptions not fully paid: 2025, 2026']);
  });

  it('CPD: one point short alone is not good standing but not arrears either (nothing is owed); exactly the required points are enough', () => {
    expect(judge({ cpdPoints: 29 })).toMatchObject({
      status: 'notInGoodStanding',
      inGoodStanding: false,
      reasons: ['CPD points 29 of the required 30 for 2024-2026'],
    });
    expect(judge({ cpdPoints: 30 }).status).toBe('inGoodStanding');
    expect(STANDING_LABELS.notInGoodStanding).toBe('Not in good standing');
  });

  it('CPD: a firm needs none (spec §B), so 0 points keep it in good standing', () => {
    expect(judge({ type: 'Corporate', cpdPoints: 0 })).toMatchObject({ status: 'inGoodStanding', requiredCpdPoints: 0 });
  });

  it('a pending disciplinary matter alone is not good standing, and not arrears', () => {
    expect(judge({ pendingDisciplinary: true })).toMatchObject({
      status: 'notInGoodStanding',
      reasons: ['A disciplinary matter is pending'],
    });
  });

  it('money owed with another cause is arrears, with every reason in order', () => {
    expect(judge({ cpdPoints: 10, balance: 5, unpaidSubscriptions: ['2026'] })).toMatchObject({
      status: 'inArrears',
      reasons: [
        'Subscriptions not fully paid: 2026',
        'Outstanding balance of KES\u00a05.00',
        'CPD points 10 of the required 30 for 2024-2026',
      ],
    });
  });
});

describe('the CPD window (the one the certificate, the dashboard and the fake server count)', () => {
  it('is the current year and the two before it, on the first and the last day of a year', () => {
    expect(cpdWindow('2026-01-01')).toEqual({ first: 2024, last: 2026, label: '2024-2026' });
    expect(cpdWindow('2026-12-31T23:59:59Z')).toEqual({ first: 2024, last: 2026, label: '2024-2026' });
    expect(cpdWindow('2027-01-01').label).toBe('2025-2027');
  });

  it('counts the first and the last year, not the year before or after, and ignores a period that is not a year', () => {
    const award = (period: string, pointAwarded = 1) => ({ period, pointAwarded });
    expect(
      cpdPointsInWindow(
        [award('2023', 100), award('2024', 5), award('2026', 7), award('2027', 100), award('n/a', 100), award(' 2025 ', 3)],
        TODAY,
      ),
    ).toBe(15);
    expect(cpdPointsInWindow([], TODAY)).toBe(0);
  });
});

// Issue 24 item 1: a backend that keeps the contract cannot make the dashboard say "CPD points (NaN-NaN)": the day
// the standing was checked on is a date or a date-time, and the window read from either is the same.
describe('the day a standing was checked on (GET goodstanding)', () => {
  const answer = (checkedOn: unknown) => ({
    ProfileID: 'P1',
    MemberNo: 'M1',
    InGoodStanding: true,
    goodStandingMessage: '',
    BalanceLCY: 0,
    cpdPoints: 0,
    requiredCpdPoints: 0,
    subscriptionsPaid: true,
    pendingDisciplinary: false,
    checkedOn,
  });
  it.each(['2026-11-01', '2026-11-01T10:00:00Z', '2026-11-01T10:00:00+03:00', '2026-11-01T10:00:00'])(
    '%s is a day, in the window 2024-2026',
    (day) => {
      const parsed = GoodStandingSchema.safeParse(answer(day));
      expect(parsed.success).toBe(true);
      expect(cpdWindow(parsed.data!.checkedOn).label).toBe('2024-2026');
    },
  );
  it.each(['', 'yesterday', '2026-13-01', '2026-02-30', '01/11/2026', 20261101, null])('%s is refused, naming the field', (day) => {
    const parsed = GoodStandingSchema.safeParse(answer(day));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['checkedOn']);
  });
});
