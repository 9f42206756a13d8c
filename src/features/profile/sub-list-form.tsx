// The add/edit form of a sub-list, drawn from its field specs and bound to the dialog's form machine.
import type { CrudFormActor } from '#machines/crud-list/crud-list.machine.ts';
import { captionText, type Captions } from '#contract/captions.ts';
import { FileField } from '#ui/file-field.tsx';
import { Form } from '#ui/form.tsx';
import { SelectField } from '#ui/select-field.tsx';
import { TextAreaField } from '#ui/text-area-field.tsx';
import { NumberField } from '#ui/number-field.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { DescribedFilesField, type DescribedFile } from './described-files-field';
import { LookupSelect } from '#kernel/lookup-select.tsx';
import { pickPdf } from './pick-pdf';
import type { FieldSpec } from './sub-list-resource';

import { formToday as today } from '#contract/form-today.ts';
import { FIRST_COMPLETION_YEAR } from '#contract/profile-lists.ts';

/** Years from this year back to the first the contract takes (spec 2 §9: 1900 to the current year). */
const yearChoices = () => {
  const last = Number(today().slice(0, 4));
  return Array.from({ length: last - FIRST_COMPLETION_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
};

interface SubListFormProps<V> {
  id: string;
  actor: CrudFormActor;
  fields: Array<FieldSpec<V>>;
  captions: Captions;
  /** The file the edited row keeps (none on add). */
  kept?: { name: string } | undefined;
  onPreview?: (() => void) | undefined;
}

export function SubListForm<V>({ id, actor, fields, captions, kept, onPreview }: SubListFormProps<V>) {
  const form = useForm(actor);
  const values = form.values as Partial<V>;
  const { minor } = useSite();
  const shown = fields.filter((f) => !f.shownWhen || f.shownWhen(values, minor));
  return (
    <Form id={id} onSubmit={form.submit} {...form.failureProps}>
      {shown.map((f) => {
        const bound = form.field(f.name);
        const label = captionText(f.label, captions);
        switch (f.kind) {
          case 'select': {
            const load = f.options;
            return typeof load === 'function' ? (
              <LookupSelect
                key={`${f.name}-${label}`}
                label={label}
                value={bound.value}
                onValue={bound.onValue}
                error={bound.error}
                load={(client) => load(client, captions)}
                hiddenWithoutChoices={f.optional}
              />
            ) : (
              <SelectField
                key={f.name}
                label={label}
                value={bound.value}
                onValue={bound.onValue}
                error={bound.error}
                options={load ?? []}
              />
            );
          }
          case 'file': {
            const chosen = values[f.name] as unknown;
            return (
              <FileField
                key={f.name}
                label={label}
                chosen={chosen instanceof File ? chosen.name : undefined}
                current={kept?.name}
                error={bound.error}
                sending={form.submitting}
                onPreview={onPreview}
                onChoose={(file) =>
                  void pickPdf(file, {
                    accept: (ok) => {
                      form.change(f.name, ok);
                      if (f.namesField && !String(values[f.namesField] ?? '').trim()) form.change(f.namesField, ok.name);
                    },
                    refuse: (message) => form.refuse(f.name, message),
                    clear: () => undefined,
                  })
                }
              />
            );
          }
          case 'files':
            return (
              <DescribedFilesField
                key={f.name}
                name={f.name}
                label={label}
                noun={label.replace(/s$/, '')}
                value={values[f.name] as DescribedFile[] | undefined}
                errors={form.errors}
                sending={form.submitting}
                onValue={(v) => form.change(f.name, v)}
              />
            );
          case 'year':
            return (
              <SelectField
                key={f.name}
                label={label}
                value={bound.value}
                error={bound.error}
                options={yearChoices()}
                onValue={(v) => form.change(f.name, v === '' ? undefined : Number(v))}
              />
            );
          case 'textarea':
            return <TextAreaField key={f.name} {...bound} label={label} />;
          case 'number':
            return (
              <NumberField
                key={f.name}
                label={label}
                value={values[f.name] as number | undefined}
                error={bound.error}
                onBlur={bound.onBlur}
                min={0}
                inputMode="numeric"
                onNumber={(v) => form.change(f.name, v)}
              />
            );
          case 'checkbox':
            return (
              <label key={f.name} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={values[f.name] === true}
                  onChange={(e) => form.change(f.name, e.target.checked)}
                />
                {label}
              </label>
            );
          case 'date':
            return <TextField key={f.name} {...bound} label={label} type="date" {...(f.pastOnly ? { max: today() } : {})} />;
          default:
            // Upper-cased as typed where the contract keeps it so.
            return (
              <TextField
                key={f.name}
                {...bound}
                label={label}
                {...(f.upperCase ? { onValue: (v: string) => bound.onValue(v.toUpperCase()) } : {})}
              />
            );
        }
      })}
    </Form>
  );
}
