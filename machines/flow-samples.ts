// The sample data the flow manifests (machines/<area>/area.ts) share for `portal paths`: a password every rule
// accepts, the form events, the session a sign-in answers, and the shapes of a loader's and a form's paths.
// No code of a seed is written here: what the world seeded is looked up in it (ScenarioFacts), and what it sends
// during a replay (one-time codes) is read from its outbox (`$outbox`).
import type { Session } from '#contract';
import type { FlowPaths } from './flow-manifest';

export const PASSWORD = 'Passw0rd!';
export const change = (name: string, value: unknown) => ({ type: 'form.change', name, value });
export const submit = { type: 'form.submit' };

/** The session a sign-in answers in a walk (the replay's is the fake backend's own): a whole one, as the contract's. */
export const sampleSession = {
  token: 'sample-token',
  user: {
    id: 1,
    email: 'member@demo.test',
    name: 'Sample Member',
    is_admin: false,
    is_approver: false,
    type: 'Individual',
    category: null,
    profile: false,
    profile_id: null,
    id_number: null,
    phone_no: null,
    email_verified_at: null,
    email_reminders: false,
    email_updates: false,
    sms_reminders: false,
    sms_updates: false,
  },
} satisfies Session;

/**
 * What a user or the change bus asks of any loader (machines/load): try again after a failure, reload, and a change
 * heard (the loader reloads on it; a test sends it as the bus would): tried in every flow that takes them
 * (cli/graph/shortest-paths.ts), as they carry nothing a manifest must sample.
 */
export const loadEvents = [{ type: 'load.retry' }, { type: 'load.reload' }, { type: 'changes.changed' }];

/** A loader-like flow: its calls succeed for the persona, and fail (a `chaos` step) on the way to its failure state. */
export const loads = (as: string | undefined, input?: Record<string, unknown>): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), ...(input ? { input } : {}), events: [] }],
});

/**
 * The code the newest message to `to` carries (its last line), read in the replay's world; the walk, which has no
 * backend, types `sample` instead (a code of the right shape, so the machine's checks pass as with the real one).
 */
export const sentCode = (to: string, sample: string) => ({ $outbox: { to, match: '(\\d+)$', sample } });
/** What the walk's machine holds for a sent code (the answers tell the right code from a wrong one by it). */
export const OTP_SAMPLE = '123456';

/**
 * The events that type `values` into a form one field at a time, in order (a field's dependents after it: the
 * county before the town), then submit it: a chain of states for the traversal (which tells them apart by the
 * form's `values`), not every combination of typed fields.
 */
const typesThenSubmits = (values: Record<string, unknown>) => (context: Record<string, unknown>) => {
  const typed = (context.values ?? {}) as Record<string, unknown>;
  const next = Object.entries(values).find(([name, value]) => JSON.stringify(typed[name]) !== JSON.stringify(value));
  const [first] = Object.keys(values);
  const aside = first ? asideOf(first) : [];
  return next ? [change(next[0], next[1]), submit, ...aside] : [submit, ...aside];
};

/**
 * What else a user does with a form on the way (`field` one of its fields): leaves the field, has it refused by the
 * page (a file too big), starts again. With `submit` among a start's events, it is also sent unfinished (refused).
 */
export const asideOf = (field: string) => [
  { type: 'form.blur', name: field },
  { type: 'form.refuse', name: field, message: 'Refused by the page.' },
  { type: 'form.reset' },
];

/**
 * The branch no replay of a form given no backend readiness takes, as no page gives it one but the login page (the
 * first page mock mode shows, which waits for its fake backend: machines/access/area.ts takes it with a held start).
 */
export const formUntaken = {
  'editing form.submit [isValid]':
    'its page gives the form no backend readiness (only the login page waits for the fake backend), so a valid form is sent at once and never waits in connecting',
};

/** A form flow for a persona: typed and submitted to the fake backend, which takes it (scenario default, seed 1). */
export const fills = (as: string | undefined, values: Record<string, unknown>): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), events: typesThenSubmits(values) }],
  context: ['values'],
  untaken: formUntaken,
});
