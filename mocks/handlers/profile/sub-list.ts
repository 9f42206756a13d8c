// ONE handler factory for the profile's sub-lists (contacts, certifications, work experience, referees,
// specialization, institutions, convictions, attachments, shareholders, directors, employees, bankers, facilities,
// services): list the caller's rows, add with the next line number of the profile, update and remove only the
// caller's own rows (another member's row is 404 and nothing changes). Special behaviour (referee e-mails, files,
// registration-number checks) is composed in through toFields and the after* hooks.
import type { AnyEndpoint } from '../../../src/contract';
import type { StoredAccount } from '../../core/accounts';
import { notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { AnyCollection, Db } from '../../db';
import type { World } from '../../world/world';
import { syncProfileComplete } from './checklist-rules';
import { requireProfile, type StoredProfile } from './common';

export type Row = Record<string, unknown>;

export interface SubListContext {
  db: Db;
  world: World;
  user: StoredAccount;
  profile: StoredProfile;
}

export interface SubListOptions {
  /** For messages: 'Contact added'. */
  label: string;
  collection: (db: Db) => AnyCollection;
  /** The owner field of the rows (the spec spells it both ways). */
  owner: 'ProfileID' | 'profileID';
  /** The row key that update and remove send. */
  key: 'lineNo' | 'EntryNo' | 'entryNo';
  /** Other number fields that carry the same value (EntryNo next to lineNo). */
  mirrorKeys?: string[];
  endpoints: {
    list?: AnyEndpoint;
    add?: AnyEndpoint;
    update?: AnyEndpoint;
    remove?: AnyEndpoint;
    /** One call that adds, or updates when the body carries the key (profile/contact). */
    upsert?: AnyEndpoint;
  };
  /** Field values of a new row before toFields (every field the record schema needs). */
  defaults: Row;
  /** Stored fields from a parsed add/update body; `existing` is set on update. Throw an http error to refuse. */
  toFields: (body: Row, ctx: SubListContext, existing: Row | undefined) => Row | Promise<Row>;
  /** The answer row (drop server-only fields). Default: the record as is. */
  toItem?: (record: Row) => Row;
  afterAdd?: (record: Row, ctx: SubListContext) => Promise<void>;
  afterUpdate?: (record: Row, ctx: SubListContext, previous: Row) => Promise<void>;
}

type Ctx = { db: Db; world: World; user: StoredAccount; body: unknown };

export function subListRoutes(o: SubListOptions): MockRoute[] {
  const toItem = o.toItem ?? ((r: Row) => ({ ...r }));
  const ownRows = (db: Db, profileId: string) =>
    (o.collection(db).findMany((q) => q.where({ [o.owner]: profileId }), { orderBy: { [o.key]: 'asc' } }) as Row[]);
  const findOwn = (db: Db, profileId: string, key: unknown) => {
    const found = typeof key === 'number' ? (o.collection(db).findFirst((q) => q.where({ [o.owner]: profileId, [o.key]: key })) as Row | undefined) : undefined;
    if (!found) throw notFound('Not found.');
    return found;
  };
  const context = ({ db, world, user }: Ctx): SubListContext => ({ db, world, user, profile: requireProfile(db, user) });

  async function add(c: Ctx) {
    const ctx = context(c);
    const body = c.body as Row;
    const fields = await o.toFields(body, ctx, undefined);
    const next = ownRows(ctx.db, ctx.profile.ProfileID).reduce((max, r) => Math.max(max, Number(r[o.key]) || 0), 0) + 1;
    const keys: Row = { [o.key]: next };
    for (const k of o.mirrorKeys ?? []) keys[k] = next;
    const created = (await o.collection(ctx.db).create({ ...o.defaults, ...fields, ...keys, [o.owner]: ctx.profile.ProfileID })) as Row;
    await o.afterAdd?.(created, ctx);
    await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
    const latest = findOwn(ctx.db, ctx.profile.ProfileID, next);
    return { data: toItem(latest), message: `${o.label} added` };
  }

  async function update(c: Ctx) {
    const ctx = context(c);
    const body = c.body as Row;
    const existing = findOwn(ctx.db, ctx.profile.ProfileID, body[o.key]);
    const fields = await o.toFields(body, ctx, existing);
    const updated = ((await o.collection(ctx.db).update(existing, {
      data: (draft: Row) => {
        for (const [k, v] of Object.entries(fields)) if (v !== undefined && k !== o.key && k !== o.owner) draft[k] = v;
      },
    })) ?? existing) as Row;
    await o.afterUpdate?.(updated, ctx, existing);
    await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
    return { data: toItem(findOwn(ctx.db, ctx.profile.ProfileID, existing[o.key])), message: `${o.label} updated` };
  }

  const routes: MockRoute[] = [];
  const { list, add: addEndpoint, update: updateEndpoint, remove, upsert } = o.endpoints;
  if (list) {
    routes.push(route(list, (c) => ({ data: ownRows(c.db, requireProfile(c.db, c.user).ProfileID).map(toItem) })));
  }
  if (addEndpoint) routes.push(route(addEndpoint, (c) => add(c as Ctx) as never));
  if (updateEndpoint) routes.push(route(updateEndpoint, (c) => update(c as Ctx) as never));
  if (upsert) {
    routes.push(route(upsert, (c) => ((c.body as unknown as Row)[o.key] === undefined ? add(c as Ctx) : update(c as Ctx)) as never));
  }
  if (remove) {
    routes.push(
      route(remove, async (c) => {
        const ctx = context(c);
        const existing = findOwn(ctx.db, ctx.profile.ProfileID, (c.body as unknown as Row)[o.key]);
        o.collection(ctx.db).delete(existing);
        await syncProfileComplete(ctx.db, ctx.profile.ProfileID);
        return { message: `${o.label} removed` };
      }),
    );
  }
  return routes;
}
