// The error dialog 'Something went wrong' (document 1 §2.4, §8): the messages, and Try again.
import { Button } from './button';
import { Modal } from './modal';

interface ErrorDialogProps {
  open: boolean;
  messages: string[];
  onRetry: () => void;
  onClose: () => void;
}

export function ErrorDialog({ open, messages, onRetry, onClose }: ErrorDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Something went wrong"
      actions={
        <>
          <Button look="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-slate-800" role="alert">
        {messages.map((m, i) => (
          <li key={`${i}-${m}`}>{m}</li>
        ))}
      </ul>
    </Modal>
  );
}
