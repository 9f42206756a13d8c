// The 'Feedback from ICS' cell of an upgrade row (spec 3 §2: reviewer comments behave as for applications):
// the button is hidden for New, Released and Open, disabled with nothing to show, and opens the shared dialog.
import { useState } from 'react';
import { reviewerCommentsButton } from '#machines/upgrades/upgrade-rules.ts';
import { visibleComments } from '#contract/membership-applications.ts';
import { type UpgradeApplication } from '#contract/membership-upgrades.ts';
import { Button } from '#ui/button.tsx';
import { CommentsDialog } from '#kernel/comments-dialog.tsx';

export function ReviewerComments({ upgrade }: { upgrade: UpgradeApplication }) {
  const [open, setOpen] = useState(false);
  const mode = reviewerCommentsButton(upgrade);
  if (mode === 'hidden') return null;
  return (
    <>
      <Button look="secondary" disabled={mode === 'disabled'} onClick={() => setOpen(true)}>
        Reviewer Comments<span className="sr-only"> on {upgrade.code}</span>
      </Button>
      <CommentsDialog
        code={open ? upgrade.code : null}
        comments={visibleComments(upgrade.membershipComments)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
