// Admin Settings (document 1 §2.6, §3): the site colours with a picker and a live preview (a colour text would be
// hard to read on is refused before it is saved), the installed packages, and the minor settings, whose
// referee-disclaimer and good-standing captions are enabled only while their toggles are on. The rules live in
// machines/admin/admin-settings.machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { adminSettingsMachine, isCaptionEnabled, problemsOf } from '../../../machines/admin/admin-settings.machine';
import { PORTAL_PACKAGES, THEME_COLOR_NAMES, type MinorSettings } from '../../contract';
import type { ThemeColorName } from '../../contract/theme-contrast';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { usePortal } from '../portal/portal-context';
import { AdminScreen } from './admin-screen';
import { ColourField } from './colour-field';
import { ThemePreview } from './theme-preview';

const COLOUR_LABELS: Record<ThemeColorName, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  error: 'Error',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  BackTheme: 'Background',
  BadgeTheme: 'Badge',
};

type Flag = { [K in keyof MinorSettings]: MinorSettings[K] extends boolean ? K : never }[keyof MinorSettings];
type Caption = Exclude<keyof MinorSettings, Flag>;

const FLAGS: Array<[Flag, string]> = [
  ['registration', 'Registration open'],
  ['countyField', 'Ask for the county'],
  ['practicing_firm', 'Practising firms'],
  ['inactivityLogout', 'Sign out after 5 minutes without activity'],
  ['showWorkPlace', 'Show the workplace'],
  ['certificate_of_good_standing', 'Certificate of good standing'],
  ['referee_disclaimer', 'Referee disclaimer'],
];
const CAPTIONS: Array<[Caption, string]> = [
  ['login_caption', 'Login caption'],
  ['organisation_caption', 'Organisation caption'],
  ['license_alternative_caption', 'Licence caption'],
  ['acceptance_letter_caption', 'Acceptance letter caption'],
  ['certificate_of_good_standing_caption', 'Good-standing caption'],
];

const card = 'flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

export function AdminSettingsPage() {
  const { api, reloadSite } = usePortal();
  const actor = useActorRef(adminSettingsMachine, { input: { api } });
  useEffect(() => {
    // The saved colours, packages and captions repaint this portal too, not only the next one loaded.
    const sub = actor.on('settings.saved', () => reloadSite?.());
    return () => sub.unsubscribe();
  }, [actor, reloadSite]);
  const { draft, error, retryable, notice } = useSelector(actor, (s) => s.context);
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const problems = problemsOf(draft);
  const savable = Object.keys(problems).length === 0;
  const minor = (name: keyof MinorSettings, value: string | boolean) => actor.send({ type: 'settings.minor', name, value });

  return (
    <AdminScreen titleId="admin-settings-title" title="Admin Settings" loadingLabel="Loading the settings…" load={{ status, error, retryable, onRetry: () => actor.send({ type: 'settings.retry' }) }}>
      {(heading) => (
        <form
          aria-labelledby="admin-settings-title"
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'settings.save' });
          }}
        >
          {heading}
          {error ? <Alert kind="error">{error}</Alert> : null}
          {notice ? <Alert kind="success">{notice}</Alert> : null}

          <section aria-labelledby="colours-title" className={card}>
            <h2 id="colours-title" className="text-lg font-semibold text-slate-900">
              Site colours
            </h2>
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="grid gap-3 sm:grid-cols-2">
                {THEME_COLOR_NAMES.map((name) => (
                  <ColourField key={name} label={COLOUR_LABELS[name]} value={draft.colors[name]} error={problems[`color.${name}`]} onValue={(value) => actor.send({ type: 'settings.color', name, value })} />
                ))}
              </div>
              <ThemePreview colors={draft.colors} />
            </div>
          </section>

          <fieldset className={card}>
            <legend className="float-left text-lg font-semibold text-slate-900">Installed packages</legend>
            <p className="clear-left text-sm text-slate-600">The member menu shows only the links of installed packages.</p>
            <div className="grid gap-1 sm:grid-cols-3">
              {PORTAL_PACKAGES.map((name) => (
                <CheckboxField key={name} label={name} checked={draft.packages.includes(name)} onChecked={(on) => actor.send({ type: 'settings.package', name, on })} />
              ))}
            </div>
          </fieldset>

          <section aria-labelledby="minor-title" className={card}>
            <h2 id="minor-title" className="text-lg font-semibold text-slate-900">
              Minor settings
            </h2>
            <div className="grid gap-1 sm:grid-cols-2">
              {FLAGS.map(([name, label]) => (
                <CheckboxField key={name} label={label} checked={draft.minor[name]} onChecked={(on) => minor(name, on)} />
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {CAPTIONS.map(([name, label]) => (
                <TextField key={name} label={label} value={draft.minor[name]} disabled={!isCaptionEnabled(draft.minor, name)} error={problems[name]} onValue={(value) => minor(name, value)} />
              ))}
            </div>
            <TextAreaField
              label="Referee disclaimer caption"
              value={draft.minor.referee_disclaimer_caption}
              disabled={!isCaptionEnabled(draft.minor, 'referee_disclaimer_caption')}
              error={problems.referee_disclaimer_caption}
              onValue={(value) => minor('referee_disclaimer_caption', value)}
            />
          </section>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!savable} busy={saving}>
              Save settings
            </Button>
            {savable ? null : <p className="text-sm text-red-700">Correct the marked fields to save.</p>}
          </div>
        </form>
      )}
    </AdminScreen>
  );
}
