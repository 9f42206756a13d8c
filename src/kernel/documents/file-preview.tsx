// A stored upload opened from its list (spec 2 §2): a PDF in the one document viewer, a picture (.jpg, .jpeg,
// .png) as itself in the same frame; anything else says it cannot be shown. Lazy, with the viewer's pdf.js.
import { previewKindOf } from '#contract/upload.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { DocumentView } from './document-view';

export interface FilePreviewProps {
  name: string;
  base64: string;
  onClose: () => void;
}

export function FilePreview({ name, base64, onClose }: FilePreviewProps) {
  const kind = previewKindOf(base64);
  if (kind === 'pdf') return <DocumentView title={name} fileBase={name} load={() => Promise.resolve(base64)} onBack={onClose} />;
  return (
    <section aria-label={name} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button look="ghost" onClick={onClose}>
          Back
        </Button>
        <h2 className="truncate font-semibold text-slate-900">{name}</h2>
      </div>
      {kind === 'other' ? (
        <Alert kind="error">This file cannot be shown here.</Alert>
      ) : (
        <img src={`data:image/${kind};base64,${base64}`} alt={name} className="mx-auto max-h-[70vh] max-w-full" />
      )}
    </section>
  );
}
