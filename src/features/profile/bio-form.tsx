// The individual bio form, the one drawing of it for initiate-profile and the Bio tab: names, title, gender, birth
// date (may stay empty), ID, nationality (KE by default, which brings the county and town lists), contacts,
// discipline, tax PIN and picture. Rules and dependent fields are the form machine's (machines/profile/bio-forms.ts).
// While the settings ask for no county (countyField off, decisions §E) there is no County field and a Kenyan town is
// chosen from every town of Kenya.
import type { ActorRefFrom } from 'xstate';
import type { editBioMachine } from '#machines/profile/bio-forms.ts';
import { hasKenyanResidence, screenPicture, type BioFormValues } from '#contract/profile-bio.ts';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { SelectField } from '#ui/select-field.tsx';
import { TextField } from '#ui/text-field.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { countryOptions, countyOptions, disciplineOptions, titleOptions } from '#kernel/bio-lookups.ts';
import { LookupSelect } from '#kernel/lookup-select.tsx';
import { PictureField } from './picture-field';
import { TownSelect } from './town-select';

const GENDERS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];

type BioFormActor = ActorRefFrom<ReturnType<typeof editBioMachine>>;

interface BioFormProps {
  actor: BioFormActor;
  /** The picture on file (base64), kept unless a new one is chosen. */
  picture?: string | undefined;
  submitLabel: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export function BioForm({ actor, picture, submitLabel }: BioFormProps) {
  const form = useForm(actor);
  const values = form.values;
  const select = (name: keyof BioFormValues & string) => {
    const { value, onValue, error } = form.field(name);
    return { value, onValue, error };
  };
  const kenyan = hasKenyanResidence(values);
  const asksCounty = useSite().minor.countyField;
  return (
    <Form onSubmit={form.submit} {...form.failureProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <LookupSelect label="Title" load={titleOptions} {...select('Title')} />
        <TextField label="First Name" autoComplete="given-name" {...form.field('FirstName')} />
        <TextField label="Other Names" autoComplete="additional-name" {...form.field('SecondName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('LastName')} />
        <SelectField label="Gender" options={GENDERS} {...select('Gender')} />
        <TextField
          label="Date of Birth"
          type="date"
          max={today()}
          hint="Leave empty if you would rather not say."
          {...form.field('DateOfBirth')}
        />
        <TextField label="ID / Passport No" {...form.field('IdentificationDocumentNo')} />
        <LookupSelect label="Nationality" load={countryOptions} {...select('Nationality')} />
        {kenyan ? (
          <>
            {asksCounty ? <LookupSelect label="County" load={countyOptions} {...select('County')} /> : null}
            <TownSelect county={asksCounty ? (values.County ?? '') : null} {...select('City')} />
          </>
        ) : (
          <>
            {asksCounty ? <TextField label="County / Region" {...form.field('County')} /> : null}
            <TextField label="Town" {...form.field('City')} />
          </>
        )}
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('Email')} />
        <TextField label="Phone No" type="tel" autoComplete="tel" {...form.field('PhoneNo')} />
        <LookupSelect label="Discipline" load={disciplineOptions} {...select('Discipline')} />
        <TextField label="KRA PIN" {...form.field('KRAPin')} />
      </div>
      <PictureField
        value={values.Image}
        current={picture}
        onPicture={(file) => {
          if (!file) return;
          void screenPicture(file).then((r) => ('file' in r ? form.change('Image', r.file) : form.refuse('Image', r.refusal)));
        }}
        error={form.errors.Image}
      />
      <div>
        <Button type="submit" busy={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
