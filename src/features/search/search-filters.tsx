// The Member Checker's filters (spec 1 §2.5, §9): Gender (Male, Female or all) and membership category; the
// categories are those of the Summary counts. Their Headless UI listboxes arrive after the page shows
// (#ui/arriving): stand-ins of the same look hold their place, so the checker's first screen does not wait for them.
import { useSelector } from '@xstate/react';
import { useArriving } from '#ui/arriving.ts';
import { SelectStandIn } from '#ui/select-stand-in.tsx';
import type { SelectOption } from '#ui/select-look.tsx';
// Types only (erased): the module itself arrives through the import() below.
import type * as SelectModule from '#ui/select-field.tsx';
import { GENDER_FILTERS, type GenderFilter } from '#contract';
import { summaryOf, type MemberSearchActor } from './member-search-actor';

const genderOptions: SelectOption[] = GENDER_FILTERS.map((g) => ({ value: g, label: g === 'all' ? 'All' : g }));

type Filter = 'gender' | 'category';

const loadSelectField = () => import('#ui/select-field.tsx');

export function SearchFilters({ actor }: { actor: MemberSearchActor }) {
  const gender = useSelector(actor, (s) => s.context.search.gender);
  const category = useSelector(actor, (s) => s.context.search.category);
  const categories = useSelector(summaryOf(actor), (s) => s.context.data?.byCategory);
  const { module, pressed, focused, press } = useArriving<typeof SelectModule, Filter>(loadSelectField);
  const categoryOptions: SelectOption[] = [
    { value: '', label: 'All categories' },
    ...(categories ?? []).map((c) => ({ value: c.category, label: c.description })),
  ];
  // A category named by the address before the list arrives (or not in it) still shows what is applied.
  if (category && !categoryOptions.some((o) => o.value === category)) categoryOptions.push({ value: category, label: category });
  const filters = [
    {
      name: 'gender',
      label: 'Gender',
      value: gender,
      options: genderOptions,
      loading: false,
      onValue: (value: string) => actor.send({ type: 'search.gender', gender: value as GenderFilter }),
    },
    {
      name: 'category',
      label: 'Category',
      value: category,
      options: categoryOptions,
      loading: categories === undefined,
      onValue: (value: string) => actor.send({ type: 'search.category', category: value }),
    },
  ] as const;
  const Select = module?.SelectField;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {filters.map(({ name, onValue, ...field }) =>
        Select ? (
          <Select key={name} {...field} onValue={onValue} openOnArrival={pressed === name} focusOnArrival={focused === name} />
        ) : (
          <SelectStandIn key={name} {...field} standIn={name} onPress={() => press(name)} />
        ),
      )}
    </div>
  );
}
