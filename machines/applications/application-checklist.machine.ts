// Submit's gate (spec 3 §2 /application: 'Submit button is disabled until the profile checklist is fully passed'):
// the application checklist of the category applied for, from the call spec 3 §7 gives it
// (`application/checklist/{membershipType}`, spec 3 §6: "the user's category is used to load checklists"), so the
// gate reads what the server checks on submission. It hears the changes the checklist page does: a profile change
// here, or a checklist completed in another tab, reloads it.
import type { SnapshotFrom } from 'xstate';
import { membershipEndpoints, type ApiClient, type ChecklistItem } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';
import { isChecklistPassed } from './application-rules';

/** The items of `category`'s application checklist, evaluated on the caller's profile; none without a category. */
async function loadApplicationChecklist(api: ApiClient, category: string): Promise<ChecklistItem[]> {
  if (!category.trim()) return [];
  return (await api.call(membershipEndpoints.applicationChecklist, { params: { membershipType: category } })).data;
}

export const applicationChecklistMachine = (category: string) =>
  createLoaderMachine<ChecklistItem[]>('applicationChecklist', (api) => loadApplicationChecklist(api, category), {
    hears: ['profile', 'everything'],
  });

type GateSnapshot = SnapshotFrom<ReturnType<typeof applicationChecklistMachine>>;

/** Submit is enabled once the checklist has answered and every item passes (a reload keeps the last answer). */
export const selectSubmitEnabled = (s: GateSnapshot): boolean => s.context.data !== null && isChecklistPassed(s.context.data);
