// /cpd, My Cpd (document 2's CPD list and document 3's CPD section are one screen): the member's CPD awards with
// 'Filter by year', 'Total CPD Acquired' over the rows shown, and a View link that opens the event on the events
// site in a new tab (spec §B). The awards come with the member data, which loads them once.
import { useSelector } from '@xstate/react';
import { ALL_YEARS, awardsOfYear, cpdListMachine, cpdYears, totalPoints } from '#machines/cpd/cpd-list.machine.ts';
import { eventPageUrl, type CpdAward } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { DataTable, type DataColumn } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { SelectField } from '#ui/select-field.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useEventsSite } from '#kernel/use-events-site.ts';

const columns: Array<DataColumn<CpdAward>> = [
  { header: 'Member No', cell: (a) => a.memberNo, sameOnEveryRow: true },
  { header: 'Event Name', cell: (a) => a.description },
  { header: 'Provider', cell: (a) => a.provider },
  { header: 'Location', cell: (a) => a.location },
  { header: 'Start Date', cell: (a) => formatDate(a.eventDate) },
  { header: 'End Date', cell: (a) => formatDate(a.endDate) },
  { header: 'CPD', cell: (a) => a.pointAwarded },
  { header: 'Event Code', cell: (a) => a.eventCode },
  { header: 'Certificate', cell: (a) => a.certificateNo || '—' },
];

export function CpdPage() {
  const memberData = useMemberData();
  const awards = useSelector(memberData, (s) => s.context.data?.cpdAwards ?? []);
  const problem = useSelector(memberData, (s) => s.context.data?.problems.cpdAwards ?? null);
  const today = useSelector(memberData, (s) => s.context.data?.goodStanding?.checkedOn ?? new Date().toISOString().slice(0, 10));
  const filter = useFlowActor('cpd-list', cpdListMachine);
  const year = useSelector(filter, (s) => s.context.year);
  const eventsSite = useEventsSite();
  const shown = awardsOfYear(awards, year);
  const options = [{ value: ALL_YEARS, label: 'All years' }, ...cpdYears(awards, today).map((y) => ({ value: y, label: y }))];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">My CPD</h1>
      {problem ? (
        <Alert kind="error">
          {problem}{' '}
          <Button look="ghost" onClick={() => memberData.send({ type: 'load.reload' })}>
            Load again
          </Button>
        </Alert>
      ) : null}
      <div className="max-w-xs">
        <SelectField
          label="Filter by year"
          value={year}
          options={options}
          onValue={(value) => filter.send({ type: 'cpd.year', year: value })}
        />
      </div>
      <DataTable
        caption={year === ALL_YEARS ? 'CPD awards' : `CPD awards of ${year}`}
        columns={columns}
        rows={shown}
        rowKey={(a) => `${a.eventCode}-${a.certificateNo}-${a.bookingNo}`}
        empty={year === ALL_YEARS ? 'No CPD points have been awarded yet.' : `No CPD points were awarded in ${year}.`}
        actions={
          eventsSite
            ? (a) => (
                <a
                  href={eventPageUrl(eventsSite, a.eventCode)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline"
                >
                  View<span className="sr-only"> {a.description} (opens in a new tab)</span>
                </a>
              )
            : undefined
        }
        footer={<span data-testid="cpd-total">Total CPD Acquired: {totalPoints(shown)}</span>}
      />
    </div>
  );
}
