// The one file input of the portal: its label, the file chosen or the one already kept, the inline message, a
// preview of the kept file, and a progress bar while the form sends it. Whether a file may be chosen is the
// caller's rule (the contract's screenPdf): this piece only reports what the user picked.
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { describedBy, FieldFrame } from './field-frame';

interface FileFieldProps {
  label: string;
  /** The name of the file chosen in this form, if any. */
  chosen?: string | undefined;
  /** The file the record already has (kept when none is chosen). */
  current?: string | undefined;
  error?: string | undefined;
  /** While the form sends the chosen file. */
  sending?: boolean;
  accept?: string;
  /** What the field takes, shown while nothing is chosen (the upload's own limit). */
  takes?: string;
  onChoose: (file: File | undefined) => void;
  /** Opens the kept file in the document viewer. */
  onPreview?: (() => void) | undefined;
}

export function FileField({
  label,
  chosen,
  current,
  error,
  sending = false,
  accept = 'application/pdf,.pdf',
  takes = 'A PDF under 10 MB.',
  onChoose,
  onPreview,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hint: ReactNode = chosen ? `Chosen: ${chosen}` : current ? `Current file: ${current} (kept unless you choose another)` : takes;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="min-w-0 flex-1 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-primary"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // A refused file must not look chosen: the caller decides, the input starts empty again.
            e.target.value = '';
            onChoose(file);
          }}
        />
        {current && onPreview ? (
          <Button look="secondary" onClick={onPreview} aria-label={`View ${label.toLowerCase()}: ${current}`}>
            View
          </Button>
        ) : null}
      </div>
      {sending && chosen ? <progress className="h-2 w-full accent-primary" aria-label={`Sending ${chosen}`} /> : null}
    </FieldFrame>
  );
}
