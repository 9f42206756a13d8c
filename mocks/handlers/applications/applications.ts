// Membership applications: list (hidden comments removed), documents, checklist, submission once the code was verified.
import { endpoints, PAYMENT_DESCRIPTION } from '#contract';
import type { Application } from '#contract/membership-applications.ts';
import { certificateCheckHref } from '#contract/certificate-reference.ts';
import { hrefTo } from '#contract/routes.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import { DAY_MS } from '../../domain/dates';
import { currentConferral } from '../../domain/conferral';
import { createInvoice } from '../../domain/ledger';
import { nextDocumentNo } from '../../domain/numbering';
import { categoryName, chargeOf } from '../../domain/organisation';
import { TASK } from '../../domain/tasks';
import { takeSubmissionGrant } from '../access/codes';
import { evaluateChecklist } from '../checklist/checklist-rules';
import { callerOf, forMember } from '../member/common';
import { applicationDocumentPdf, applicationLetterPdf, membershipCertificatePdf } from '../member/documents';

const e = endpoints.membership;

/** What a member may see of an application: never the comments hidden from applicants. */
const applicationForMember = (app: Application): Application => ({ ...app, membershipComments: forMember(app.membershipComments) });

function ownApplication(db: Db, profileId: string, code: string) {
  const app = db.applications.findFirst((q) => q.where({ Code: code, ProfileID: profileId }));
  if (!app) throw notFound('Not found.');
  return app;
}

const checklistMessage = 'Complete the requirements checklist before submitting';

/** Throws 422 with the failing items when the checklist does not fully pass. */
export function requirePassedChecklist(db: Db, profileId: string, category: string, kind: 'Application' | 'Upgrade' | 'License') {
  const failing = evaluateChecklist(db, profileId, category, kind).filter((i) => !i.pass);
  if (failing.length > 0) {
    throw unprocessable(`${checklistMessage}: ${failing.map((i) => i.description || i.checkListType).join(', ')}.`);
  }
}

export const applicationRoutes: MockRoute[] = [
  route(e.applications, ({ db, user }) => {
    const me = callerOf(db, user);
    const apps = db.applications.findMany((q) => q.where({ ProfileID: me.profileId }), { orderBy: { ApplicationDateTime: 'desc' } });
    return { data: apps.map(applicationForMember) };
  }),

  route(e.applicationDocument, async ({ db, simulation, user, params }) => {
    const me = callerOf(db, user);
    const app = ownApplication(db, me.profileId, params.code);
    return { data: await applicationDocumentPdf(db, app, me, simulation.nowIso()) };
  }),

  route(e.applicationCertificate, async ({ db, user, params, request }) => {
    const me = callerOf(db, user);
    const app = ownApplication(db, me.profileId, params.code);
    if (app.status !== 'Released' || !app.assignedMemberNo)
      throw unprocessable('The certificate is available once the application is accepted and a member number is assigned.');
    // The member's grade today, whichever Released record conferred it (DECISIONS.md §F), not this application's.
    const conferral = currentConferral(db, me.profileId);
    if (!conferral) throw unprocessable('The certificate cannot be issued: the register does not say when your category was conferred.');
    const origin = new URL(request.url).origin;
    return { data: await membershipCertificatePdf(db, me, conferral, (reference) => `${origin}${certificateCheckHref(reference)}`) };
  }),

  route(e.applicationRejectionLetter, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const app = ownApplication(db, me.profileId, params.code);
    if (app.status !== 'Rejected') throw unprocessable('There is no rejection letter: this application has not been rejected.');
    return { data: await applicationLetterPdf(db, app, me, 'rejection') };
  }),

  route(e.applicationAcceptanceLetter, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const app = ownApplication(db, me.profileId, params.code);
    if (app.status !== 'Released') throw unprocessable('The acceptance letter is available once the application is accepted.');
    return { data: await applicationLetterPdf(db, app, me, 'acceptance') };
  }),

  route(e.applicationChecklist, ({ db, user, params }) => {
    const me = callerOf(db, user);
    if (!db.categories.findFirst((q) => q.where({ Code: params.membershipType }))) throw notFound('Unknown membership category.');
    return { data: evaluateChecklist(db, me.profileId, params.membershipType, 'Application') };
  }),

  route(e.submitApplication, async ({ db, simulation, user, body }) => {
    const me = callerOf(db, user);
    if (body.ProfileID !== me.profileId) throw unprocessable('This application belongs to another profile.');
    const mine = db.applications.findMany((q) => q.where({ ProfileID: me.profileId }), { orderBy: { ApplicationDateTime: 'desc' } });
    // One application at a time (issue 34): a submitted one is never submitted again; a new one only after a rejection.
    let app = body.Code ? ownApplication(db, me.profileId, body.Code) : (mine.find((a) => a.status === 'New' && !a.Submitted) ?? null);
    if (app && (app.status !== 'New' || app.Submitted))
      throw unprocessable('This application has already been submitted and is being processed.');
    if (!app) {
      if (mine.some((a) => a.status === 'Released')) throw unprocessable('Your membership application has already been accepted.');
      if (mine.some((a) => a.status !== 'Rejected')) throw unprocessable('You already have an application in progress.');
    }
    const category = app?.AppliedCategory ?? body.AppliedCategory;
    const amount = chargeOf(db, category, 'APPLICATION');
    if (!db.categories.findFirst((q) => q.where({ Code: category }))) throw unprocessable('This category is not open for applications.');

    requirePassedChecklist(db, me.profileId, category, 'Application');
    await takeSubmissionGrant(db, simulation, user.id);

    if (!app) {
      app = await db.applications.create({
        Code: await nextDocumentNo(simulation, 'application'),
        AppliedCategory: category,
        Amount: amount,
        ApplicationDateTime: simulation.nowIso(),
        status: 'New',
        Submitted: true,
        ProfileID: me.profileId,
        postedReceiptNo: '',
        assignedMemberNo: '',
        membershipComments: [],
        decidedOn: '',
      });
    } else {
      app =
        (await db.applications.update((q) => q.where({ Code: app!.Code }), {
          data: (a) => {
            a.Submitted = true;
            a.ApplicationDateTime = simulation.nowIso();
            if (!a.postedReceiptNo) a.Amount = amount;
          },
        })) ?? app;
    }
    if (!db.invoices.findFirst((q) => q.where({ source: 'Application', sourceCode: app.Code }))) {
      await createInvoice(simulation, {
        member: me,
        source: 'Application',
        sourceCode: app.Code,
        description: `${PAYMENT_DESCRIPTION.application}: ${categoryName(db, category)}`,
        amount: app.Amount,
      });
    }
    await simulation.schedule(TASK.applicationAdvance, DAY_MS, { code: app.Code, expected: 'New' });
    await simulation.send({
      channel: 'email',
      to: me.email,
      subject: `Application ${app.Code} received`,
      body: `Dear ${me.name}, your application ${app.Code} for ${categoryName(db, category)} has been submitted. You can follow its status in the portal.`,
      links: [hrefTo('applicationDocument', { code: app.Code })],
      codes: [],
    });
    return { data: applicationForMember(app), message: 'Application submitted successfully' };
  }),
];
