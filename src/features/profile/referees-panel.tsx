// The applicant's referees (spec 2 §2, §3, §8): the shared sub-list view with what referees add — the
// referee disclaimer under its setting, 'Resend Email' on a request not yet answered ('Email Sent'), the
// report of an answered one, and the member search that fills the dialog's form.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { CrudFormActor } from '#machines/crud-list/crud-list.machine.ts';
import { refereeResendMachine } from '#machines/referees/referee-resend.machine.ts';
import { refereeSearchMachine } from '#machines/referees/referee-search.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { EnvelopeIcon } from '#ui/icons.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { SubListView } from './sub-list-view';
import { referees } from './sub-lists';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function RefereeSearch({ form }: { form: CrudFormActor }) {
  const { api } = usePortal();
  const search = useFlowActor('referee-search', refereeSearchMachine, { input: { api, form } });
  const term = useSelector(search, (s) => s.context.term);
  const found = useSelector(search, (s) => s.context.found);
  const error = useSelector(search, (s) => s.context.error);
  const searching = useSelector(search, (s) => s.matches('searching'));
  return (
    <form
      role="search"
      aria-label="Find a member"
      className="mb-4 flex flex-col gap-2 border-b border-slate-200 pb-4"
      onSubmit={(e) => {
        e.preventDefault();
        search.send({ type: 'search.submit' });
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label="Search by member number"
          aria-describedby="referee-search-hint"
          value={term}
          onValue={(v) => search.send({ type: 'search.change', term: v })}
        />
        <Button type="submit" look="secondary" busy={searching}>
          Search
        </Button>
      </div>
      <p id="referee-search-hint" className="text-sm text-slate-600">
        A referee is a registered member: their details fill the form.
      </p>
      {found ? <Alert kind="success">Found {found}: the form below is filled in.</Alert> : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
    </form>
  );
}

export function RefereesPanel() {
  const { api } = usePortal();
  const { minor } = useSite();
  const resend = useFlowActor('referee-resend', refereeResendMachine, { input: { api } });
  const sendingTo = useSelector(resend, (s) => s.context.lineNo);
  const sent = useSelector(resend, (s) => s.context.message);
  const failed = useSelector(resend, (s) => s.context.error);
  const dismiss = () => resend.send({ type: 'resend.dismiss' });
  const disclaimer = minor.referee_disclaimer && minor.referee_disclaimer_caption.trim() !== '' ? minor.referee_disclaimer_caption : null;
  return (
    <SubListView
      resource={referees}
      intro={
        <>
          {disclaimer ? <Alert kind="info">{disclaimer}</Alert> : null}
          {sent ? (
            <Alert kind="success" onDismiss={dismiss}>
              {sent}
            </Alert>
          ) : null}
          {failed ? (
            <Alert kind="error" onDismiss={dismiss}>
              {failed}
            </Alert>
          ) : null}
        </>
      }
      rowActions={(row) =>
        row.response === '' ? (
          <Button
            look="ghost"
            aria-label={`Resend Email to ${row.Name}`}
            title="Resend Email"
            busy={sendingTo === row.lineNo}
            onClick={() => resend.send({ type: 'resend', lineNo: row.lineNo })}
          >
            <EnvelopeIcon />
          </Button>
        ) : (
          <Link
            href={hrefTo('refereeFormReport', { entryNo: String(row.EntryNo) })}
            className="inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium text-primary underline"
            aria-label={`Report of ${row.Name}`}
          >
            Report
          </Link>
        )
      }
      formTop={(form) => <RefereeSearch form={form} />}
    />
  );
}
