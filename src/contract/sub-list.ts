// One definition per profile sub-list (docs/architecture.md "One pattern for the many sub-lists"): its path, the
// fields its add and update send, key and owner; its row schema and endpoints are derived from them, and the fake
// server's one factory and the crud-list machine read it, so a list's calls, stored fields and form cannot drift.
import { z } from './mini';
import { defineEndpoint, type AnyEndpoint, type Endpoint } from './endpoint';
import { envelope, listEnvelope, MessageAnswerSchema } from './envelope';
import { innerSchemaOf } from './inner-schema';
import { AnswerDayOrEmptySchema, messages } from './rules';

/** The spec's row keys: update and remove send the list's own one; rows carry it and, on some lists, a twin. */
export const SUB_LIST_KEYS = ['lineNo', 'EntryNo', 'entryNo'] as const;
export type SubListKey = (typeof SUB_LIST_KEYS)[number];
/** The spec spells a row's owner field both ways; the spelling says nothing about whose list it is. */
export type SubListOwnerField = 'ProfileID' | 'profileID';
/**
 * Whose list it is: the individual profile's, the firm profile's, or either's (attachments). Every definition says
 * it: the working examples sign in as that profile's persona and read its rows (mocks/examples/profile.ts), and the
 * profile page shows the list on that profile's tabs.
 */
export type SubListOwner = 'individual' | 'firm' | 'either';

export const subListMessages = {
  keyRequired: 'Choose the row to change',
  dateInFuture: 'Date cannot be later than today',
} as const;

/** The key a change sends: a positive whole number. */
export const rowKey = z
  .number({ error: subListMessages.keyRequired })
  .check(z.int(subListMessages.keyRequired), z.positive(subListMessages.keyRequired));
type RowKey = typeof rowKey;

/**
 * What a field is beyond its type, for the view and the fake server alike: a date that cannot be after today
 * (spec 2 §5 "date pickers cannot select a future date"), a year that cannot be after this year with the message
 * of a later one (spec 2 §9), a text the spec upper-cases as typed (spec 2 §3, §5). Kept in a zod registry of our
 * own (decision 032): the schema stays the one given, and zod's JSON Schema export does not print the marks.
 */
interface FieldMarks {
  pastDate?: true;
  pastYear?: string;
  upperCased?: true;
}
const fieldMarks = z.registry<FieldMarks>();

/** A copy of `schema` with `marks` added: marking a shared schema (IsoDateSchema) never marks its other uses. */
function marked<T extends z.ZodMiniType>(schema: T, marks: FieldMarks): T {
  const own = schema.clone();
  fieldMarks.add(own, { ...fieldMarks.get(schema), ...marks });
  return own;
}

/**
 * A field's marks, on the schema or on any it wraps: `pastDate(z.optional(x))` and `z.optional(pastDate(x))` mark
 * the same field, so the wrapping order cannot drop a rule from the form or the server.
 */
function marksOf(schema: unknown): FieldMarks {
  if (!(schema instanceof z.ZodMiniType)) return {};
  const inner = innerSchemaOf(schema);
  return { ...(inner ? marksOf(inner) : {}), ...fieldMarks.get(schema) };
}

/** Marks a date field that cannot be after today: the view caps its picker and the fake server refuses a later one. */
export const pastDate = <T extends z.ZodMiniType>(schema: T): T => marked(schema, { pastDate: true });
export const isPastDate = (schema: unknown): boolean => marksOf(schema).pastDate === true;

/**
 * Marks a year field that cannot be after this year, with the message of a later one: the form checks it against
 * its today, the fake server against the simulated clock's.
 */
export const pastYear = <T extends z.ZodMiniType>(schema: T, message: string): T => marked(schema, { pastYear: message });
/** The message of a year later than this year, or undefined when the field is no year. */
export const pastYearMessage = (schema: unknown): string | undefined => marksOf(schema).pastYear;

/**
 * The "not after today" rules made real for a given today: the static schemas cannot know the day (the fake server
 * checks them by its simulated clock), so a form asks with its own, and says so beside the field. A field that
 * already failed its own rule (not a date) gets no second message.
 */
function notLaterThan(fields: z.core.$ZodShape, today: () => string) {
  const marked = Object.entries(fields).flatMap(([name, schema]) => {
    const yearMessage = pastYearMessage(schema);
    if (yearMessage !== undefined) {
      const later = (v: unknown) => typeof v === 'number' && v > Number(today().slice(0, 4));
      return [{ name, later, message: yearMessage }];
    }
    if (!isPastDate(schema)) return [];
    const later = (v: unknown) => typeof v === 'string' && v !== '' && v.slice(0, 10) > today();
    return [{ name, later, message: subListMessages.dateInFuture }];
  });
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (!isRecord(value)) return;
      for (const { name, later, message } of marked) {
        const failed = ctx.issues.some((issue) => issue.path?.[0] === name);
        if (!failed && later(value[name])) ctx.addIssue({ code: 'custom', message, path: [name], input: value[name] });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A rule a form adds to its call's body. */
export type FormCheck = z.core.$ZodCheck<unknown>;

/** `schema` with `checks` added, as the same type: a form schema is its call's body, checked further. */
export const withChecks = <S extends z.ZodMiniType>(schema: S, ...checks: FormCheck[]): S => schema.check(...checks);

/** Marks a text field the spec upper-cases as typed: the view shows it so, the server keeps it so. */
export const upperCased = <T extends z.ZodMiniType>(schema: T): T => marked(schema, { upperCased: true });
export const isUpperCased = (schema: unknown): boolean => marksOf(schema).upperCased === true;

/** Whether a field may be left out of the body. */
export const isOptional = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as z.ZodMiniType).safeParse(undefined).success;

/** What a field holds, as the fake server's empty row and the form's blank need it. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'list' | 'file';

/** The schema of the value itself: wrappers (optional, default…) and pipes hold it; a union of '' and a value is that value. */
function valueSchemaOf(schema: z.ZodMiniType): z.ZodMiniType {
  const inner = innerSchemaOf(schema) ?? (schema instanceof z.ZodMiniUnion ? (schema.def.options.at(-1) as z.ZodMiniType) : undefined);
  return inner ? valueSchemaOf(inner) : schema;
}

const KINDS: Partial<Record<string, FieldKind>> = { number: 'number', int: 'number', boolean: 'boolean', array: 'list', custom: 'file' };
export const fieldKind = (schema: z.ZodMiniType): FieldKind => KINDS[valueSchemaOf(schema).type] ?? 'text';

/** How a row keeps what a field sends: choices as the same choices, text, numbers and flags as plain values. */
const STORED: Record<FieldKind, () => z.ZodMiniType> = {
  text: () => z.string(),
  number: () => z.number(),
  boolean: () => z.boolean(),
  list: () => z.array(z.unknown()),
  file: () => z.string(),
};
/** A date field: its rule checks a calendar day (requiredIsoDate, IsoDateSchema). */
const isDay = (value: z.ZodMiniType): boolean => value.def.checks?.some((check) => check instanceof z.ZodMiniISODate) ?? false;

/**
 * A date is kept and read back as a day, or '' when the row has none (an optional date left out), so the list's
 * answer says `format: date` in the OpenAPI and a backend cannot send the table a text it would print as a date.
 */
function storedOf(schema: z.ZodMiniType): z.ZodMiniType {
  const value = valueSchemaOf(schema);
  if (value.type === 'enum') return value;
  return isDay(value) ? AnswerDayOrEmptySchema : STORED[fieldKind(schema)]();
}

type Obj<S extends z.core.$ZodShape> = z.ZodMiniObject<S, z.core.$strip>;
type Keyed<K extends string, T extends z.ZodMiniType> = { [P in K]: T };
type None = Record<never, never>;

type Kept<T> = Exclude<T, undefined>;
/** A row keeps each field it is sent, as a present value ('' for text left out). */
type StoredShape<F extends z.core.$ZodShape, Skip extends PropertyKey> = {
  [P in Exclude<keyof F, Skip>]: z.ZodMiniType<Kept<z.output<F[P]>>, Kept<z.output<F[P]>>>;
};
type FileShape<A extends string> = [A] extends [never]
  ? None
  : Keyed<A, z.ZodMiniString> & { attached: z.ZodMiniBoolean; fileName: z.ZodMiniString };
/** The row: its key (and twin), its owner, what it is sent, its file, and what only the server sets. */
type ItemShape<
  K extends SubListKey,
  T extends SubListKey,
  O extends SubListOwnerField,
  F extends z.core.$ZodShape,
  Skip extends PropertyKey,
  A extends string,
  R extends z.core.$ZodShape,
> = Keyed<K | T, z.ZodMiniNumber> & Keyed<O, z.ZodMiniString> & Omit<StoredShape<F, Skip>, keyof R | A> & FileShape<A> & R;
type Member = 'member';

type ListCall<Item extends z.ZodMiniType> = Endpoint<'GET', string, undefined, undefined, ReturnType<typeof listEnvelope<Item>>>;
type SaveCall<Body extends z.ZodMiniType, Item extends z.ZodMiniType> = Endpoint<
  'POST',
  string,
  undefined,
  Body,
  ReturnType<typeof envelope<Item>>
>;
type RemoveCall<K extends SubListKey> = Endpoint<'POST', string, undefined, Obj<Keyed<K, RowKey>>, typeof MessageAnswerSchema>;

type AddBody<F extends z.core.$ZodShape, K extends SubListKey, Upsert extends boolean> = Upsert extends true
  ? Obj<F & Keyed<K, z.ZodMiniOptional<RowKey>>>
  : Obj<F>;
type UpdateBody<F extends z.core.$ZodShape, K extends SubListKey, Upsert extends boolean> = Upsert extends true
  ? AddBody<F, K, Upsert>
  : Obj<F & Keyed<K, RowKey>>;

/** The list's calls by role; where one call adds and updates (upsert), add and update are that one call. */
interface SubListCalls<
  Item extends z.ZodMiniType,
  F extends z.core.$ZodShape,
  K extends SubListKey,
  Upsert extends boolean,
  Remove extends boolean,
> {
  list: ListCall<Item>;
  add: SaveCall<AddBody<F, K, Upsert>, Item>;
  update: SaveCall<UpdateBody<F, K, Upsert>, Item>;
  remove: Remove extends true ? RemoveCall<K> : undefined;
}

/** The calls under their names in the endpoint table: bankers, addBanker, updateBanker, removeBanker (saveContact). */
type SubListEndpoints<
  Name extends string,
  One extends string,
  Item extends z.ZodMiniType,
  F extends z.core.$ZodShape,
  K extends SubListKey,
  Upsert extends boolean,
  Remove extends boolean,
> = {
  [P in Name]: ListCall<Item>;
} & (Upsert extends true
  ? { [P in `save${One}`]: SaveCall<AddBody<F, K, true>, Item> }
  : { [P in `add${One}`]: SaveCall<AddBody<F, K, false>, Item> } & { [P in `update${One}`]: SaveCall<UpdateBody<F, K, false>, Item> }) &
  (Remove extends true ? { [P in `remove${One}`]: RemoveCall<K> } : Record<never, never>);

export interface SubListSpec<
  Name extends string,
  One extends string,
  F extends z.core.$ZodShape,
  K extends SubListKey,
  T extends SubListKey,
  O extends SubListOwnerField,
  R extends z.core.$ZodShape,
  FF extends keyof F & string,
  A extends string,
  Skip extends keyof F & string,
  Upsert extends boolean,
  Remove extends boolean,
> {
  /** The list call's name in the endpoint table; the row calls are add/update/remove + `one`. */
  name: Name;
  one: One;
  /** 'Bankers': the section's heading. */
  title: string;
  /** 'banker': 'Banker added', 'Add banker', 'Delete this banker?'. */
  noun: string;
  /** GET lists, POST adds, POST …/update and …/remove change a row. */
  path: string;
  /** Where the spec adds at a path of its own (profile/referee/add). */
  addPath?: string;
  /** What add and update send (update adds the key); the row keeps each of them. */
  fields: F;
  /** Rules across fields (end after start…), run on add and update alike. */
  rules?: (value: z.output<Obj<F>>, ctx: z.core.$RefinementCtx) => void;
  /** The row number that update and remove send. */
  key: K;
  /** A second row number that carries the same value (EntryNo beside lineNo). */
  twin?: T;
  /** Whose list it is (SubListOwner): a choice every definition makes, whatever its owner field's spelling. */
  owner: SubListOwner;
  /** How the row spells its owner field: `ProfileID`, or `profileID` where the spec's row says so. */
  ownerField: O;
  /** Row fields the server sets (or keeps in another form than sent); they win over a sent field of that name. */
  row?: R;
  /** Fields sent but not kept under their name (the referee's MemberNo, answered as memberNo). */
  sentOnly?: readonly Skip[];
  /** An uploaded PDF: the field it is sent in and the row field that keeps it as base64 (required on add). */
  file?: { field: FF; storedAs: A };
  /** One POST adds, or updates the row whose key it carries (profile/contact has no update call). */
  upsert?: Upsert;
  /** False where the spec has no remove call (specialization). */
  remove?: Remove;
  encoding?: 'form';
  /** What the summaries of the table add beyond 'Add a banker' (the spec's side effects). */
  notes?: { add?: string; update?: string };
  /** The spec's text when the server refuses an add or update without a message (DECISIONS A). */
  refused?: string;
  /** The form's values as add and update send them, where they differ ('OTHER' university drops its code). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** A row's values as the form shows them on edit: the inverse of `toBody`. */
  toForm?: (values: Record<string, unknown>) => Record<string, unknown>;
  spec: string;
}

/** Any list, as the fake server's factory and the crud-list machine read it. */
export interface AnySubListContract {
  name: string;
  title: string;
  noun: string;
  /** The row: what the list call answers per row and the fake server stores. */
  item: z.ZodMiniObject;
  fields: z.core.$ZodShape;
  key: SubListKey;
  owner: SubListOwner;
  ownerField: SubListOwnerField;
  file: { field: string; storedAs: string } | undefined;
  upsert: boolean;
  toBody: ((values: Record<string, unknown>) => Record<string, unknown>) | undefined;
  toForm: ((values: Record<string, unknown>) => Record<string, unknown>) | undefined;
  calls: { list: AnyEndpoint; add: AnyEndpoint; update: AnyEndpoint; remove: AnyEndpoint | undefined };
  /**
   * What the dialog's forms check beyond add's and update's bodies: the dates and years against `today`, and the
   * file a new row needs. The forms are the bodies with these added (`withChecks`), so a form and its call cannot
   * disagree on a field.
   */
  formChecks: (today: () => string) => { add: FormCheck[]; update: FormCheck[] };
  /** The forms as schemas, for a reader that needs no more than a schema (their tests). */
  formSchemas: (today: () => string) => { add: z.ZodMiniType; update: z.ZodMiniType };
}

/** One list with its types: the view's columns and fields are checked against its row and body. */
export interface SubListContract<
  Name extends string,
  One extends string,
  Item extends z.ZodMiniObject,
  F extends z.core.$ZodShape,
  K extends SubListKey,
  Upsert extends boolean,
  Remove extends boolean,
> extends AnySubListContract {
  name: Name;
  item: Item;
  fields: F;
  key: K;
  upsert: Upsert;
  calls: SubListCalls<Item, F, K, Upsert, Remove>;
  endpoints: SubListEndpoints<Name, One, Item, F, K, Upsert, Remove>;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
const noted = (summary: string, note: string | undefined) => (note ? `${summary} (${note})` : summary);

export function defineSubListContract<
  const Name extends string,
  const One extends string,
  F extends z.core.$ZodShape,
  const K extends SubListKey,
  const O extends SubListOwnerField,
  R extends z.core.$ZodShape = None,
  const T extends SubListKey = never,
  const FF extends keyof F & string = never,
  const A extends string = never,
  const Skip extends keyof F & string = never,
  const Upsert extends boolean = false,
  const Remove extends boolean = true,
>(
  def: SubListSpec<Name, One, F, K, T, O, R, FF, A, Skip, Upsert, Remove>,
): SubListContract<Name, One, Obj<ItemShape<K, T, O, F, Skip | FF, A, R>>, F, K, Upsert, Remove> {
  type Item = Obj<ItemShape<K, T, O, F, Skip | FF, A, R>>;
  const kept = Object.entries(def.fields).filter(
    ([name]) => name !== def.file?.field && !(def.sentOnly as readonly string[] | undefined)?.includes(name),
  );
  const item = z.object({
    ...Object.fromEntries([def.key, ...(def.twin ? [def.twin] : [])].map((k) => [k, z.number().check(z.int())])),
    [def.ownerField]: z.string(),
    ...Object.fromEntries(kept.map(([name, schema]) => [name, storedOf(schema as z.ZodMiniType)])),
    ...(def.file ? { [def.file.storedAs]: z.string(), attached: z.boolean(), fileName: z.string() } : {}),
    ...def.row,
  }) as Item;
  const upsert = (def.upsert ?? false) as Upsert;
  const hasRemove = def.remove ?? true;
  const { path, spec, noun, notes } = def;
  const refused = def.refused === undefined ? {} : { refused: def.refused };
  const access: Member = 'member';
  const encoding = def.encoding ?? 'json';
  const answer = envelope(item);
  const body = (shape: z.core.$ZodShape) => {
    const schema = z.object(shape);
    // The rules run even when a field failed (by default zod skips them after an aborting issue), so a refused Save
    // lists every message at once: an empty Foreign qualification names its contact fields too.
    const rules = def.rules as ((value: unknown, ctx: z.core.$RefinementCtx) => void) | undefined;
    return rules
      ? schema.check(z.superRefine(rules, { when: (payload) => typeof payload.value === 'object' && payload.value !== null }))
      : schema;
  };
  const one = `${article(noun)} ${noun}`;

  const list = defineEndpoint({ method: 'GET', path, access, spec, summary: def.title, answer: listEnvelope(item) });
  const add = upsert
    ? defineEndpoint({
        method: 'POST',
        path,
        access,
        spec,
        encoding,
        summary: `Add ${one}, or update one (${def.key})`,
        once: true,
        ...refused,
        body: body({ [def.key]: z.optional(rowKey), ...def.fields }),
        answer,
      })
    : defineEndpoint({
        method: 'POST',
        path: def.addPath ? `${path}/${def.addPath}` : path,
        access,
        spec,
        encoding,
        summary: noted(`Add ${one}`, notes?.add),
        once: true,
        ...refused,
        body: body(def.fields),
        answer,
      });
  const update = upsert
    ? add
    : defineEndpoint({
        method: 'POST',
        path: `${path}/update`,
        access,
        spec,
        encoding,
        summary: noted(`Update ${one}`, notes?.update),
        ...refused,
        body: body({ [def.key]: rowKey, ...def.fields }),
        answer,
      });
  const remove = hasRemove
    ? defineEndpoint({
        method: 'POST',
        path: `${path}/remove`,
        access,
        spec,
        summary: `Remove ${one}`,
        body: z.object({ [def.key]: rowKey }),
        answer: MessageAnswerSchema,
      })
    : undefined;

  // The calls' types are written out by the mapped types above (TypeScript cannot follow a key chosen at run time);
  // the run-time entries are built from the same parts, and tests/contract/sub-list.test.ts holds each list's calls
  // and rows to the spec's.
  const calls = { list, add, update, remove } as SubListCalls<Item, F, K, Upsert, Remove>;

  // The dialog's forms are the calls' own bodies with the day-bound rules added, so the form and the call cannot
  // disagree on a field. A new row needs its file (the fake server refuses one without, spec 2): the add form says
  // so beside the file field before anything is sent, instead of a refusal above a long dialog. An edit keeps the
  // stored file.
  const fileField = def.file && !upsert ? def.file.field : undefined;
  const fileRequired = z.superRefine<unknown>(
    (value, ctx) => {
      if (fileField === undefined || !isRecord(value) || value[fileField] !== undefined) return;
      if (!ctx.issues.some((issue) => issue.path?.[0] === fileField))
        ctx.addIssue({ code: 'custom', message: messages.attachmentRequired, path: [fileField], input: value[fileField] });
    },
    { when: (payload) => isRecord(payload.value) },
  );
  const formChecks = (today: () => string) => {
    const notLater = notLaterThan(def.fields, today);
    return { add: [notLater, fileRequired], update: [notLater] };
  };
  const formSchemas = (today: () => string) => {
    const checks = formChecks(today);
    return { add: withChecks(calls.add.body, ...checks.add), update: withChecks(calls.update.body, ...checks.update) };
  };

  const endpoints: Record<string, unknown> = { [def.name]: list };
  if (upsert) endpoints[`save${def.one}`] = add;
  else Object.assign(endpoints, { [`add${def.one}`]: add, [`update${def.one}`]: update });
  if (remove) endpoints[`remove${def.one}`] = remove;

  return {
    name: def.name,
    title: def.title,
    noun,
    item,
    fields: def.fields,
    key: def.key,
    owner: def.owner,
    ownerField: def.ownerField,
    file: def.file,
    upsert,
    toBody: def.toBody,
    toForm: def.toForm,
    formChecks,
    formSchemas,
    calls,
    endpoints: endpoints as SubListEndpoints<Name, One, Item, F, K, Upsert, Remove>,
  };
}
