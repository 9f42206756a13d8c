// The crud-list machine of one profile sub-list, built from its contract definition alone: its calls, the key its
// update and remove send, its add and update schemas, and the blank form its fields imply.
import type { z } from 'zod/mini';
import type { AnswerOf, AnyEndpoint, ApiClient, BodyOf } from '#contract';
import { formToday } from '#contract/form-today.ts';
import { fieldKind, withChecks, type AnySubListContract, type FieldKind } from '#contract/sub-list.ts';
import type { FormValues } from '../form/form.machine';
import { createCrudListMachine } from './crud-list.machine';

export type SubListRow<L extends AnySubListContract> = AnswerOf<L['calls']['list']> extends { data: Array<infer R> } ? R : never;
export type SubListValues<L extends AnySubListContract> = BodyOf<L['calls']['add']> & FormValues;

/** An empty form: '' for text and choices (so a required choice says so), nothing for numbers and files. */
const BLANK: Record<FieldKind, unknown> = { text: '', number: undefined, boolean: false, list: undefined, file: undefined };

/** The blank form of a list's add; `initial` gives a field the view starts elsewhere (Country: KE). */
export function blankOf(list: AnySubListContract, initial: FormValues = {}): FormValues {
  const fields = Object.entries(list.fields as Record<string, z.ZodMiniType>);
  return { ...Object.fromEntries(fields.map(([name, schema]) => [name, BLANK[fieldKind(schema)]])), ...initial };
}

/**
 * What the machine asks of a list's forms: that each takes the values the machine holds. A list whose add and
 * update forms disagree with its add call's body (a field the one has and the other lacks) does not compile.
 */
export interface FormsOf<L extends AnySubListContract> {
  calls: { add: { body: z.ZodMiniType<unknown, SubListValues<L>> }; update: { body: z.ZodMiniType<unknown, SubListValues<L>> } };
}

/** `today`: the day the form's "not after today" rules count from (src/contract/form-today.ts). */
export function createSubListMachine<L extends AnySubListContract>(
  list: L & FormsOf<L>,
  initial?: Partial<SubListValues<L>>,
  today: () => string = formToday,
) {
  type Row = SubListRow<L>;
  type V = SubListValues<L>;
  const { key, calls } = list;
  const blank = blankOf(list, initial);
  const keyOf = (row: Row) => (row as Record<string, unknown>)[key];
  // Any entry of the list: the client checks each body against the entry's schema at run time.
  const call = (api: ApiClient, endpoint: AnyEndpoint, body?: unknown) => api.call(endpoint, { body });
  const { remove } = calls;
  const checks = list.formChecks(today);
  // The form's values as the spec sends them ('OTHER' university without its code…), and a row back into the form.
  const toBody = (values: V) => (list.toBody ? list.toBody(values) : values);
  const toForm = (values: FormValues) => (list.toForm ? list.toForm(values) : values);
  // An edit starts from the row's values of the list's fields; a file is never prefilled (the row keeps its own).
  const prefilled = Object.keys(blank).filter((name) => name !== list.file?.field);
  return createCrudListMachine<Row, V>({
    id: list.name,
    load: async (api) => ((await call(api, calls.list)) as { data: Row[] }).data,
    add: { schema: withChecks(list.calls.add.body, ...checks.add), submit: (api, values) => call(api, calls.add, toBody(values)) },
    update: {
      schema: withChecks(list.calls.update.body, ...checks.update),
      submit: (api, values) => call(api, calls.update, toBody(values)),
    },
    ...(remove ? { remove: (api: ApiClient, row: Row) => call(api, remove, { [key]: keyOf(row) }) } : {}),
    blank: blank as V,
    toValues: (row) => {
      const values: FormValues = { ...blank, [key]: keyOf(row) };
      for (const name of prefilled) values[name] = (row as Record<string, unknown>)[name] ?? blank[name];
      return toForm(values) as V;
    },
    // A sub-list is part of the profile: the checklist and the member data's completeness follow it. It reloads
    // itself after its own change; only news from outside (a referee answering in another tab) reloads it.
    tells: ['profile'],
    hears: ['everything'],
  });
}
