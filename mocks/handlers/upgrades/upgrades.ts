// Upgrades: plans open to the member's category, checklist, submission (upgrade application + pro-forma invoice), documents.
import { endpoints, PAYMENT_DESCRIPTION } from '#contract';
import type { UpgradeApplication, UpgradePlan } from '#contract/membership-upgrades.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import { DAY_MS } from '../../domain/dates';
import { createInvoice } from '../../domain/ledger';
import type { MemberRef } from '../../domain/member';
import { nextDocumentNo } from '../../domain/numbering';
import { categoryName, chargeOf } from '../../domain/organisation';
import { TASK } from '../../domain/tasks';
import { formatMoney } from '#contract/money.ts';
import { evaluateChecklist } from '../checklist/checklist-rules';
import { requirePassedChecklist } from '../applications/applications';
import { callerOf, forMember, UPGRADE_PATHS } from '../member/common';
import { upgradeDocumentPdf } from '../member/documents';

const e = endpoints.membership;

function upgradePlansOf(db: Db, member: MemberRef): UpgradePlan[] {
  return (UPGRADE_PATHS[member.category] ?? []).flatMap((code) => {
    const category = db.categories.findFirst((q) => q.where({ Code: code }));
    return category ? [{ ToCategory: code, ToCategoryDescription: category.Description, Amount: chargeOf(db, code, 'UPGRADE') }] : [];
  });
}

const forMemberView = ({ requestedDate: _r, ...u }: UpgradeApplication & { requestedDate?: string }): UpgradeApplication => ({
  ...u,
  membershipComments: forMember(u.membershipComments),
});

function ownUpgrade(db: Db, profileId: string, code: string) {
  const upgrade = db.upgrades.findFirst((q) => q.where({ code, ProfileID: profileId }));
  if (!upgrade) throw notFound('Not found.');
  return upgrade;
}

export const upgradeRoutes: MockRoute[] = [
  route(e.upgradePlans, ({ db, user }) => ({ data: upgradePlansOf(db, callerOf(db, user)) })),

  route(e.upgrades, ({ db, user }) => {
    const me = callerOf(db, user);
    return { data: db.upgrades.findMany((q) => q.where({ ProfileID: me.profileId }), { orderBy: { code: 'desc' } }).map(forMemberView) };
  }),

  route(e.upgradeChecklist, ({ db, user, params }) => {
    const me = callerOf(db, user);
    if (!db.categories.findFirst((q) => q.where({ Code: params.category }))) throw notFound('Unknown membership category.');
    return { data: evaluateChecklist(db, me.profileId, params.category, 'Upgrade') };
  }),

  route(e.submitUpgrade, async ({ db, simulation, user, body }) => {
    const me = callerOf(db, user);
    if (body.ProfileID !== me.profileId) throw notFound('Not found.');
    if (!me.memberNo) throw unprocessable('Only members with a membership number can apply for an upgrade.');
    if (body.memberNo.trim() !== me.memberNo) throw unprocessable('The member number does not match your profile.');
    const plan = upgradePlansOf(db, me).find((p) => p.ToCategory === body.toCategory);
    if (!plan) throw unprocessable('This upgrade is not open to your membership category.');
    if (Math.abs(body.amount - plan.Amount) > 0.005)
      throw unprocessable(`The amount does not match the upgrade fee (${formatMoney(plan.Amount)}).`);
    if (db.upgrades.findFirst((q) => q.where({ ProfileID: me.profileId, status: (s) => s !== 'Released' && s !== 'Rejected' }))) {
      throw unprocessable('You already have an upgrade application in progress.');
    }
    requirePassedChecklist(db, me.profileId, plan.ToCategory, 'Upgrade');

    const code = await nextDocumentNo(simulation, 'upgrade');
    const invoice = await createInvoice(simulation, {
      member: me,
      source: 'Upgrade',
      sourceCode: code,
      description: `${PAYMENT_DESCRIPTION.upgrade}: ${categoryName(db, me.category)} to ${categoryName(db, plan.ToCategory)}`,
      amount: plan.Amount,
    });
    const upgrade = await db.upgrades.create({
      code,
      fromCategory: me.category,
      toCategory: plan.ToCategory,
      amount: plan.Amount,
      subsPeriod: simulation.today().slice(0, 4),
      status: 'New',
      membershipComments: [],
      postedReceiptNo: '',
      proFormaRef: invoice.documentNo,
      ProfileID: me.profileId,
      requestedDate: body.requestedDate || simulation.today(),
      decidedOn: '',
    });
    await simulation.schedule(TASK.upgradeAdvance, DAY_MS, { code, expected: 'New' });
    return { data: forMemberView(upgrade), message: 'Upgrade application submitted successfully' };
  }),

  route(e.upgradeReport, async ({ db, user, body }) => {
    const me = callerOf(db, user);
    return { data: await upgradeDocumentPdf(db, ownUpgrade(db, me.profileId, body.code), me, 'report') };
  }),

  route(e.upgradeAcceptanceLetter, async ({ db, user, body }) => {
    const me = callerOf(db, user);
    const upgrade = ownUpgrade(db, me.profileId, body.code);
    if (upgrade.status !== 'Released') throw unprocessable('The acceptance letter is available once the upgrade is accepted.');
    return { data: await upgradeDocumentPdf(db, upgrade, me, 'acceptance') };
  }),
];
