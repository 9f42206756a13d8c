// The Member Checker's filters (spec 1 §2.5, §9): Gender (Male, Female or all) and membership category; the
// categories are those of the Summary counts. Plain choices, so the browser's own <select> (#ui/native-select):
// no JavaScript to wait for, and the phone's own picker (docs/decisions/033-framework-first.md).
import { useSelector } from '@xstate/react';
import { NativeSelect, type NativeSelectOption } from '#ui/native-select.tsx';
import { GENDER_FILTERS, type GenderFilter } from '#contract';
import { summaryOf, type MemberSearchActor } from './member-search-actor';

const genderOptions: NativeSelectOption[] = GENDER_FILTERS.map((g) => ({ value: g, label: g === 'all' ? 'All' : g }));

/** The option's value back as the filter it came from (the select offers nothing else). */
const genderFilterOf = (value: string): GenderFilter => GENDER_FILTERS.find((g) => g === value) ?? 'all';

export function SearchFilters({ actor }: { actor: MemberSearchActor }) {
  const gender = useSelector(actor, (s) => s.context.search.gender);
  const category = useSelector(actor, (s) => s.context.search.category);
  const categories = useSelector(summaryOf(actor), (s) => s.context.data?.byCategory);
  const categoryOptions: NativeSelectOption[] = [
    { value: '', label: 'All categories' },
    ...(categories ?? []).map((c) => ({ value: c.category, label: c.description })),
  ];
  // A category named by the address before the list arrives (or not in it) still shows what is applied.
  if (category && !categoryOptions.some((o) => o.value === category)) categoryOptions.push({ value: category, label: category });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NativeSelect
        label="Gender"
        value={gender}
        options={genderOptions}
        onValue={(value) => actor.send({ type: 'search.gender', gender: genderFilterOf(value) })}
      />
      <NativeSelect
        label="Category"
        value={category}
        options={categoryOptions}
        loading={categories === undefined}
        onValue={(value) => actor.send({ type: 'search.category', category: value })}
      />
    </div>
  );
}
