// Reviewer Comments of one application (document 3 §2): who wrote each, when, and what; comments hidden from the
// applicant are never shown (the server leaves them out too).
import { reviewerComments } from '../../../machines/applications/application-rules';
import type { Application } from '../../contract';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/format';
import { Modal } from '../../ui/modal';

export function ReviewerCommentsDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const comments = application ? reviewerComments(application) : [];
  return (
    <Modal
      open={application !== null}
      onClose={onClose}
      title={`Reviewer Comments${application ? ` — ${application.Code}` : ''}`}
      actions={
        <Button look="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
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
