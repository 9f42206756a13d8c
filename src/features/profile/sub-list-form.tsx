// The add/edit form of a sub-list, drawn from its field specs and bound to the dialog's form machine.
import type { CrudFormActor } from '../../../machines/crud-list/crud-list.machine';
import { Form } from '../../ui/form';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useForm } from '../portal/use-form';
import { LookupSelect } from './lookup-select';
import type { FieldSpec } from './sub-list-resource';

const today = () => new Date().toISOString().slice(0, 10);

export function SubListForm<V>({ id, actor, fields }: { id: string; actor: CrudFormActor; fields: Array<FieldSpec<V>> }) {
  const form = useForm(actor);
  const values = form.values as Partial<V>;
  const shown = fields.filter((f) => !f.shownWhen || f.shownWhen(values));
  return (
    <Form id={id} onSubmit={form.submit} error={form.serverError}>
      {shown.map((f) => {
        const bound = form.field(f.name);
        switch (f.kind) {
          case 'select':
            return typeof f.options === 'function' ? (
              <LookupSelect key={f.name} label={f.label} value={bound.value} onValue={bound.onValue} error={bound.error} load={f.options} />
            ) : (
              <SelectField key={f.name} label={f.label} value={bound.value} onValue={bound.onValue} error={bound.error} options={f.options ?? []} />
            );
          case 'textarea':
            return <TextAreaField key={f.name} {...bound} label={f.label} />;
          case 'number':
            return (
              <TextField
                key={f.name}
                {...bound}
                label={f.label}
                type="number"
                min={0}
                inputMode="numeric"
                // The contract wants a number; an empty box is no number at all (its 'required' message).
                onValue={(v) => form.change(f.name, v.trim() === '' ? undefined : Number(v))}
              />
            );
          case 'checkbox':
            return (
              <label key={f.name} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input type="checkbox" className="size-4" checked={values[f.name] === true} onChange={(e) => form.change(f.name, e.target.checked)} />
                {f.label}
              </label>
            );
          case 'date':
            return <TextField key={f.name} {...bound} label={f.label} type="date" {...(f.pastOnly ? { max: today() } : {})} />;
          default:
            return <TextField key={f.name} {...bound} label={f.label} />;
        }
      })}
    </Form>
  );
}
