// The sample data the flow manifests (machines/<area>/area.ts) share for `portal paths`: a password every rule
// accepts, the form events, the session a sign-in answers, and the shapes of a loader's and a form's paths.
// No code of a seed is written here: what the world seeded is looked up in it (ScenarioFacts), and what it sends
// during a replay (one-time codes) is read from its outbox (`$outbox`).
import type { Session, User } from '#contract';
import type { FlowPathAnswer, FlowPathStart, FlowPaths } from './flow-manifest';

export const PASSWORD = 'Passw0rd!';
export const change = (name: string, value: unknown) => ({ type: 'form.change', name, value });
export const submit = { type: 'form.submit' };

/** A whole user as the contract describes one (an individual, no profile yet), with the fields a case cares about. */
export const sampleUser = (fields: Partial<User> = {}): User => ({
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
  ...fields,
});

/** The session a sign-in answers in a walk (the replay's is the fake backend's own): a whole one, as the contract's. */
export const sampleSession = { token: 'sample-token', user: sampleUser() } satisfies Session;

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
 * Why a form's wait for the backend (`connecting`, decision 051) stays untaken: every form is given the backend's
 * readiness (src/kernel/portal/use-flow-actor.ts), but a page shown only once signed in is never a visit's first
 * page before the backend answers.
 */
const formUntaken = {
  'editing form.submit [isValid]':
    'its page shows only once signed in, and a session is signed in or restored by the backend’s answer: the form is never sent before the backend can answer',
};

/**
 * A form on a page that can be a visit's first page (decision 051), sent before mock mode's fake backend answers:
 * it waits in `connecting`, then is sent once the backend can answer, and `answer` is what the backend says.
 */
export const sentEarly = (values: Record<string, unknown>, answer: FlowPathAnswer): FlowPathStart => ({
  held: true,
  events: [...Object.entries(values).map(([name, value]) => change(name, value)), submit],
  answers: { waitForBackend: { done: true }, submit: answer },
});

/**
 * A form flow for a persona: typed and submitted to the fake backend, which takes it (scenario default, seed 1).
 * `untaken`: why its wait for the backend is not taken (a signed-in page's, unless said otherwise).
 */
export const fills = (
  as: string | undefined,
  values: Record<string, unknown>,
  untaken: Record<string, string> = formUntaken,
): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), events: typesThenSubmits(values) }],
  context: ['values'],
  untaken,
});
