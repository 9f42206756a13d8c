// Under the licence application (spec 3 §2 Licence, §5): while no signed document is uploaded, the panel to
// choose it (a PDF by content, at most 3,145,728 bytes, else 'File too large. max allowed size is 3MB') and Upload,
// disabled until a file is chosen, with a progress bar while it goes; once uploaded, Invoice opens the pro-forma.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { licenceUploadMachine } from '#machines/licence/licence-upload.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { FileField } from '#ui/file-field.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { useFailureToast } from '#ui/toasts.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { ACTION_LINK_LOOK as linkLook } from '#ui/row-actions.tsx';

export function LicenceUploadPanel({ code }: { code: string }) {
  const { api } = usePortal();
  const actor = useFlowActor('licence-upload', licenceUploadMachine, { input: { api, code } });
  const state = useSelector(actor, (s) => s);
  const { file, fileName, refusal, error, retryable } = state.context;
  const uploading = state.matches({ choosing: 'uploading' });
  const screening = state.matches({ choosing: 'screening' });
  // Spec 3 §5: the refusal is a danger toast too (beside the field's message); it goes once a good file is chosen.
  useFailureToast(refusal);

  if (state.matches('loading')) return <Loading label="Checking the signed document…" />;
  if (state.matches('failed'))
    return <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />;
  if (state.matches('uploaded')) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-800" role="status">
          The signed application is uploaded.
        </p>
        <Link href={hrefTo('licenseInvoice', { code })} className={linkLook}>
          Invoice
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="licence-upload-title" className="flex flex-col gap-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="licence-upload-title" className="font-semibold text-slate-900">
        Upload the signed application
      </h2>
      <p className="text-sm text-slate-700">Download the application above, sign or stamp it, scan it to PDF and upload it here.</p>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'upload.send' });
        }}
      >
        <FileField
          label="Signed application (PDF)"
          chosen={file || screening ? fileName : undefined}
          error={refusal ?? undefined}
          sending={uploading}
          takes="A PDF of at most 3 MB."
          onChoose={(chosen) => actor.send({ type: 'upload.choose', file: chosen })}
        />
        <div>
          <Button type="submit" busy={uploading} disabled={!file || screening}>
            Upload
          </Button>
        </div>
      </form>
      {uploading ? (
        <p className="sr-only" role="status">
          Uploading {fileName}…
        </p>
      ) : null}
    </section>
  );
}
