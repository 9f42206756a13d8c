// The one file input of the portal: its label, the file chosen or the one already kept, the inline message, a
// preview of the kept file, and a progress bar while the form sends it. Whether a file may be chosen is the
// caller's rule (the contract's screenPdf): this piece only reports what the user picked.
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { describedBy, FieldFrame } from './field-frame';
import { FilePicker } from './file-picker';

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
  const hint: ReactNode = chosen ? `Chosen: ${chosen}` : current ? `Current file: ${current} (kept unless you choose another)` : takes;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="flex flex-wrap items-center gap-2">
        <FilePicker
          id={id}
          label={label}
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onFile={onChoose}
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
