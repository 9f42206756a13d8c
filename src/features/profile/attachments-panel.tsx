// The profile's attachments by kind (the ATTACHMENTS checklist item: "Attach your ID and certificates"): above the
// shared list, each kind the item asks for with how many files it has and its own Add, which opens the add dialog
// with that type chosen; a kind takes several files. Which kinds there are is the contract's (ATTACHMENT_KINDS).
import { useSelector } from '@xstate/react';
import { ATTACHMENT_KINDS, attachmentsByKind } from '#contract/profile-lists.ts';
import { selectUser } from '#machines/session/session.machine.ts';
import { Button } from '#ui/button.tsx';
import { formatCount } from '#contract/grouped-digits.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { SubListView } from './sub-list-view';
import { attachments } from './sub-lists';

const files = (n: number) => (n === 0 ? 'None yet' : n === 1 ? '1 file' : `${formatCount(n)} files`);

export function AttachmentsPanel() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const kind = user?.type === 'Corporate' ? 'Corporate' : 'Individual';
  const kinds = ATTACHMENT_KINDS[kind];
  return (
    <SubListView
      resource={attachments[kind]}
      summary={(rows, add) => (
        <ul aria-label="Attachments by kind" className="grid gap-2 sm:grid-cols-3">
          {attachmentsByKind(rows, kinds).map(({ kind, rows: ofKind }) => (
            <li key={kind.label} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
              <span className="font-medium text-slate-900">{kind.label}</span>
              <span className={ofKind.length > 0 ? 'text-sm text-green-800' : 'text-sm text-slate-600'}>{files(ofKind.length)}</span>
              <Button look="secondary" className="mt-auto" onClick={() => add({ description: kind.code })}>
                {kind.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
