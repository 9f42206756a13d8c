// One definition per profile sub-list (ARCHITECTURE.md "One pattern for the many sub-lists"): its four calls
// from the endpoint table, the key its update and remove send, the table's columns and the dialog's fields.
// The machine is the shared crud-list machine; the view is the shared SubListView.
import type { ReactNode } from 'react';
import { createCrudListMachine, type CrudListMachine } from '../../../machines/crud-list/crud-list.machine';
import type { FormValues } from '../../../machines/form/form.machine';
import type { AnswerOf, AnyEndpoint, ApiClient, BodyOf } from '../../contract';

export interface Option {
  value: string;
  label: string;
}

export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  kind?: 'text' | 'number' | 'date' | 'textarea' | 'select' | 'checkbox';
  /** Fixed choices, or a lookup loaded when the dialog opens. */
  options?: readonly Option[] | ((api: ApiClient) => Promise<Option[]>);
  /** Shown only while this holds (Professional Registration Number only for a Member). */
  shownWhen?: (values: Partial<V>) => boolean;
  /** Dates of the past only (document 2 §5: date pickers cannot select a future date). */
  pastOnly?: boolean;
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

type RowOf<L extends AnyEndpoint> = AnswerOf<L> extends { data: Array<infer R> } ? R : never;
type KeyName = 'lineNo' | 'EntryNo' | 'entryNo';

export interface SubListResource<Row, V extends FormValues> {
  key: string;
  title: string;
  /** 'banker' in 'Delete this banker?' and 'Add banker'. */
  noun: string;
  machine: CrudListMachine<Row, V>;
  canRemove: boolean;
  rowKey: (row: Row) => number;
  columns: Array<Column<Row>>;
  fields: Array<FieldSpec<V>>;
}

interface ResourceDefinition<L extends AnyEndpoint, A extends AnyEndpoint, U extends AnyEndpoint, R extends AnyEndpoint> {
  key: string;
  title: string;
  noun: string;
  calls: { list: L; add: A; update: U; remove?: R };
  /** The row field the update and remove calls send. */
  keyField: KeyName;
  /** The empty form: '' for text and choices (so a required choice says so), undefined for numbers. */
  blank: Partial<Record<keyof BodyOf<A> & string, unknown>>;
  columns: Array<Column<RowOf<L>>>;
  fields: Array<FieldSpec<BodyOf<A> & FormValues>>;
}

export function defineSubList<L extends AnyEndpoint, A extends AnyEndpoint, U extends AnyEndpoint, R extends AnyEndpoint>(
  def: ResourceDefinition<L, A, U, R>,
): SubListResource<RowOf<L>, BodyOf<A> & FormValues> {
  type Row = RowOf<L>;
  type V = BodyOf<A> & FormValues;
  const { list, add, update, remove } = def.calls;
  const keyOf = (row: Row) => (row as Record<KeyName, number>)[def.keyField];
  // The client checks every body against the same schemas at run time; the casts only spare a generic over
  // each endpoint's argument shape.
  const machine = createCrudListMachine<Row, V>({
    id: def.key,
    load: async (api) => ((await api.call(list, {} as never)) as { data: Row[] }).data,
    add: { schema: add.body as never, submit: (api, values) => api.call(add, { body: values } as never) },
    update: { schema: update.body as never, submit: (api, values) => api.call(update, { body: values } as never) },
    ...(remove ? { remove: (api: ApiClient, row: Row) => api.call(remove, { body: { [def.keyField]: keyOf(row) } } as never) } : {}),
    blank: def.blank as V,
    toValues: (row) => {
      const values: Record<string, unknown> = { [def.keyField]: keyOf(row) };
      for (const field of def.fields) values[field.name] = (row as Record<string, unknown>)[field.name] ?? (def.blank as Record<string, unknown>)[field.name];
      return values as V;
    },
  });
  return { key: def.key, title: def.title, noun: def.noun, machine, canRemove: remove !== undefined, rowKey: keyOf, columns: def.columns, fields: def.fields };
}
