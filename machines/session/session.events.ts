// The events of session's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload, type Agrees } from '../event-schemas';
import { tabsEventSchemas } from './session-tabs.events';
import { SessionSchema, UserSchema } from '#contract';
import { CHANGES, type ChangeNews } from '../changes/change-bus';

/** What the change bus carries (change-bus.ts's `ChangeNews`, which the app keeps without zod; held equal to it). */
const ChangeNewsSchema = z.strictObject({
  change: z.enum(CHANGES),
  /** Optional news that saves a listener a call (e.g. the user record a save answered with). */
  detail: z.optional(z.unknown()),
});
const _agrees: Agrees<typeof ChangeNewsSchema, ChangeNews> = true;

export const sessionEventSchemas = eventSchemas({
  'session.established': z.strictObject({ session: SessionSchema }),
  'session.logout': noPayload,
  'session.expired': described(
    z.strictObject({
      message: z.optional(z.string()),
      token: z.optional(described(z.nullable(z.string()), "the one the refused call carried: an earlier session's token ends nothing")),
    }),
    'a call was refused for want of a session',
  ),
  'session.userChanged': z.strictObject({ user: UserSchema }),
  'session.actAs': described(
    z.strictObject({ session: SessionSchema }),
    'an administrator logged in as a user (spec 1 §4): act as that user, keeping the way back',
  ),
  'session.returnToAdmin': described(noPayload, "back to the administrator's own session, without signing in again"),
  'session.retryRestore': described(noPayload, "ask the server again for the restored session's user, after it could not be reached"),
  'session.settingsChanged': noPayload,
  'session.dismissNotice': noPayload,
  'inactivity.activity': described(noPayload, 'the user did something (a key, a click, a scroll)'),
  'inactivity.stay': described(noPayload, 'Stay signed in, on the warning'),
  'changes.changed': described(z.strictObject({ news: ChangeNewsSchema }), 'a change the session hears (the change bus sends it)'),
  ...tabsEventSchemas,
});
