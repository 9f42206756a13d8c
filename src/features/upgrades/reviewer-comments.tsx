// The 'Feedback from ICS' cell of an upgrade row (document 3 §2: reviewer comments behave as for applications):
// the button is hidden for New, Released and Open, disabled with nothing to show, and opens the comments a member
// may read (displayName, commentDate, comment; hiddenFromApplicant never shown).
import { useState } from 'react';
import { reviewerCommentsButton } from '../../../machines/upgrades/upgrade-rules';
import { visibleComments, type UpgradeApplication } from '../../contract/membership-applications';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/format';
import { Modal } from '../../ui/modal';

export function ReviewerComments({ upgrade }: { upgrade: UpgradeApplication }) {
  const [open, setOpen] = useState(false);
  const mode = reviewerCommentsButton(upgrade);
  if (mode === 'hidden') return null;
  const comments = visibleComments(upgrade.membershipComments);
  return (
    <>
      <Button look="secondary" disabled={mode === 'disabled'} onClick={() => setOpen(true)}>
        Reviewer Comments<span className="sr-only"> on {upgrade.code}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Reviewer comments on ${upgrade.code}`} actions={<Button onClick={() => setOpen(false)}>Close</Button>}>
        <ul className="flex flex-col gap-3">
          {comments.map((c, i) => (
            <li key={`${c.commentDate}-${i}`} className="border-b border-slate-100 pb-2 last:border-0">
              <p className="text-sm font-medium text-slate-900">
                {c.displayName} <span className="font-normal text-slate-600">· {formatDate(c.commentDate)}</span>
              </p>
              <p className="break-words text-slate-800">{c.comment}</p>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
