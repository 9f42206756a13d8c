// /dashboard/settings: change the password, and the four notification switches (Headless UI Switch).
import { useSelector } from '@xstate/react';
import { changePasswordMachine, notificationsMachine, pickSettings } from '#machines/settings/settings.machines.ts';
import { messages, type NotificationSettings, type User } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { SwitchField } from '#ui/switch-field.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const SWITCHES: Array<[keyof NotificationSettings, string]> = [
  ['email_reminders', 'E-mail reminders'],
  ['email_updates', 'E-mail updates'],
  ['sms_reminders', 'SMS reminders'],
  ['sms_updates', 'SMS updates'],
];

function PasswordForm() {
  const { api } = usePortal();
  const actor = useFlowActor('settings-password', changePasswordMachine, { input: { api } });
  const form = useForm(actor);
  const done = form.done ? actor.getSnapshot().output : null;
  return (
    <section aria-labelledby="password-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="password-title" className="mb-3 font-semibold text-slate-900">
        Change password
      </h2>
      {done ? (
        <Alert kind="success">{done}</Alert>
      ) : (
        <Form onSubmit={form.submit} error={form.serverError}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={messages.passwordRule}
            {...form.field('password')}
          />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <Button type="submit" busy={form.submitting}>
            Save password
          </Button>
        </Form>
      )}
    </section>
  );
}

function Notifications({ user }: { user: User }) {
  const { api } = usePortal();
  // Each save is told as a `user` change: the session keeps it.
  const actor = useFlowActor('settings', notificationsMachine, { input: { api, settings: pickSettings(user) } });
  const { settings, error } = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  return (
    <section aria-labelledby="notify-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="notify-title" className="mb-3 font-semibold text-slate-900">
        Notifications
      </h2>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="flex flex-col gap-3">
        {SWITCHES.map(([name, label]) => (
          <SwitchField
            key={name}
            label={label}
            checked={settings[name]}
            disabled={saving}
            onChange={() => actor.send({ type: 'notifications.toggle', name })}
          />
        ))}
      </div>
    </section>
  );
}

export function SettingsPage() {
  const { session } = usePortal();
  const user = useSelector(session, (s) => s.context.session?.user ?? null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
      <PasswordForm />
      {user ? <Notifications user={user} /> : null}
    </div>
  );
}
