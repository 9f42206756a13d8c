// Binds a form machine's actor to inputs: values, inline messages and blur, the server's refusal, busy state.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FormContext, FormEvent, FormValues } from '#machines/form/form.machine.ts';

type FormSnapshot<V extends FormValues, R> = Snapshot<unknown> & { context: FormContext<V, R>; value: unknown };
type FormActor<V extends FormValues, R> = ActorRef<FormSnapshot<V, R>, FormEvent>;

export function useForm<V extends FormValues, R>(actor: FormActor<V, R>) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const inline = useSelector(actor, (s) => s.context.serverErrorInline !== false);
  const submitting = useSelector(actor, (s) => s.value === 'submitting' || s.value === 'connecting');
  const connecting = useSelector(actor, (s) => s.value === 'connecting');
  const done = useSelector(actor, (s) => s.status === 'done');
  // One pair of handlers per field for the form's life: a memoized field whose value did not change skips the render
  // that every keystroke elsewhere in the form would otherwise cost it.
  const handlersOf = useMemo(() => {
    const bound = new Map<string, { onValue: (value: string) => void; onBlur: () => void }>();
    return (name: keyof V & string) => {
      let pair = bound.get(name);
      if (!pair) {
        pair = {
          onValue: (value) => actor.send({ type: 'form.change', name, value }),
          onBlur: () => actor.send({ type: 'form.blur', name }),
        };
        bound.set(name, pair);
      }
      return pair;
    };
  }, [actor]);
  return {
    values,
    errors,
    serverError,
    /** The Form's props for the server's answer: a refusal above the fields, any other failure in the error dialog. */
    failureProps: {
      error: inline ? serverError : null,
      failure: inline ? null : serverError,
      onRetry: () => actor.send({ type: 'form.submit' }),
    },
    submitting,
    /** Sent before the backend could answer: it goes once it can (the form machine's `connecting`). */
    connecting,
    done,
    /** Props for a TextField bound to one string field. */
    field: (name: keyof V & string) => ({
      name,
      value: String(values[name] ?? ''),
      ...handlersOf(name),
      error: errors[name],
    }),
    change: (name: keyof V & string, value: unknown) => actor.send({ type: 'form.change', name, value }),
    /** A value refused before it reached the form: the field empties and says why. */
    refuse: (name: keyof V & string, message: string) => actor.send({ type: 'form.refuse', name, message }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
