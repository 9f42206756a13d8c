// The events of member-search's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';
import { GENDER_FILTERS } from '#contract';

export const memberSearchEventSchemas = eventSchemas({
  'search.submit': z.strictObject({ term: z.string() }),
  'search.page': z.strictObject({ page: z.number().check(z.int()) }),
  'search.gender': z.strictObject({ gender: z.enum(GENDER_FILTERS) }),
  'search.category': described(z.strictObject({ category: z.string() }), "a category's code; '' for every category"),
  ...loadEventSchemas,
  'search.restore': described(
    z.strictObject({
      search: z.strictObject({ term: z.string(), page: z.number().check(z.int()), gender: z.enum(GENDER_FILTERS), category: z.string() }),
    }),
    'the address changed under the page (Back, Forward): show the search it names',
  ),
});
