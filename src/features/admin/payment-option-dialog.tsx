// The create and edit dialog of a payment option: every field with the contract's message inline once left,
// the server's refusal above them, and Save disabled until the form is valid (spec 1 §5).
import { useSelector } from '@xstate/react';
import { canSavePaymentOption } from '#machines/admin/payment-options.ts';
import type { CrudFormActor } from '#machines/crud-list/crud-list.machine.ts';
import { Button } from '#ui/button.tsx';
import { CheckboxField } from '#ui/checkbox-field.tsx';
import { Form } from '#ui/form.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useForm } from '#kernel/portal/use-form.ts';

const FORM_ID = 'payment-option-form';

function OptionForm({ form }: { form: CrudFormActor }) {
  const f = useForm(form);
  return (
    <Form id={FORM_ID} onSubmit={f.submit} error={f.serverError}>
      {/* Headless UI's dialog starts on the element marked data-autofocus: the first field. */}
      <TextField label="Description" data-autofocus {...f.field('description')} />
      <TextField label="Code" {...f.field('code')} />
      <TextField label="Reference" {...f.field('ref')} />
      <TextField label="Checkout Code" inputMode="numeric" {...f.field('checkoutCode')} />
      <TextField label="Priority" inputMode="numeric" {...f.field('priority')} />
      <CheckboxField
        label="Confirm payment"
        checked={f.values.isConfirmPayment === true}
        onChecked={(on) => f.change('isConfirmPayment', on)}
      />
    </Form>
  );
}

function SaveButton({ form }: { form: CrudFormActor }) {
  const valid = useSelector(form, (s) => canSavePaymentOption(s.context.values));
  const saving = useSelector(form, (s) => s.value === 'submitting');
  return (
    <Button type="submit" form={FORM_ID} disabled={!valid} busy={saving}>
      Save
    </Button>
  );
}

export function PaymentOptionDialog({
  mode,
  form,
  onCancel,
}: {
  mode: 'add' | 'edit' | null;
  form: CrudFormActor | null;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={mode !== null && form !== null}
      onClose={onCancel}
      persistent
      title={mode === 'edit' ? 'Edit payment option' : 'New payment option'}
      dismiss={{ label: 'Cancel' }}
      actions={form ? <SaveButton form={form} /> : null}
    >
      {form ? <OptionForm key={form.id} form={form} /> : null}
    </Modal>
  );
}
