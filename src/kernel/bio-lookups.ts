// The setup lists the bio and firm-bio forms choose from: titles, disciplines, countries, the counties of Kenya
// and the towns of one county (spec 1 §3, §9: KE brings the county and town lists), or of all Kenya while the
// settings ask for no county (decisions §E).
import { type ApiClient, setupEndpoints } from '#contract';
import type { LookupOption as Option } from '#machines/crud-list/lookup-options.machine.ts';

const options =
  <T>(load: (api: ApiClient) => Promise<{ data: T[] }>, option: (t: T) => Option) =>
  async (api: ApiClient): Promise<Option[]> =>
    (await load(api)).data.map(option);

// A profile keeps a title and a discipline as their descriptions ('Eng.', 'Civil Engineering').
export const titleOptions = options(
  (api) => api.call(setupEndpoints.titles),
  (t) => ({ value: t.Description, label: t.Description }),
);
export const disciplineOptions = options(
  (api) => api.call(setupEndpoints.disciplines),
  (t) => ({ value: t.Description, label: t.Description }),
);
export const countryOptions = options(
  (api) => api.call(setupEndpoints.countries),
  (c) => ({ value: c.code, label: c.displayName }),
);
export const countyOptions = options(
  (api) => api.call(setupEndpoints.counties),
  (c) => ({ value: c.countyName, label: c.countyName }),
);
/** The towns of a county (by the county's name, as the county list gives it). */
export const townOptions = (county: string) =>
  options(
    (api) => api.call(setupEndpoints.cities, { query: { County: county } }),
    (c) => ({ value: c.City, label: c.City }),
  );
/**
 * Every town of Kenya, each name once and in alphabetical order: the town's list while the settings ask for no
 * county (countyField off, decisions §E), so nothing hangs on a field the form does not show.
 */
export const allTownOptions = async (api: ApiClient): Promise<Option[]> => {
  const names = new Set((await api.call(setupEndpoints.cities)).data.map((c) => c.City));
  return [...names].sort((a, b) => a.localeCompare(b, 'en')).map((name) => ({ value: name, label: name }));
};
