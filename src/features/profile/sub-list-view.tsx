// Every profile sub-list on screen (spec 2 §2 "Sub-list screens"): the table with edit and delete on each row,
// the add/edit dialog (it stays open on an outside click: what was typed is not thrown away), the delete
// confirmation. The list's machine tells a `profile` change for each; the member data (its completeness ring) hears it.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { captionsFor, captionText } from '#contract/captions.ts';
import { selectForm, type CrudFormActor } from '#machines/crud-list/crud-list.machine.ts';
import type { FormValues } from '#machines/form/form.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { BinIcon, PencilIcon } from '#ui/icons.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { LoadingFrame } from '#ui/loading-frame.tsx';
import { Modal } from '#ui/modal.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useLookupNames } from './lookup-names';
import { SubListForm } from './sub-list-form';
import type { SubListResource } from './sub-list-resource';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

// The viewer brings pdf.js: loaded when a file is first opened.
const FilePreview = lazy(async () => ({ default: (await import('#kernel/documents/file-preview.tsx')).FilePreview }));

const CHANGED = { added: 'Saved.', updated: 'Saved.', removed: 'Deleted.' } as const;

function SaveButton({ form, formId }: { form: CrudFormActor; formId: string }) {
  const saving = useSelector(form, (s) => s.value === 'submitting');
  return (
    <Button type="submit" form={formId} busy={saving}>
      Save
    </Button>
  );
}

/** What one list adds around the shared view (referees: the disclaimer, Resend Email, the member search). */
export interface SubListExtras<Row, V extends FormValues = FormValues> {
  /** Under the heading, above the table. */
  intro?: ReactNode;
  /** Before a row's edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /** In the dialog, above the form (its own controls, outside the form: Enter there does not save). */
  formTop?: (form: CrudFormActor) => ReactNode;
  /** Above the table, from its rows: `add` opens the add dialog with some fields already chosen (a file's kind). */
  summary?: (rows: Row[], add: (values: Partial<V>) => void) => ReactNode;
}

export function SubListView<Row, V extends FormValues>({
  resource,
  intro,
  rowActions,
  formTop,
  summary,
}: { resource: SubListResource<Row, V> } & SubListExtras<Row, V>) {
  const { api } = usePortal();
  const actor = useFlowActor('crud-list', resource.machine, { input: { api } });
  const rows = useSelector(actor, (s) => s.context.rows);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const changed = useSelector(actor, (s) => s.context.changed);
  const target = useSelector(actor, (s) => s.context.target);
  const mode = useSelector(actor, (s) => (s.matches({ ready: 'adding' }) ? 'add' : s.matches({ ready: 'editing' }) ? 'edit' : null));
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'removing' }));
  const removing = useSelector(actor, (s) => s.matches({ ready: 'removing' }));
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const form = useSelector(actor, selectForm);
  const captions = captionsFor(useSite().minor.organisation_caption);
  const nameOf = useLookupNames(
    resource.columns.map((c) => c.names),
    captions,
  );
  const [preview, setPreview] = useState<{ name: string; base64: string } | null>(null);
  const keptOfTarget = mode === 'edit' && target !== null ? resource.keptFile(target) : undefined;

  const title = (
    <h2 id={`${resource.key}-title`} className="text-lg font-semibold text-slate-900">
      {resource.title}
    </h2>
  );
  if (status !== 'ready')
    return (
      <section aria-labelledby={`${resource.key}-title`} className="flex flex-col gap-3">
        {/* The heading line as tall as it is with its Add button, so the list's frame is where the list will be. */}
        <div className="flex min-h-10 items-center">{title}</div>
        {status === 'loading' ? (
          <LoadingFrame label={`Loading ${resource.title.toLowerCase()}…`} />
        ) : (
          <LoadError
            error={error ?? 'The list could not be loaded.'}
            onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined}
          />
        )}
      </section>
    );

  const formId = `${resource.key}-form`;
  const previewDialog = (
    <Modal open={preview !== null} onClose={() => setPreview(null)} title={preview ? `File: ${preview.name}` : 'File'} size="lg">
      {preview ? (
        <Suspense fallback={<Loading label="Opening the file…" />}>
          <FilePreview name={preview.name} base64={preview.base64} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </Modal>
  );
  return (
    <section aria-labelledby={`${resource.key}-title`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        {title}
        <Button onClick={() => actor.send({ type: 'list.add' })}>Add {resource.noun}</Button>
      </div>
      {intro}
      {summary?.(rows, (values) => actor.send({ type: 'list.add', values }))}
      {error ? <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.reload' }) : undefined} /> : null}
      {changed ? <Alert kind="success">{CHANGED[changed]}</Alert> : null}
      <DataTable
        caption={resource.title}
        columns={resource.columns
          .map((c, i) => {
            const names = c.names
              ? (row: Row) => {
                  const code = c.cell(row);
                  return typeof code === 'string' ? nameOf(i, code) : code;
                }
              : undefined;
            return names ? { ...c, cell: names } : c;
          })
          .filter((c) => !c.shownWhen || c.shownWhen(rows))
          .map((c) => ({ ...c, header: captionText(c.header, captions) }))}
        rows={rows}
        rowKey={resource.rowKey}
        empty={`No ${resource.title.toLowerCase()} yet.`}
        actions={(row) => (
          <>
            {rowActions?.(row)}
            {resource.keptFile(row) ? (
              <Button
                look="ghost"
                aria-label={`View file of ${resource.noun} ${resource.rowKey(row)}`}
                onClick={() => setPreview(resource.keptFile(row) ?? null)}
              >
                View
              </Button>
            ) : null}
            <Button
              look="ghost"
              aria-label={`Edit ${resource.noun} ${resource.rowKey(row)}`}
              onClick={() => actor.send({ type: 'list.edit', row })}
            >
              <PencilIcon />
            </Button>
            {resource.canRemove ? (
              <Button
                look="ghost"
                aria-label={`Delete ${resource.noun} ${resource.rowKey(row)}`}
                onClick={() => actor.send({ type: 'list.delete', row })}
              >
                <BinIcon />
              </Button>
            ) : null}
          </>
        )}
      />
      <Modal
        open={mode !== null}
        onClose={() => actor.send({ type: 'list.cancel' })}
        persistent
        title={mode === 'edit' ? `Edit ${resource.noun}` : `Add ${resource.noun}`}
        size="lg"
        dismiss={{ label: 'Cancel' }}
        actions={form ? <SaveButton form={form} formId={formId} /> : null}
      >
        {form ? formTop?.(form) : null}
        {form ? (
          <SubListForm<V>
            key={form.id}
            id={formId}
            actor={form}
            fields={resource.fields}
            captions={captions}
            kept={keptOfTarget}
            onPreview={keptOfTarget ? () => setPreview(keptOfTarget) : undefined}
          />
        ) : null}
        {/* Opened from the dialog, the viewer is a dialog inside it (Escape closes the viewer first). */}
        {mode !== null ? previewDialog : null}
      </Modal>
      {mode === null ? previewDialog : null}
      <ConfirmDialog
        open={deleting && target !== null}
        title={`Delete this ${resource.noun}?`}
        message="Are you sure you want to delete?"
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => actor.send({ type: 'list.confirm' })}
        onCancel={() => actor.send({ type: 'list.cancel' })}
      />
    </section>
  );
}
