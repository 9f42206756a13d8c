// The error dialog 'Something went wrong' (document 1 §2.4, §8): the messages, and Try again when trying again
// can help (no onRetry for a refusal: src/contract/error-text.ts `isRetryable`).
import { Button } from './button';
import { Modal } from './modal';

interface ErrorDialogProps {
  open: boolean;
  messages: string[];
  onRetry?: (() => void) | undefined;
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
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
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
