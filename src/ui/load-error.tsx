// A load that failed: the reason and a way to try again (decisions §A: every load ends in data or this).
import { Alert } from './alert';
import { Button } from './button';

export function LoadError({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <Alert kind="error">{error ?? 'Something went wrong.'}</Alert>
      <Button look="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
