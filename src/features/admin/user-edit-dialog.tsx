// The All Users edit dialog: e-mail and phone with the contract's messages inline; Save checks them and then the
// users machine asks for the confirmation. A server refusal shows above the fields, with what was typed kept. The
// phone field starts empty with the current number masked beside it (issue 34 item 4): a masked value is never
// typed back, and empty keeps the number.
import { useSelector } from '@xstate/react';
import type { UsersActor } from '#machines/admin/users.machine.ts';
import { mask } from '#contract/mask.ts';
import type { FormContext, FormEvent, FormValues } from '#machines/form/form.machine.ts';
import type { ActorRef, Snapshot } from 'xstate';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useForm } from '#kernel/portal/use-form.ts';

type FormActor = ActorRef<Snapshot<unknown> & { context: FormContext<FormValues, unknown>; value: unknown }, FormEvent>;

function EditForm({ form, error, phone }: { form: FormActor; error: string | null; phone: string }) {
  const f = useForm(form);
  const hint = phone ? `Now ${mask(phone)}. Leave empty to keep it.` : 'No phone number yet.';
  return (
    <Form id="admin-user-form" onSubmit={f.submit} error={error}>
      {/* Headless UI's dialog starts on the element marked data-autofocus: the first field. */}
      <TextField label="E-mail" type="email" autoComplete="off" data-autofocus {...f.field('email')} />
      <TextField label="New phone number" type="tel" autoComplete="off" hint={hint} {...f.field('phone_no')} />
    </Form>
  );
}

export function UserEditDialog({ actor }: { actor: UsersActor }) {
  const form = useSelector(actor, (s) => (s.children.form ?? null) as FormActor | null);
  const editing = useSelector(actor, (s) => s.matches({ ready: 'editing' }));
  const target = useSelector(actor, (s) => s.context.target);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Modal
      open={editing && form !== null}
      onClose={() => actor.send({ type: 'users.cancel' })}
      persistent
      title={target ? `Edit ${target.name}` : 'Edit user'}
      dismiss={{ label: 'Cancel' }}
      actions={
        <Button type="submit" form="admin-user-form">
          Save
        </Button>
      }
    >
      {form ? <EditForm key={form.id} form={form} error={error} phone={target?.phone_no ?? ''} /> : null}
    </Modal>
  );
}
