// The All Users edit dialog: e-mail and phone with the contract's messages inline; Save checks them and then the
// users machine asks for the confirmation. A server refusal shows above the fields, with what was typed kept.
import { useSelector } from '@xstate/react';
import type { UsersActor } from '#machines/admin/users.machine';
import type { FormContext, FormEvent, FormValues } from '#machines/form/form.machine';
import type { ActorRef, Snapshot } from 'xstate';
import { Button } from '#ui/button';
import { Form } from '#ui/form';
import { Modal } from '#ui/modal';
import { TextField } from '#ui/text-field';
import { useForm } from '#kernel/portal/use-form';

type FormActor = ActorRef<Snapshot<unknown> & { context: FormContext<FormValues, unknown>; value: unknown }, FormEvent>;

function EditForm({ form, error }: { form: FormActor; error: string | null }) {
  const f = useForm(form);
  return (
    <Form id="admin-user-form" onSubmit={f.submit} error={error}>
      {/* Headless UI's dialog starts on the element marked data-autofocus: the first field. */}
      <TextField label="E-mail" type="email" autoComplete="off" data-autofocus {...f.field('email')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...f.field('phone_no')} />
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
      {form ? <EditForm key={form.id} form={form} error={error} /> : null}
    </Modal>
  );
}
