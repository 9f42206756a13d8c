// The requirements checklist of one kind (spec 2 §Checklist area, /checklist/type/:type): the items of the
// member's category, loaded through the shared loader; the progress and its colour are member-rules'
// `completeness` (the ring and this bar count alike).
import { createLoaderMachine } from '../loader/loader.machine';
import { memberProfileEndpoints } from '#contract/endpoints/member-profile.ts';
import type { ChecklistItem, ChecklistKind } from '#contract/checklist.ts';

export const checklistMachine = (category: string, type: ChecklistKind) =>
  createLoaderMachine<ChecklistItem[]>(
    'checklist',
    async (api) => (await api.call(memberProfileEndpoints.checklist, { query: { category, type } })).data,
    { hears: ['profile', 'everything'] },
  );
