// The columns an application row shows wherever applications are listed (spec 3 §2): My Membership Applications
// and the dashboard's applications card read the same code, category (by name: `useCategoryNames`), date, amount
// and status.
import { applicationStatusLabel } from '#machines/applications/application-rules.ts';
import type { Application } from '#contract';
import { formatDate } from '#contract/medium-date.ts';
import type { DataColumn } from '#ui/data-table.tsx';
import { formatMoney } from '#contract/money.ts';

export const applicationColumns = (categoryName: (code: string) => string): Array<DataColumn<Application>> => [
  { header: 'Code', cell: (a) => a.Code },
  { header: 'Category', cell: (a) => categoryName(a.AppliedCategory) },
  { header: 'Date', cell: (a) => <span className="whitespace-nowrap">{formatDate(a.ApplicationDateTime)}</span> },
  { header: 'Amount', cell: (a) => <span className="whitespace-nowrap">{formatMoney(a.Amount)}</span> },
  { header: 'Status', cell: (a) => applicationStatusLabel(a.status) },
];
