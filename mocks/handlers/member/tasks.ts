// Server-side changes on the simulated timeline (spec §B): application review one step per day,
// upgrade review (fee, committee, board) and category change, licence preparation and approval, delayed receipt posting.
import type { MembershipComment } from '#contract/membership-applications.ts';
import type { UpgradeStatus } from '#contract/membership-upgrades.ts';
import type { StatusMove } from '#contract/mock-controls.ts';
import { hrefTo } from '#contract/routes.ts';
import type { Db } from '../../db';
import { DAY_MS } from '../../domain/dates';
import { refreshGoodStanding } from '../../domain/good-standing';
import { postReceipt } from '../../domain/ledger';
import { memberRefOf } from '../../domain/member';
import { categoryName } from '../../domain/organisation';
import { TASK } from '../../domain/tasks';
import type { TaskHandlers, Simulation } from '../../simulation/simulation';
import { evaluateChecklist } from '../checklist/checklist-rules';

const comment = (simulation: Simulation, displayName: string, text: string, hidden = false): MembershipComment => ({
  displayName,
  commentDate: simulation.nowIso(),
  comment: text,
  hiddenFromApplicant: hidden,
});

/** The next free member number (M5001, M5002…), never one a profile already holds. */
async function allocateMemberNo(db: Db, simulation: Simulation, prefix = 'M'): Promise<string> {
  for (;;) {
    const candidate = `${prefix}${5000 + (await simulation.nextNumber('membership.memberNo'))}`;
    if (
      !db.profiles.findFirst((q) => q.where({ MemberNo: candidate })) &&
      !db.applications.findFirst((q) => q.where({ assignedMemberNo: candidate }))
    )
      return candidate;
  }
}

/** Moves the member to a category (upgrade accepted, application released): profile and account. */
async function setCategory(db: Db, profileId: string, category: string) {
  await db.profiles.update((q) => q.where({ ProfileID: profileId }), { data: (p) => void (p.MemberShipType = category) });
  await db.accounts.updateMany((q) => q.where({ profile_id: profileId }), { data: (a) => void (a.category = category) });
}

async function advanceApplication(payload: unknown, simulation: Simulation): Promise<StatusMove[]> {
  const { code, expected } = payload as { code: string; expected: string };
  const { db } = simulation;
  const app = db.applications.findFirst((q) => q.where({ Code: code }));
  if (!app || app.status !== expected) return []; // already moved on (stale or duplicate task)
  const moved = (to: string): StatusMove[] => [{ code, from: app.status, to }];
  const member = memberRefOf(db, app.ProfileID);

  if (app.status === 'New' || app.status === 'Open' || app.status === 'Committee Review' || app.status === 'Verified') {
    const next = app.status === 'New' ? 'Open' : app.status === 'Open' ? 'Committee Review' : 'Board Review';
    const added: MembershipComment[] =
      next === 'Committee Review'
        ? [
            comment(simulation, 'Membership Committee', 'Your documents and referee reports are under review by the committee.'),
            comment(
              simulation,
              'Committee Secretary',
              'Internal: confirm the second referee is a corporate member before the board sits.',
              true,
            ),
          ]
        : next === 'Board Review'
          ? [comment(simulation, 'Membership Committee', 'The committee has recommended your application to the Board.')]
          : [];
    await db.applications.update((q) => q.where({ Code: code }), {
      data: (a) => {
        a.status = next;
        a.membershipComments = [...a.membershipComments, ...added];
      },
    });
    await simulation.schedule(TASK.applicationAdvance, DAY_MS, { code, expected: next });
    return moved(next);
  }

  if (app.status !== 'Board Review') return [];
  const failing = evaluateChecklist(db, app.ProfileID, app.AppliedCategory, 'Application').filter((i) => !i.pass);
  if (failing.length > 0) {
    await db.applications.update((q) => q.where({ Code: code }), {
      data: (a) => {
        a.status = 'Rejected';
        a.decidedOn = simulation.today();
        a.membershipComments = [
          ...a.membershipComments,
          comment(
            simulation,
            'Board',
            `The Board could not approve the application: the requirements are not met (${failing.map((i) => i.description || i.checkListType).join(', ')}).`,
          ),
        ];
      },
    });
    await simulation.send({
      channel: 'email',
      to: member.email,
      subject: `Application ${code}: decision`,
      body: `Dear ${member.name}, the Board could not approve your application ${code}. The rejection letter is in the portal.`,
      links: [hrefTo('rejectionLetter', { code })],
      codes: [],
    });
    return moved('Rejected');
  }

  const profile = db.profiles.findFirst((q) => q.where({ ProfileID: app.ProfileID }));
  const memberNo = profile?.MemberNo || (await allocateMemberNo(db, simulation, member.type === 'Corporate' ? 'F' : 'M'));
  await db.applications.update((q) => q.where({ Code: code }), {
    data: (a) => {
      a.status = 'Released';
      a.decidedOn = simulation.today();
      a.assignedMemberNo = memberNo;
      a.membershipComments = [...a.membershipComments, comment(simulation, 'Board', `Approved by the Board. Welcome, member ${memberNo}.`)];
    },
  });
  if (profile) {
    await db.profiles.update(profile, {
      data: (p) => {
        p.MemberNo = memberNo;
        p.memberInformation = [
          ...p.memberInformation.filter((m) => m.No !== memberNo),
          { No: memberNo, Status: 'Active', Registration_Date: simulation.today() },
        ];
      },
    });
  }
  await setCategory(db, app.ProfileID, app.AppliedCategory);
  await refreshGoodStanding(db, app.ProfileID, simulation.today());
  await simulation.send({
    channel: 'email',
    to: member.email,
    subject: `Application ${code} accepted`,
    body: `Dear ${member.name}, the Board has approved your application for ${categoryName(db, app.AppliedCategory)}. Your membership number is ${memberNo}.`,
    links: [hrefTo('acceptanceLetter', { code }), hrefTo('certificate', { code })],
    codes: [],
  });
  return moved('Released');
}

/**
 * An upgrade's review (spec §B), one step per simulated day: New → Open; Open waits for the fee (paying
 * schedules the next step); then Committee Review → Board Review → Released, which moves the member to the new
 * category, or Rejected when the upgrade checklist no longer passes.
 */
async function advanceUpgrade(payload: unknown, simulation: Simulation): Promise<StatusMove[]> {
  const { code, expected } = payload as { code: string; expected: string };
  const { db } = simulation;
  const upgrade = db.upgrades.findFirst((q) => q.where({ code }));
  if (!upgrade || upgrade.status !== expected) return []; // already moved on (stale or duplicate task)
  const moved: StatusMove[] = [];
  const step = async (status: UpgradeStatus, added: MembershipComment[]) => {
    await db.upgrades.update((q) => q.where({ code }), {
      data: (u) => {
        u.status = status;
        if (status === 'Released' || status === 'Rejected') u.decidedOn = simulation.today();
        u.membershipComments = [...u.membershipComments, ...added];
      },
    });
    moved.push({ code, from: upgrade.status, to: status });
  };
  if (upgrade.status === 'New') {
    await step('Open', [
      comment(
        simulation,
        'Membership Committee',
        'Your upgrade application is under review. It goes to the committee once the fee is paid.',
      ),
      comment(simulation, 'Committee Secretary', 'Internal: cross-check the CPD record against the events register.', true),
    ]);
    if (upgrade.postedReceiptNo) await simulation.schedule(TASK.upgradeAdvance, DAY_MS, { code, expected: 'Open' });
    return moved;
  }
  if (upgrade.status === 'Open') {
    if (!upgrade.postedReceiptNo) return moved; // waits for payment, which schedules this task again
    await step('Committee Review', [
      comment(
        simulation,
        'Membership Committee',
        'Fee received. Your upgrade is before the committee: professional interview and referee reports.',
      ),
    ]);
    await simulation.schedule(TASK.upgradeAdvance, DAY_MS, { code, expected: 'Committee Review' });
    return moved;
  }
  if (upgrade.status === 'Committee Review') {
    await step('Board Review', [comment(simulation, 'Membership Committee', 'The committee has recommended your upgrade to the Board.')]);
    await simulation.schedule(TASK.upgradeAdvance, DAY_MS, { code, expected: 'Board Review' });
    return moved;
  }
  if (upgrade.status !== 'Board Review') return moved;
  const member = memberRefOf(db, upgrade.ProfileID);
  const failing = evaluateChecklist(db, upgrade.ProfileID, upgrade.toCategory, 'Upgrade').filter((i) => !i.pass);
  if (failing.length > 0) {
    await step('Rejected', [
      comment(
        simulation,
        'Board',
        `The Board could not approve the upgrade: the requirements are not met (${failing.map((i) => i.description || i.checkListType).join(', ')}).`,
      ),
    ]);
    await simulation.send({
      channel: 'email',
      to: member.email,
      subject: `Upgrade ${code}: decision`,
      body: `Dear ${member.name}, the Board could not approve your upgrade ${code} to ${categoryName(db, upgrade.toCategory)}. The reasons are in the portal.`,
      links: [hrefTo('upgrade')],
      codes: [],
    });
    return moved;
  }
  await step('Released', [comment(simulation, 'Board', `Upgrade to ${categoryName(db, upgrade.toCategory)} approved by the Board.`)]);
  await setCategory(db, upgrade.ProfileID, upgrade.toCategory);
  await refreshGoodStanding(db, upgrade.ProfileID, simulation.today());
  await simulation.send({
    channel: 'email',
    to: member.email,
    subject: `Upgrade ${code} accepted`,
    body: `Dear ${member.name}, the Board has approved your upgrade ${code}: your membership category is now ${categoryName(db, upgrade.toCategory)}.`,
    links: [hrefTo('upgrade'), hrefTo('upgradeAcceptanceLetter', { code })],
    codes: [],
  });
  return moved;
}

async function advanceLicence(payload: unknown, simulation: Simulation): Promise<StatusMove[]> {
  const { no, expected } = payload as { no: string; expected: string };
  const { db } = simulation;
  const licence = db.licences.findFirst((q) => q.where({ licenseApplicationNo: no }));
  if (!licence || licence.status !== expected) return [];
  if (licence.status === 'New') {
    await db.licences.update((q) => q.where({ licenseApplicationNo: no }), { data: (l) => void (l.status = 'Pending Upload') });
    return [{ code: no, from: 'New', to: 'Pending Upload' }];
  }
  if (licence.status === 'Paid') {
    await db.licences.update((q) => q.where({ licenseApplicationNo: no }), { data: (l) => void (l.status = 'Approved') });
    const member = memberRefOf(db, licence.profileID);
    await simulation.send({
      channel: 'email',
      to: member.email,
      subject: `Practice licence ${no} approved`,
      body: `Dear ${member.name}, your practice licence application ${no} has been approved.`,
      links: [hrefTo('license')],
      codes: [],
    });
    return [{ code: no, from: 'Paid', to: 'Approved' }];
  }
  return [];
}

/** A payment confirmed later by the gateway (settleAfterMs > 0): the receipt is posted now. */
async function postDelayedReceipt(payload: unknown, simulation: Simulation): Promise<StatusMove[]> {
  const { invoiceNo, paymentID, paymentType, batchKey } = payload as {
    invoiceNo: string;
    paymentID: string;
    paymentType: string;
    batchKey: string;
  };
  const { db } = simulation;
  const invoice = db.invoices.findFirst((q) => q.where({ documentNo: invoiceNo }));
  if (!invoice || invoice.remainingAmount <= 0) return [];
  const receipt = await postReceipt(simulation, invoice, { paymentID, paymentType });
  await db.paymentBatches.update((q) => q.where({ key: batchKey }), {
    data: (b) => {
      b.receiptNos = [...b.receiptNos, receipt.receiptNo];
      b.status = 'paid';
    },
  });
  // The payment the gateway had left pending: the invoice it pays is paid now.
  return [{ code: invoiceNo, from: 'Payment pending', to: 'Paid' }];
}

export const membershipTasks: TaskHandlers = {
  [TASK.applicationAdvance]: advanceApplication,
  [TASK.upgradeAdvance]: advanceUpgrade,
  [TASK.licenceAdvance]: advanceLicence,
  [TASK.postReceipt]: postDelayedReceipt,
};
