// Every form of the portal: no browser validation bubbles (the contract's messages are shown inline instead),
// Enter submits through the form's machine, and the server's refusal sits above the fields. A refused Save moves
// focus to what refused it: the first field with a message (each message sits beside its field), or the server's
// refusal. In a long dialog, or on a phone, those can be scrolled out of view, and Save would seem to do nothing.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from './alert';

// Loaded on the first failure only: every page has a form (the login page too), and the dialog brings Headless UI's
// Dialog (~12 KiB gzip) into a first load that never shows it.
const ErrorDialog = lazy(() => import('./error-dialog').then((m) => ({ default: m.ErrorDialog })));

interface FormProps {
  onSubmit: () => void;
  /** The server's refusal, if any. */
  error?: string | null | undefined;
  /** A failure with no place in the form (the server not reached, an unexpected answer): the error dialog. */
  failure?: string | null | undefined;
  /** Try again in the error dialog: the same submit. */
  onRetry?: () => void;
  id?: string;
  children: ReactNode;
}

/** Focuses and reveals the first field marked invalid; false when there is none. */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  // Centred, so a sticky dialog footer or header never covers it.
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

export function Form({ onSubmit, error, failure, onRetry, id, children }: FormProps) {
  const form = useRef<HTMLFormElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  // Counts Save presses: the effect below runs once the press's messages are drawn.
  const [attempts, setAttempts] = useState(0);
  // The failure the member closed the dialog on: it stays closed until another failure.
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => {
    if (!failure) setClosed(null);
  }, [failure]);

  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(form.current);
  }, [attempts]);

  useEffect(() => {
    if (!error || !refusal.current) return;
    refusal.current.focus();
    refusal.current.scrollIntoView?.({ block: 'center' });
  }, [error]);

  return (
    <>
      <form
        ref={form}
        id={id}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
          setAttempts((n) => n + 1);
        }}
      >
        {error ? (
          <div ref={refusal} tabIndex={-1} className="outline-none">
            <Alert kind="error">{error}</Alert>
          </div>
        ) : null}
        {children}
      </form>
      {failure ? (
        <Suspense fallback={null}>
          <ErrorDialog
            open={closed !== failure}
            messages={[failure]}
            onRetry={() => {
              setClosed(failure);
              (onRetry ?? onSubmit)();
            }}
            onClose={() => setClosed(failure)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
