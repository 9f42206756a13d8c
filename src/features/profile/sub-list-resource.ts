// What the view adds to a sub-list's contract definition (src/contract/profile-lists.ts): the table's columns and
// the dialog's field layout. Calls, key, schemas, names and the machine all come from the definition.
import type { ReactNode } from 'react';
import { createSubListMachine, type SubListRow, type SubListValues } from '../../../machines/crud-list/sub-list';
import type { CrudListMachine } from '../../../machines/crud-list/crud-list.machine';
import type { FormValues } from '../../../machines/form/form.machine';
import type { ApiClient } from '../../contract';
import { isPastDate, type AnySubListContract } from '../../contract/sub-list';

export interface Option {
  value: string;
  label: string;
}

/** How one field of the dialog is drawn. */
export interface FieldLayout<V> {
  name: keyof V & string;
  label: string;
  kind?: 'text' | 'number' | 'date' | 'textarea' | 'select' | 'checkbox';
  /** Fixed choices, or a lookup loaded when the dialog opens. */
  options?: readonly Option[] | ((api: ApiClient) => Promise<Option[]>);
  /** Shown only while this holds (Professional Registration Number only for a Member). */
  shownWhen?: (values: Partial<V>) => boolean;
}

/** A field as the form draws it: its layout, and whether the contract keeps its date in the past. */
export interface FieldSpec<V> extends FieldLayout<V> {
  pastOnly: boolean;
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

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

interface Layout<L extends AnySubListContract> {
  columns: Array<Column<SubListRow<L>>>;
  fields: Array<FieldLayout<SubListValues<L>>>;
  /** A start value other than blank (Country: KE). */
  initial?: Partial<SubListValues<L>>;
}

export function defineSubList<L extends AnySubListContract>(list: L, layout: Layout<NoInfer<L>>): SubListResource<SubListRow<L>, SubListValues<L>> {
  const fields = list.fields as Record<string, unknown>;
  return {
    key: list.name,
    title: list.title,
    noun: list.noun,
    machine: createSubListMachine(list, layout.initial),
    canRemove: list.calls.remove !== undefined,
    rowKey: (row) => (row as Record<string, number>)[list.key]!,
    columns: layout.columns,
    fields: layout.fields.map((f) => ({ ...f, pastOnly: isPastDate(fields[f.name]) })),
  };
}
