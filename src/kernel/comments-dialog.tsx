// The Reviewer Comments dialog of an application or an upgrade (spec 3 §2): who wrote each comment, when,
// and what. The caller passes only comments a member may read (hiddenFromApplicant ones are never shown).
import type { MembershipComment } from '#contract';
import { formatDate } from '#contract/medium-date.ts';
import { Modal } from '#ui/modal.tsx';

export function CommentsDialog({
  code,
  comments,
  onClose,
}: {
  code: string | null;
  comments: readonly MembershipComment[];
  onClose: () => void;
}) {
  return (
    <Modal open={code !== null} onClose={onClose} title={`Reviewer Comments${code ? ` — ${code}` : ''}`} dismiss={{ label: 'Close' }}>
      <ul className="flex flex-col gap-3">
        {comments.map((c, i) => (
          <li key={`${c.commentDate}-${i}`} className="rounded-md border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">
              {c.displayName} <span className="font-normal text-slate-600">· {formatDate(c.commentDate)}</span>
            </p>
            <p className="mt-1 break-words text-slate-800">{c.comment}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
