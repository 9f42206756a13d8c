// The actions at the end of a table row (applications, upgrades, subscriptions, licences): links that open a
// document or page, and buttons (Pay Now). Each says whose it is to a screen reader (" of CODE"), so a page of
// rows does not read as twenty identical "Receipt" links.
import { Link } from 'wouter';
import { Button } from './button';

/** A link, or a button (disabled while it waits for something, the reason said beside it by the row). */
export type RowAction = { label: string; href: string } | { label: string; onClick: () => void; disabled?: boolean };

/** The look of an action that is a link, beside the Button of an action that is one. */
export const ACTION_LINK_LOOK =
  'inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-3 py-2 font-medium text-primary ring-1 ring-primary hover:bg-slate-50';

/** The actions a row shows, in order; `false` or `null` entries (an action the rules withhold) are skipped. */
export function RowActions({
  of,
  actions,
  align = 'end',
}: {
  of: string;
  actions: ReadonlyArray<RowAction | false | null>;
  align?: 'start' | 'end';
}) {
  const whose = <span className="sr-only"> of {of}</span>;
  return (
    <div className={`flex flex-wrap gap-2 ${align === 'end' ? 'justify-end' : 'justify-start'}`}>
      {actions.map((action) =>
        !action ? null : 'href' in action ? (
          <Link key={action.label} href={action.href} className={ACTION_LINK_LOOK}>
            {action.label}
            {whose}
          </Link>
        ) : (
          <Button key={action.label} onClick={action.onClick} disabled={action.disabled ?? false} className="whitespace-nowrap">
            {action.label}
            {whose}
          </Button>
        ),
      )}
    </div>
  );
}
