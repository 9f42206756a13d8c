// A load that failed: the reason, and Try again only when trying again can help (a network error, a timeout, a
// server problem: src/contract/error-text.ts `isRetryable`); a refusal gets no button that cannot help.
import { Alert } from './alert';
import { Button } from './button';

export function LoadError({ error, onRetry }: { error: string | null; onRetry?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <Alert kind="error">{error ?? 'Something went wrong.'}</Alert>
      {onRetry ? (
        <Button look="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
