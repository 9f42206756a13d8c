// The firm bio form, the one drawing of it for initiate-firm and the Firm bio tab: name, registration, tax PIN,
// address with county and town (the town from every town of Kenya, and no County, while the settings ask for no
// county: decisions §E), contacts, year established and the corporate managers (one to ten).
import type { ActorRefFrom } from 'xstate';
import type { editFirmBioMachine } from '#machines/profile/bio-forms.ts';
import { blankManager, MAX_CORPORATE_MANAGERS, type FirmBioFormValues } from '#contract/profile-bio.ts';
import type { CorporateManager } from '#contract/profile.ts';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { countyOptions } from '#kernel/bio-lookups.ts';
import { LookupSelect } from '#kernel/lookup-select.tsx';
import { TownSelect } from './town-select';

export type FirmBioFormActor = ActorRefFrom<ReturnType<typeof editFirmBioMachine>>;

const MANAGER_FIELDS: Array<[keyof CorporateManager, string, string]> = [
  ['surname', 'Surname', 'text'],
  ['OtherNames', 'Other Names', 'text'],
  ['phoneNo', 'Phone No', 'tel'],
  ['email', 'E-mail', 'email'],
  ['address', 'Address', 'text'],
];

export function FirmBioForm({ actor, submitLabel }: { actor: FirmBioFormActor; submitLabel: string }) {
  const form = useForm(actor);
  const values = form.values;
  const select = (name: keyof FirmBioFormValues & string) => {
    const { value, onValue, error } = form.field(name);
    return { value, onValue, error };
  };
  const managers = values.corporateManager;
  const asksCounty = useSite().minor.countyField;
  const setManagers = (next: CorporateManager[]) => form.change('corporateManager', next);
  return (
    <Form onSubmit={form.submit} {...form.failureProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Firm Name" autoComplete="organization" {...form.field('FirmName')} />
        <TextField label="Registration No" {...form.field('RegistrationNo')} />
        <TextField label="Tax PIN" {...form.field('TaxPIN')} />
        <TextField
          label="Year Established"
          inputMode="numeric"
          {...form.field('YearEstablished')}
          // The contract wants a number; an empty box is no year at all.
          onValue={(v) => form.change('YearEstablished', v.trim() === '' ? undefined : Number(v))}
        />
        <TextField label="Physical Address" className="sm:col-span-2" {...form.field('PhysicalAddress')} />
        {asksCounty ? <LookupSelect label="County" load={countyOptions} {...select('County')} /> : null}
        <TownSelect county={asksCounty ? values.County : null} {...select('Town')} />
        <TextField label="Phone No" type="tel" autoComplete="tel" {...form.field('PhoneNo')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('Email')} />
        <TextField label="Website" type="url" autoComplete="url" {...form.field('Website')} />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold text-slate-900">Corporate managers</legend>
        {form.errors.corporateManager ? <p className="text-sm text-red-700">{form.errors.corporateManager}</p> : null}
        {managers.map((m, i) => (
          <fieldset key={i} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Corporate manager {i + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {MANAGER_FIELDS.map(([name, label, type]) => (
                <TextField
                  key={name}
                  label={`${label} (manager ${i + 1})`}
                  type={type}
                  value={m[name]}
                  error={form.errors[`corporateManager.${i}.${name}`]}
                  onValue={(v) => setManagers(managers.map((x, j) => (j === i ? { ...x, [name]: v } : x)))}
                />
              ))}
            </div>
            {managers.length > 1 ? (
              <Button look="ghost" className="mt-2" onClick={() => setManagers(managers.filter((_, j) => j !== i))}>
                Remove manager {i + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {managers.length < MAX_CORPORATE_MANAGERS ? (
          <div>
            <Button look="secondary" onClick={() => setManagers([...managers, blankManager()])}>
              Add a corporate manager
            </Button>
          </div>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" busy={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
