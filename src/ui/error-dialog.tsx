// The 'Something went wrong' dialog (spec 1 §2.4, §8): a failure that has no place on the screen (a save the
// server never answered, an answer the portal cannot read) lists its messages, with Try again.
import { Button } from './button';
import { Modal } from './modal';

interface ErrorDialogProps {
  open: boolean;
  messages: readonly string[];
  onRetry: () => void;
  onClose: () => void;
}

export function ErrorDialog({ open, messages, onRetry, onClose }: ErrorDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Something went wrong"
      dismiss={{ label: 'Close' }}
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {/* The alert wraps the list: a list given role="alert" is no longer a list to its items (axe: listitem). */}
      <div role="alert">
        <ul className="flex flex-col gap-1 text-slate-800">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
