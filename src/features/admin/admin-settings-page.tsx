// /admin/settings (spec 1 §2.6, §3, §5, §8), super administrator only: site colours with a live preview that
// flags unreadable ones, the installed packages (the menu links the portal offers), and every minor setting; the
// disclaimer and good-standing captions are editable only while their switches are on. Save shows 'Setting Saved
// Successfully' and the portal repaints at once.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createAdminSettingsMachine, selectSettingsForm, type AdminSettingsFormActor } from '#machines/admin/admin-settings.machine.ts';
import { PORTAL_PACKAGES, THEME_COLOR_NAMES, type MinorSettings, type PortalPackage } from '#contract';
import { CAPTION_SWITCHES, colorField } from '#contract/admin-settings.ts';
import { ADMIN_MESSAGES } from '#contract/setup.ts';
import { DEFAULT_THEME_COLORS, type ThemeColorName } from '#contract/theme-contrast.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { SwitchField } from '#ui/switch-field.tsx';
import { TextAreaField } from '#ui/text-area-field.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { DEFAULT_SITE } from '#kernel/portal/site-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { AdminScreen } from './admin-screen';
import { ColorField } from './color-field';
import { ThemePreview } from './theme-preview';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const COLOR_LABELS: Record<ThemeColorName, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  error: 'Error',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  BackTheme: 'Background (BackTheme)',
  BadgeTheme: 'Badge (BadgeTheme)',
};

type Caption = { [K in keyof MinorSettings]: MinorSettings[K] extends string ? K : never }[keyof MinorSettings];
type Flag = { [K in keyof MinorSettings]: MinorSettings[K] extends boolean ? K : never }[keyof MinorSettings];

const CAPTIONS: Array<[Caption, string]> = [
  ['login_caption', 'Login caption'],
  ['organisation_caption', 'Organisation caption'],
  ['license_alternative_caption', 'Licence caption'],
  ['acceptance_letter_caption', 'Acceptance letter caption'],
  ['contact_caption', "Body's contact (shown on expired referee links)"],
];
/** A switch, its label and, where the documents leave its effect to us, what it changes (decisions §E). */
const FLAGS: Array<[Flag, string, string?]> = [
  ['registration', 'Registration open'],
  [
    'countyField',
    'County field',
    'Off: no form asks for a county, a town is chosen from every town of Kenya, and the residence checklist item needs only the town.',
  ],
  ['practicing_firm', 'Practising firm', 'Off: the licence application neither asks for nor prints a practice name.'],
  ['inactivityLogout', 'Sign out after inactivity'],
  ['showWorkPlace', 'Show place of work'],
];
/** A switch and the caption it unlocks. */
const SWITCHED: Array<[keyof typeof CAPTION_SWITCHES, string, string]> = [
  ['certificate_of_good_standing_caption', 'Certificate of good standing', 'Certificate of good standing caption'],
  ['referee_disclaimer_caption', 'Referee disclaimer', 'Referee disclaimer caption'],
];

const fieldsetClass = 'flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';
const legendClass = 'float-left mb-1 w-full font-semibold text-slate-900';

export function AdminSettingsPage() {
  const { api } = usePortal();
  const [machine] = useState(() => createAdminSettingsMachine({ colors: DEFAULT_THEME_COLORS, minor: DEFAULT_SITE.minor }));
  // A save tells a `site` change: the site loader hears it and the portal repaints.
  const actor = useFlowActor('admin-settings', machine, { input: { api } });
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  // The spec's text, whatever the server words it as.
  const message = useSelector(actor, (s) => (s.context.saved ? ADMIN_MESSAGES.settingsSaved : null));
  const form = useSelector(actor, selectSettingsForm);
  return (
    <AdminScreen
      titleId="admin-settings-title"
      title="Admin Settings"
      loadingLabel="Loading the settings…"
      load={{ status, error, retryable, onRetry: () => actor.send({ type: 'load.retry' }) }}
    >
      {(heading) => (
        <section aria-labelledby="admin-settings-title" className="flex min-w-0 flex-col gap-4">
          {heading}
          {form ? <SettingsForm key={form.id} form={form} /> : null}
          {/* Beside Save settings, the form's last control (issue 34: it once showed 2,300 px above it), in a live
              region that outlives the form (a save starts a new one), so the confirmation is announced. */}
          <div aria-live="polite" className="-mt-2">
            {message ? <Alert kind="success">{message}</Alert> : null}
          </div>
        </section>
      )}
    </AdminScreen>
  );
}

function SettingsForm({ form }: { form: AdminSettingsFormActor }) {
  const { values, errors, serverError, submitting, change, submit } = useForm(form);
  const blur = (name: string) => form.send({ type: 'form.blur', name });
  const text = (name: Caption, label: string, disabled = false) => (
    <TextField
      key={name}
      label={label}
      value={String(values[name] ?? '')}
      onValue={(v) => change(name, v)}
      onBlur={() => blur(name)}
      error={errors[name]}
      disabled={disabled}
    />
  );
  const colors = Object.fromEntries(THEME_COLOR_NAMES.map((n) => [n, String(values[colorField(n)] ?? '')])) as Record<
    ThemeColorName,
    string
  >;
  const packages: PortalPackage[] = values.packages ?? [];
  return (
    <Form onSubmit={submit} error={serverError}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Site colours</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {THEME_COLOR_NAMES.map((n) => (
              <ColorField
                key={n}
                name={n}
                label={COLOR_LABELS[n]}
                value={colors[n]}
                error={errors[colorField(n)]}
                onValue={(v) => change(colorField(n), v)}
                onBlur={() => blur(colorField(n))}
              />
            ))}
          </div>
        </fieldset>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ThemePreview colors={colors} labels={COLOR_LABELS} />
        </div>
      </div>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Installed packages</legend>
        <p className="text-sm text-slate-600">The links the portal offers in its menus.</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PORTAL_PACKAGES.map((p) => (
            <label key={p} className="flex min-h-10 items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={packages.includes(p)}
                onChange={(e) =>
                  change(
                    'packages',
                    e.target.checked ? PORTAL_PACKAGES.filter((x) => x === p || packages.includes(x)) : packages.filter((x) => x !== p),
                  )
                }
              />
              {p}
            </label>
          ))}
        </div>
        {errors.packages ? <p className="text-sm text-red-700">{errors.packages}</p> : null}
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Minor settings</legend>
        <div className="grid gap-3 sm:grid-cols-2">{CAPTIONS.map(([name, label]) => text(name, label))}</div>
        <div className="flex flex-col gap-3">
          {FLAGS.map(([name, label, hint]) => (
            <SwitchField key={name} label={label} hint={hint} checked={values[name] === true} onChange={(on) => change(name, on)} />
          ))}
        </div>
        {SWITCHED.map(([caption, switchLabel, captionLabel]) => {
          const flag = CAPTION_SWITCHES[caption];
          const on = values[flag] === true;
          return (
            <div key={caption} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
              <SwitchField label={switchLabel} checked={on} onChange={(v) => change(flag, v)} />
              {caption === 'referee_disclaimer_caption' ? (
                <TextAreaField
                  label={captionLabel}
                  value={String(values[caption] ?? '')}
                  onValue={(v) => change(caption, v)}
                  onBlur={() => blur(caption)}
                  error={errors[caption]}
                  disabled={!on}
                />
              ) : (
                text(caption, captionLabel, !on)
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Links</legend>
        <TextField
          label="Projects site address (My Projects)"
          hint="https://… or a path of this portal (/…)."
          value={String(values.projectURL ?? '')}
          onValue={(v) => change('projectURL', v)}
          onBlur={() => blur('projectURL')}
          error={errors.projectURL}
        />
      </fieldset>
      <div>
        <Button type="submit" busy={submitting}>
          Save settings
        </Button>
      </div>
    </Form>
  );
}
