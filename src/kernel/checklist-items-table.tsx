// The table of a requirements checklist (spec 2 §Checklist area; spec 3 §2 Upgrades): Item (type and
// description), Status (passed or to do) and Complete, disabled once passed, else a link to the item's form.
// The checklist page and the upgrade checklist show it; where Complete goes (and back) is the caller's.
import { Link } from 'wouter';
import type { ChecklistItem } from '#contract/checklist';
import { DataTable } from '#ui/data-table';
import { checklistTypeName } from '#contract/names';

interface ChecklistItemsTableProps {
  caption: string;
  items: ChecklistItem[];
  /** Where Complete goes for an item still to do. */
  completeHref: (item: ChecklistItem) => string;
}

export function ChecklistItemsTable({ caption, items, completeHref }: ChecklistItemsTableProps) {
  return (
    <DataTable<ChecklistItem>
      caption={caption}
      rows={items}
      rowKey={(i) => i.checkListType}
      empty="This category has no requirements."
      columns={[
        { header: 'Item', cell: (i) => `${checklistTypeName(i.checkListType)}: ${i.description}` },
        {
          header: 'Status',
          cell: (i) =>
            i.pass ? (
              <span className="font-medium text-green-800">✓ Passed</span>
            ) : (
              <span className="font-medium text-amber-800">⚠ To do</span>
            ),
        },
      ]}
      actions={(i) =>
        i.pass ? (
          <span
            aria-disabled="true"
            className="inline-flex min-h-10 cursor-not-allowed items-center rounded-md px-4 py-2 font-medium text-slate-500 ring-1 ring-slate-200"
          >
            Complete<span className="sr-only"> {checklistTypeName(i.checkListType)} (passed)</span>
          </span>
        ) : (
          <Link href={completeHref(i)} className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white">
            Complete<span className="sr-only"> {checklistTypeName(i.checkListType)}</span>
          </Link>
        )
      }
    />
  );
}
