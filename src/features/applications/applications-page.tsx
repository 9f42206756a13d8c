// /application (ApplicationList, spec 3 §2): the member's applications with the In Review mapping, Reviewer
// Comments, Submit (re-Submit) and each row's actions by the spec's conditions (machines/applications/
// application-rules.ts); Pay Now asks the backend again and hands off to the payment page, coming back here, where
// the confirmed payment reloads the list so Receipt replaces Pay Now. The list is the member data's.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  applicationRowActions,
  reviewerComments,
  reviewerCommentsButton,
  ROW_ACTION_LABELS,
  type ApplicationRowAction,
} from '#machines/applications/application-rules.ts';
import type { Application } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { acceptanceLetterLabel } from '#contract/captions.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { CommentsDialog } from '#kernel/comments-dialog.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { RowActions } from '#ui/row-actions.tsx';
import { applicationColumns } from '#kernel/application-columns.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { PayNowMessage, payNowAction, usePayNow } from '#kernel/payment/use-pay-now.tsx';
import { SubmitApplication } from './submit-application';

function hrefOf(action: Exclude<ApplicationRowAction, 'payNow'>, app: Application): string {
  switch (action) {
    case 'file':
      return hrefTo('applicationDocument', { code: app.Code });
    case 'certificate':
      return hrefTo('certificate', { code: app.Code });
    case 'invoice':
      return hrefTo('invoice', { code: app.Code });
    case 'receipt':
      return hrefTo('receipt', { code: app.postedReceiptNo });
    case 'rejectionLetter':
      return hrefTo('rejectionLetter', { code: app.Code });
    case 'acceptanceLetter':
      return hrefTo('acceptanceLetter', { code: app.Code });
  }
}

/** A row's actions by the spec's conditions; Pay Now is the row's own actor (asks the backend again on the click). */
function ApplicationActions({ app }: { app: Application }) {
  const payNow = usePayNow({ kind: 'application', code: app.Code }, hrefTo('application'));
  const site = useSite();
  return (
    <div className="flex flex-col items-end gap-2">
      <RowActions
        of={app.Code}
        actions={applicationRowActions(app).map((action) =>
          action === 'payNow'
            ? payNowAction(payNow)
            : {
                label:
                  action === 'acceptanceLetter'
                    ? acceptanceLetterLabel(site.minor.acceptance_letter_caption, ROW_ACTION_LABELS.acceptanceLetter)
                    : ROW_ACTION_LABELS[action],
                href: hrefOf(action, app),
              },
        )}
      />
      <PayNowMessage payNow={payNow} />
    </div>
  );
}

export function ApplicationsPage() {
  const memberData = useMemberData();
  const data = useSelector(memberData, (s) => s.context.data);
  const categoryName = useCategoryNames();
  const [reading, setReading] = useState<Application | null>(null);
  if (!data) return null;
  const problem = data.problems.applications;
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h1 id="applications-title" className="text-2xl font-semibold text-slate-900">
        My Membership Applications
      </h1>
      <SubmitApplication />
      {problem ? (
        <Alert kind="error">
          Your applications could not be loaded: {problem}{' '}
          <Button look="ghost" onClick={() => memberData.send({ type: 'load.reload' })}>
            Load again
          </Button>
        </Alert>
      ) : null}
      <DataTable
        caption="My Membership Applications"
        rows={data.applications}
        rowKey={(a) => a.Code}
        empty="No applications yet."
        columns={[
          ...applicationColumns(categoryName),
          {
            header: 'Reviewer Comments',
            cell: (a) => {
              const button = reviewerCommentsButton(a);
              if (button === 'hidden') return null;
              return (
                <Button look="secondary" className="px-3" disabled={button === 'disabled'} onClick={() => setReading(a)}>
                  Comments<span className="sr-only"> on {a.Code}</span>
                </Button>
              );
            },
          },
        ]}
        actions={(a) => <ApplicationActions app={a} />}
      />
      <CommentsDialog code={reading?.Code ?? null} comments={reading ? reviewerComments(reading) : []} onClose={() => setReading(null)} />
    </section>
  );
}
