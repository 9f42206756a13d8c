// The Member Checker's filters (spec 1 §2.5, §9): Gender (Male, Female or all) and membership category; the
// categories are those of the Summary counts.
import { useSelector } from '@xstate/react';
import { SelectField, type SelectOption } from '#ui/select-field';
import { GENDER_FILTERS, type GenderFilter } from '#contract';
import { summaryOf, type MemberSearchActor } from './member-search-actor';

const genderOptions: SelectOption[] = GENDER_FILTERS.map((g) => ({ value: g, label: g === 'all' ? 'All' : g }));

export function SearchFilters({ actor }: { actor: MemberSearchActor }) {
  const gender = useSelector(actor, (s) => s.context.search.gender);
  const category = useSelector(actor, (s) => s.context.search.category);
  const categories = useSelector(summaryOf(actor), (s) => s.context.data?.byCategory);
  const categoryOptions: SelectOption[] = [
    { value: '', label: 'All categories' },
    ...(categories ?? []).map((c) => ({ value: c.category, label: c.description })),
  ];
  // A category named by the address before the list arrives (or not in it) still shows what is applied.
  if (category && !categoryOptions.some((o) => o.value === category)) categoryOptions.push({ value: category, label: category });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Gender"
        value={gender}
        options={genderOptions}
        onValue={(value) => actor.send({ type: 'search.gender', gender: value as GenderFilter })}
      />
      <SelectField
        label="Category"
        value={category}
        options={categoryOptions}
        loading={categories === undefined}
        onValue={(value) => actor.send({ type: 'search.category', category: value })}
      />
    </div>
  );
}
