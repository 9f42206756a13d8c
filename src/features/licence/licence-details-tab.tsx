// The wizard's first tab (spec 3 §5): the practice and the practitioner, every rule and message of the
// contract's LicenceDetailsSchema shown inline (a field's once it is left, all after Continue); Continue is the
// machine's, which never moves on while a rule fails. The practice name and the county show only while the settings
// ask for them (practicing_firm, countyField: decisions §E); without a county the city is any town of Kenya.
import type { LicenceDetailField, LicenceDetailValues } from '#machines/licence/licence-wizard.machine.ts';
import { Button } from '#ui/button.tsx';
import { TextField } from '#ui/text-field.tsx';
import { allTownOptions, countryOptions, countyOptions, townOptions } from '#kernel/bio-lookups.ts';
import { LookupSelect } from '#kernel/lookup-select.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useLicenceCaption } from './licence-caption';

interface LicenceDetailsTabProps {
  values: LicenceDetailValues;
  errors: Partial<Record<LicenceDetailField, string>>;
  onChange: (name: LicenceDetailField, value: string) => void;
  onBlur: (name: LicenceDetailField) => void;
  onContinue: () => void;
}

const TEXT_FIELDS: Array<{ name: LicenceDetailField; label: string; type?: string; autoComplete?: string; wide?: boolean }> = [
  { name: 'practiceName', label: 'Practice name', autoComplete: 'organization' },
  { name: 'startDate', label: 'Practice start date', type: 'date' },
  { name: 'practitionerSurname', label: 'Surname', autoComplete: 'family-name' },
  { name: 'practitionerOtherNames', label: 'Other names', autoComplete: 'given-name' },
  { name: 'practitionerPhone', label: 'Practitioner phone', type: 'tel', autoComplete: 'tel' },
  { name: 'practitionerEmail', label: 'Practitioner e-mail', type: 'email', autoComplete: 'email' },
  { name: 'practitionerAddress', label: 'Practitioner address', wide: true },
];

const CONTACT_FIELDS: Array<{ name: LicenceDetailField; label: string; type?: string }> = [
  { name: 'postalCode', label: 'Postal Address' },
  { name: 'physicalLocation', label: 'Physical address' },
  { name: 'phoneNo', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email' },
];

export function LicenceDetailsTab({ values, errors, onChange, onBlur, onContinue }: LicenceDetailsTabProps) {
  const caption = useLicenceCaption();
  const { minor } = useSite();
  const asked = TEXT_FIELDS.filter((f) => f.name !== 'practiceName' || minor.practicing_firm);
  const text = (f: { name: LicenceDetailField; label: string; type?: string; autoComplete?: string; wide?: boolean }) => (
    <TextField
      key={f.name}
      label={f.label}
      type={f.type ?? 'text'}
      autoComplete={f.autoComplete}
      value={values[f.name]}
      error={errors[f.name]}
      onValue={(value) => onChange(f.name, value)}
      onBlur={() => onBlur(f.name)}
      className={f.wide ? 'sm:col-span-2' : ''}
    />
  );
  // A choice is made in one go: it counts as left at once.
  const choose = (name: LicenceDetailField) => (value: string) => {
    onChange(name, value);
    onBlur(name);
  };
  return (
    <form
      noValidate
      aria-label={`${caption} details`}
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Practice and practitioner</legend>
        {asked.map(text)}
      </fieldset>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Practice contact</legend>
        <LookupSelect
          label="Country"
          load={countryOptions}
          value={values.countryCode}
          error={errors.countryCode}
          onValue={choose('countryCode')}
        />
        {minor.countyField ? (
          <LookupSelect label="County" load={countyOptions} value={values.county} error={errors.county} onValue={choose('county')} />
        ) : null}
        {!minor.countyField || values.county ? (
          <LookupSelect
            key={minor.countyField ? `city-${values.county}` : 'city-kenya'}
            label="City"
            load={minor.countyField ? townOptions(values.county) : allTownOptions}
            value={values.city}
            error={errors.city}
            onValue={choose('city')}
          />
        ) : (
          <TextField label="City" value="" disabled hint="Choose a county first." error={errors.city} onValue={() => undefined} />
        )}
        {CONTACT_FIELDS.map(text)}
      </fieldset>
      <div>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
