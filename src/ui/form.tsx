// Every form of the portal: no browser validation bubbles (the contract's messages are shown inline instead),
// Enter submits through the form's machine, and the server's refusal sits above the fields.
import type { ReactNode } from 'react';
import { Alert } from './alert';

interface FormProps {
  onSubmit: () => void;
  /** The server's refusal, if any. */
  error?: string | null | undefined;
  id?: string;
  children: ReactNode;
}

export function Form({ onSubmit, error, id, children }: FormProps) {
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {error ? <Alert kind="error">{error}</Alert> : null}
      {children}
    </form>
  );
}
