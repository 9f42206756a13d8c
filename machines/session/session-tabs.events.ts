// The events the other tabs raise in the session (session-tabs.ts), as schemas of their payloads (decision 046): a
// sidecar the app never imports (the session takes only their type); the message's own schema stays in
// session-tabs.ts, which checks every message another tab sends.
import { z } from '#contract/mini.ts';
import { described, eventSchemas } from '../event-schemas';
import { TabMessageSchema } from './session-tabs';

export const tabsEventSchemas = eventSchemas({
  'tabs.heard': described(z.strictObject({ message: TabMessageSchema }), 'another tab of this browser said something'),
  'tabs.front': described(z.strictObject({ front: z.boolean() }), 'this tab came in front of the user, or left'),
});
