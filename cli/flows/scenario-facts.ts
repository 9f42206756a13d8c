// What the sample paths of the flow manifests (machines/<area>/area.ts) must know of the seeded world (member
// numbers, invoice numbers, referee codes, rows as a list shows them), read from a headless world of the scenario
// and seed the paths are replayed on: the samples write no seed's codes, so `portal paths --all --check --seed 7`
// holds as seed 1 does. The shape (ScenarioFacts) is the manifests'; reading it from a world is the CLI's.
import type { ScenarioFacts } from '#machines/flow-manifest.ts';
import { createHeadlessWorld, type InProcessWorld } from '../headless/headless-world';

const found = <T>(what: string, value: T | undefined | null): T => {
  if (value === undefined || value === null) throw new Error(`The seeded world has no ${what}: the sample paths need one.`);
  return value;
};

/** The facts of a world already seeded (read as it is now: call it before any replay changes it). */
function factsOf(world: InProcessWorld): ScenarioFacts {
  const { db } = world.backend;
  /** A profile's referee requests: the first answered and the first still waiting, by entry. */
  const refereesOf = (profileId: string) => {
    const referees = db.referees.findMany((q) => q.where({ ProfileID: profileId }), { orderBy: { EntryNo: 'asc' } });
    return {
      answered: found(
        `answered referee of ${profileId}`,
        referees.find((r) => r.answeredAt !== ''),
      ),
      waiting: found(
        `waiting referee of ${profileId}`,
        referees.find((r) => r.answeredAt === ''),
      ),
    };
  };
  return {
    persona(email) {
      const account = found(
        `account ${email}`,
        db.accounts.findFirst((q) => q.where({ email })),
      );
      const profile = account.profile_id ? db.profiles.findFirst((q) => q.where({ ProfileID: account.profile_id ?? '' })) : undefined;
      const { passwordHash: _hash, deleted: _deleted, ...row } = account;
      return {
        userId: account.id,
        email,
        phone: account.phone_no ?? '',
        profileId: account.profile_id ?? '',
        customerNo: profile?.CustomerNo ?? '',
        memberNo: profile?.MemberNo ?? '',
        row,
      };
    },
    accountCount: () => db.accounts.findMany((q) => q.where({ deleted: false })).length,
    unclaimedMember() {
      const profile = found(
        'member without an account',
        db.profiles.findFirst((q) => q.where({ userId: (id) => id === null, MemberNo: (no) => no !== '' })),
      );
      return { memberNo: profile.MemberNo, idNumber: profile.IdentificationDocumentNo, email: profile.Email, phone: profile.PhoneNo };
    },
    refereeCodes(profileId) {
      const { answered, waiting } = refereesOf(profileId);
      return { answered: answered.code, waiting: waiting.code };
    },
    refereeLines(profileId) {
      const { answered, waiting } = refereesOf(profileId);
      return { answered: answered.lineNo, waiting: waiting.lineNo };
    },
    unpaidInvoice(customerNo) {
      const invoice = found(
        `unpaid invoice of ${customerNo}`,
        db.invoices.findMany((q) => q.where({ customerNo, remainingAmount: (n) => n > 0 }), { orderBy: { documentNo: 'asc' } })[0],
      );
      return { documentNo: invoice.documentNo, amount: invoice.remainingAmount, description: invoice.description };
    },
    paidApplicationInvoice(customerNo) {
      const invoice = found(
        `paid application invoice of ${customerNo}`,
        db.invoices.findFirst((q) => q.where({ customerNo, source: 'Application', receiptNo: (r) => r !== '' })),
      );
      return { documentNo: invoice.documentNo, receiptNo: invoice.receiptNo, applicationCode: invoice.sourceCode };
    },
    licences(profileId) {
      return db.licences
        .findMany((q) => q.where({ profileID: profileId }), { orderBy: { licenseApplicationNo: 'asc' } })
        .map((l) => l.licenseApplicationNo);
    },
    firstBanker(profileId) {
      return {
        ...found(
          `banker of ${profileId}`,
          db.bankers.findMany((q) => q.where({ profileID: profileId }), { orderBy: { EntryNo: 'asc' } })[0],
        ),
      };
    },
    paymentOption(code) {
      return {
        ...found(
          `payment option ${code}`,
          db.paymentOptions.findFirst((q) => q.where({ code })),
        ),
      };
    },
  };
}

/** One seeded world per scenario and seed in a process: its facts only read it, and seeding one costs ~0.5 s. */
const factsBySeed = new Map<string, Promise<ScenarioFacts>>();

/** The facts of a scenario freshly seeded, as every replay of `portal paths --check` starts from it. */
export function scenarioFacts(scenario: string, seed: number): Promise<ScenarioFacts> {
  const key = `${scenario}:${seed}`;
  let facts = factsBySeed.get(key);
  if (!facts) {
    facts = createHeadlessWorld({ scenario, seed }).then(factsOf);
    // A failed seeding is not kept: the next caller tries again and sees its own error.
    facts.catch(() => factsBySeed.delete(key));
    factsBySeed.set(key, facts);
  }
  return facts;
}
