// ONE handler factory for the profile's sub-lists, read from each list's contract definition: list the caller's
// rows, add with the next number of the profile, update and remove only the caller's own rows (another member's
// row is 404 and nothing changes). The stored fields are the definition's fields that its rows have; an update
// keeps what the body leaves out; every past-only date is checked against the simulated today; an uploaded PDF
// is stored as base64 (required on add unless the row has one). Special behaviour (referee e-mails, registration
// numbers, employee types…) is composed in through `compose` and the after* hooks.
import { messages } from '#contract';
import { fieldKind, isPastDate, pastYearMessage, SUB_LIST_KEYS, type AnySubListContract, type FieldKind } from '#contract/sub-list.ts';
import type { StoredAccount } from '../../core/accounts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { AnyCollection, Db } from '../../db';
import type { Simulation } from '../../simulation/simulation';
import { syncProfileComplete } from '../checklist/checklist-rules';
import { notAfterToday, readPdf, requireProfile, type StoredProfile } from './common';

export type Row = Record<string, unknown>;

export interface SubListContext {
  db: Db;
  simulation: Simulation;
  user: StoredAccount;
  profile: StoredProfile;
}

export interface SubListBehaviour {
  collection: (db: Db) => AnyCollection;
  /**
   * What the list adds to the stored fields (derived values, checks against other records); `fields` are the
   * stored fields so far, `existing` is set on update. Throw an http error to refuse.
   */
  compose?: (fields: Row, ctx: SubListContext, existing: Row | undefined, body: Row) => Row | Promise<Row>;
  afterAdd?: (record: Row, ctx: SubListContext) => Promise<void>;
  afterUpdate?: (record: Row, ctx: SubListContext, previous: Row) => Promise<void>;
}

type Ctx = { db: Db; simulation: Simulation; user: StoredAccount; body: unknown };

/** A new row's value of a field its add does not set. */
const EMPTY: Record<FieldKind, unknown> = { text: '', number: 0, boolean: false, list: [], file: undefined };
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The uploaded PDF as the row's fields; none is an error unless the row already has one. */
async function storedFile(file: unknown, existing: Row | undefined, storedAs: string): Promise<Row> {
  const stored = await readPdf(file as Blob | undefined);
  if (stored) return { [storedAs]: stored.base64, attached: true, fileName: stored.name };
  if (!existing || !existing.attached) throw unprocessable(messages.attachmentRequired);
  return {};
}

/**
 * The list's "not after today" rules by the simulated clock, read from the contract's marks (however `optional`
 * wraps them): a later date is refused with the list's message, a later year (a completion year) with its field's.
 */
export function notLaterRules(list: AnySubListContract): (fields: Row, simulation: Simulation) => void {
  const pastDates = Object.keys(list.fields).filter((f) => isPastDate(list.fields[f]));
  const pastYears = Object.keys(list.fields).flatMap((f) => {
    const message = pastYearMessage(list.fields[f]);
    return message === undefined ? [] : [{ field: f, message }];
  });
  return (fields, simulation) => {
    notAfterToday(simulation, ...pastDates.map((f) => fields[f] as string | undefined));
    const thisYear = Number(simulation.today().slice(0, 4));
    for (const { field, message } of pastYears) {
      if (typeof fields[field] === 'number' && fields[field] > thisYear) throw unprocessable(message);
    }
  };
}

export function subListRoutes(list: AnySubListContract, o: SubListBehaviour): MockRoute[] {
  const { key, ownerField: owner, file } = list;
  const rowShape = list.item.shape as Record<string, Parameters<typeof fieldKind>[0]>;
  const stored = Object.keys(list.fields).filter((f) => f in rowShape && f !== key && f !== file?.field);
  const notLater = notLaterRules(list);
  // Rows that carry a second number (EntryNo beside lineNo) give it the same value.
  const twins = SUB_LIST_KEYS.filter((k) => k !== key && k in rowShape);
  const emptyRow: Row = Object.fromEntries(Object.entries(rowShape).map(([f, s]) => [f, EMPTY[fieldKind(s)]]));
  const label = capitalised(list.noun);
  // The answer row: server-only fields of the record (a referee's request code) never leave the server.
  const toItem = (record: Row): Row => Object.fromEntries(Object.keys(rowShape).map((f) => [f, record[f]]));

  const ownRows = (db: Db, profileId: string) =>
    o.collection(db).findMany((q) => q.where({ [owner]: profileId }), { orderBy: { [key]: 'asc' } }) as Row[];
  const findOwn = (db: Db, profileId: string, value: unknown) => {
    const found =
      typeof value === 'number'
        ? (o.collection(db).findFirst((q) => q.where({ [owner]: profileId, [key]: value })) as Row | undefined)
        : undefined;
    if (!found) throw notFound('Not found.');
    return found;
  };
  const context = ({ db, simulation, user }: Ctx): SubListContext => ({ db, simulation, user, profile: requireProfile(db, user) });

  async function toFields(body: Row, ctx: SubListContext, existing: Row | undefined): Promise<Row> {
    const base = existing ?? emptyRow;
    const fields: Row = Object.fromEntries(stored.map((f) => [f, body[f] ?? base[f]]));
    Object.assign(fields, await o.compose?.(fields, ctx, existing, body));
    notLater(fields, ctx.simulation);
    // What the body names (an attachment's own fileName) wins over what the file says.
    return file ? { ...(await storedFile(body[file.field], existing, file.storedAs)), ...fields } : fields;
  }

  async function add(c: Ctx) {
    const ctx = context(c);
    const fields = await toFields(c.body as Row, ctx, undefined);
    const next = ownRows(ctx.db, ctx.profile.ProfileID).reduce((max, r) => Math.max(max, Number(r[key]) || 0), 0) + 1;
    const numbers: Row = Object.fromEntries([key, ...twins].map((k) => [k, next]));
    const created = (await o.collection(ctx.db).create({ ...emptyRow, ...fields, ...numbers, [owner]: ctx.profile.ProfileID })) as Row;
    await o.afterAdd?.(created, ctx);
    await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
    return { data: toItem(findOwn(ctx.db, ctx.profile.ProfileID, next)), message: `${label} added` };
  }

  async function update(c: Ctx) {
    const ctx = context(c);
    const existing = findOwn(ctx.db, ctx.profile.ProfileID, (c.body as Row)[key]);
    const fields = await toFields(c.body as Row, ctx, existing);
    const updated = ((await o.collection(ctx.db).update(existing, {
      data: (draft: Row) => {
        for (const [k, v] of Object.entries(fields)) if (v !== undefined && k !== key && k !== owner) draft[k] = v;
      },
    })) ?? existing) as Row;
    await o.afterUpdate?.(updated, ctx, existing);
    await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
    return { data: toItem(findOwn(ctx.db, ctx.profile.ProfileID, existing[key])), message: `${label} updated` };
  }

  async function remove(c: Ctx) {
    const ctx = context(c);
    o.collection(ctx.db).delete(findOwn(ctx.db, ctx.profile.ProfileID, (c.body as Row)[key]));
    await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
    return { message: `${label} removed` };
  }

  /** One call adds, or updates the row whose key the body carries. */
  const upsert = (c: Ctx) => ((c.body as Row)[key] === undefined ? add(c) : update(c));

  const { calls } = list;
  const routes: MockRoute[] = [route(calls.list, (c) => ({ data: ownRows(c.db, requireProfile(c.db, c.user).ProfileID).map(toItem) }))];
  if (list.upsert) {
    routes.push(route(calls.add, upsert));
  } else {
    routes.push(
      route(calls.add, (c) => add(c)),
      route(calls.update, (c) => update(c)),
    );
  }
  if (calls.remove) routes.push(route(calls.remove, (c) => remove(c)));
  return routes;
}
