// The events the other tabs raise in the session (session-tabs.ts), as schemas of their payloads (decision 046): a
// sidecar the app never imports (the session takes only their type). session-tabs.ts checks a message by hand; the
// schema here is held to its `TabMessage` type.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, type Agrees } from '../event-schemas';
import type { TabMessage } from './session-tabs';

/** What one tab tells the others. `token`: the session that ended (a tab signed in since with another one stays). */
const TabMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ended'), token: z.string(), notice: z.nullable(z.string()) }),
  z.object({ kind: z.literal('activity') }),
  z.object({ kind: z.literal('stay') }),
]);
const _agrees: Agrees<typeof TabMessageSchema, TabMessage> = true;

export const tabsEventSchemas = eventSchemas({
  'tabs.heard': described(z.strictObject({ message: TabMessageSchema }), 'another tab of this browser said something'),
  'tabs.front': described(z.strictObject({ front: z.boolean() }), 'this tab came in front of the user, or left'),
});
