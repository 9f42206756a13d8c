// The table of a requirements checklist (spec 2 §Checklist area; spec 3 §2 Upgrades): Item (type and
// description), Status (passed or to do) and a link to the item's form: Complete while to do, Open once passed
// (spec §F: any item can be opened again after it passed, to change or add to it; document 2 disabled it).
// The checklist page and the upgrade checklist show it; where the link goes (and back) is the caller's.
import { Link } from 'wouter';
import type { ChecklistItem } from '#contract/checklist.ts';
import { DataTable } from '#ui/data-table.tsx';
import { checklistTypeName } from '#contract/names.ts';

interface ChecklistItemsTableProps {
  caption: string;
  items: ChecklistItem[];
  /** Where an item's link goes (Complete while to do, Open once passed). */
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
          <Link
            href={completeHref(i)}
            className="inline-flex min-h-10 items-center rounded-md px-4 py-2 font-medium text-primary ring-1 ring-slate-300"
          >
            Open<span className="sr-only"> {checklistTypeName(i.checkListType)} (passed)</span>
          </Link>
        ) : (
          <Link href={completeHref(i)} className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white">
            Complete<span className="sr-only"> {checklistTypeName(i.checkListType)}</span>
          </Link>
        )
      }
    />
  );
}
