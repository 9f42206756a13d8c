// The two settings that switch parts of the forms (spec 1 §3 only names them; what they switch is the project's
// decision, docs/spec/decisions.md §E): `countyField` asks for a county wherever a form has one, `practicing_firm`
// asks the licence application for the practice's name. One rule per switch, for the forms, the machines and the
// fake server alike.
import { z } from './mini';
import { optionalText } from './rules';
import type { MinorSettings } from './site';

export type FormSwitches = Pick<MinorSettings, 'countyField' | 'practicing_firm'>;

/** The documents' forms: a county and a practice name are asked (the seeded world's settings). */
export const ALL_FORM_PARTS: FormSwitches = { countyField: true, practicing_firm: true };

/** A field its switch leaves out: any text (or none, read as ''), so a body without it is taken. */
export const unasked = (max?: number) => z._default(optionalText(max), '');

/**
 * A field asked only while its switch is on: the rule of the documents then, any text (or none) otherwise. The
 * type stays `string` both ways, so a record, an answer and a draft read the same whatever the setting.
 */
export const askedWhen = (on: boolean, rule: z.ZodMiniType<string, string>, max?: number): z.ZodMiniType<string, string> =>
  // Typed as the asked rule's text: a form holds '' for a field it does not show.
  on ? rule : (unasked(max) as unknown as z.ZodMiniType<string, string>);

/**
 * The values as a form sends them: a field its switches leave out is not sent, so the server keeps what it had (an
 * edited profile) or stores none (a new record); a hidden leftover never travels.
 */
export function withoutUnasked<V extends Record<string, unknown>>(values: V, unasked: ReadonlyArray<keyof V>): V {
  const sent = { ...values };
  for (const f of unasked) delete sent[f];
  return sent;
}
