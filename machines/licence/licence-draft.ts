// The licence wizard's draft across a reload (docs: "persist what a user would hate to lose"): the machine's own
// persisted snapshot (getPersistedSnapshot) without the client and the clock, kept while the wizard rests on a tab,
// and the snapshot to restore with createActor(machine, { snapshot }). A stored draft is read through a schema: a
// draft from an older version or edited by hand starts the wizard afresh instead of breaking it.
import type { Snapshot } from 'xstate';
import { z } from '#contract/mini.ts';
import { ChecklistItemSchema } from '#contract/checklist.ts';
import { ALL_FORM_PARTS } from '#contract/form-switches.ts';
import { LicenceApplicationSchema, LicenceListItemSchema } from '#contract/membership-licence.ts';
import { LICENCE_DETAIL_FIELDS, type LicenceWizardContext, type LicenceWizardInput } from './licence-wizard.machine';

/** Where a browser keeps one user's draft (local storage; the key names the user, so the next user never sees it). */
export const licenceDraftKey = (userId: number | string) => `portal.licence-draft.${userId}`;

const VERSION = 1;

/** The states a draft is kept in: a tab at rest. Loading, submitting and done are never stored. */
const RESTING = [
  'details',
  JSON.stringify({ checklist: 'ready' }),
  JSON.stringify({ checklist: 'failed' }),
  JSON.stringify({ declaration: 'idle' }),
  JSON.stringify({ declaration: 'submitFailed' }),
];
const isResting = (value: unknown) => RESTING.includes(typeof value === 'string' ? value : JSON.stringify(value));

const text = z.string().check(z.maxLength(5000));
const StoredContextSchema = z.object({
  values: z.object(
    Object.fromEntries(LICENCE_DETAIL_FIELDS.map((f) => [f, text])) as Record<(typeof LICENCE_DETAIL_FIELDS)[number], typeof text>,
  ),
  touched: z.array(z.enum(LICENCE_DETAIL_FIELDS)),
  attempted: z.boolean(),
  profileId: text,
  memberNo: text,
  category: text,
  fee: z.nullable(z.number()),
  application: z.nullable(LicenceApplicationSchema),
  items: z.array(ChecklistItemSchema),
  agreed: z.boolean(),
  agreementTouched: z.boolean(),
  error: z.nullable(text),
  retryable: z.boolean(),
  submitted: z.nullable(LicenceListItemSchema),
});

const StoredDraftSchema = z.object({
  version: z.literal(VERSION),
  /** The persisted snapshot of the machine, its context without the client, the clock and the settings' switches. */
  snapshot: z.object({ status: z.literal('active'), value: z.unknown(), context: StoredContextSchema }),
});

interface PersistedLike {
  status: string;
  value: unknown;
  context: LicenceWizardContext;
}

/** The draft to store for this persisted snapshot, or null when the wizard is not at rest on a tab. */
export function draftOf(persisted: Snapshot<unknown>): string | null {
  const snapshot = persisted as unknown as PersistedLike;
  if (snapshot.status !== 'active' || !isResting(snapshot.value)) return null;
  const { api: _api, now: _now, switches: _switches, ...context } = snapshot.context;
  // At rest nothing is under way: no child actor is kept (its input would carry the client).
  return JSON.stringify({ version: VERSION, snapshot: { ...snapshot, context, children: {} } });
}

/** The snapshot to restore a stored draft with (the client and the clock of this page put back), or undefined. */
export function restoreDraft(stored: string | null, input: LicenceWizardInput): Snapshot<unknown> | undefined {
  if (!stored) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const parsed = StoredDraftSchema.safeParse(raw);
  if (!parsed.success || !isResting(parsed.data.snapshot.value)) return undefined;
  const snapshot = (raw as { snapshot: Record<string, unknown> & { context: Record<string, unknown> } }).snapshot;
  return {
    ...snapshot,
    context: {
      ...snapshot.context,
      api: input.api,
      now: input.now ?? Date.now,
      // The settings as they stand now, not as they were when the draft was kept.
      switches: input.switches ?? ALL_FORM_PARTS,
    },
  } as unknown as Snapshot<unknown>;
}
