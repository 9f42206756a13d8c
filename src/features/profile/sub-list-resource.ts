// What the view adds to a sub-list's contract definition (src/contract/profile-lists.ts): the table's columns and
// the dialog's field layout. Calls, key, schemas, names and the machine all come from the definition.
import type { ReactNode } from 'react';
import { createSubListMachine, type FormsOf, type SubListRow, type SubListValues } from '#machines/crud-list/sub-list.ts';
import type { CrudListMachine } from '#machines/crud-list/crud-list.machine.ts';
import type { FormValues } from '#machines/form/form.machine.ts';
import type { ApiClient } from '#contract';
import type { Caption, Captions } from '#contract/captions.ts';
import type { FormSwitches } from '#contract/form-switches.ts';
import { isOptional, isPastDate, isUpperCased, type AnySubListContract, type SubListOwner } from '#contract/sub-list.ts';
import type { LookupOption } from '#machines/crud-list/lookup-options.machine.ts';

/** A choice of a list field: the lookup loader's (machines/crud-list/lookup-options.machine.ts). */
export type Option = LookupOption;

/** Loads a field's choices when the dialog opens; the caption picks the list where it switches one (EBK). */
export type OptionLoader = (api: ApiClient, captions: Captions) => Promise<Option[]>;

/** How one field of the dialog is drawn. `file` is the list's upload; `files` a list of described PDFs (transcripts). */
export interface FieldLayout<V> {
  name: keyof V & string;
  label: Caption;
  /** `year`: a choice of years from the contract's first one to this year, newest first. */
  kind?: 'text' | 'number' | 'date' | 'textarea' | 'select' | 'checkbox' | 'file' | 'files' | 'year';
  /** Fixed choices, or a lookup loaded when the dialog opens. */
  options?: readonly Option[] | OptionLoader;
  /** A `file` field: the text field a chosen file's name fills while it is empty (an attachment's File Name). */
  namesField?: keyof V & string;
  /**
   * Shown only while this holds (Professional Registration Number only for a Member; a contact's County only while
   * the settings ask for a county).
   */
  shownWhen?: (values: Partial<V>, switches: FormSwitches) => boolean;
}

/** A field as the form draws it: its layout, and whether the contract keeps its date in the past. */
export interface FieldSpec<V> extends FieldLayout<V> {
  pastOnly: boolean;
  /** The contract upper-cases it: the box shows it so as it is typed. */
  upperCase: boolean;
  /** The contract lets it be left out: a lookup of it with no choices is not shown (a referee type). */
  optional: boolean;
}

export interface Column<Row> {
  header: Caption;
  cell: (row: Row) => ReactNode;
  /** The cell is a code of this lookup: the table shows the lookup's name for it (SP02 → Structural Engineering). */
  names?: OptionLoader;
  /** An optional column: shown only while this holds for the rows (a referee type once any referee has one). */
  shownWhen?: (rows: readonly Row[]) => boolean;
}

export interface SubListResource<Row, V extends FormValues> {
  key: string;
  /** Whose list it is (its contract's): it sits on that profile's tabs (profile-sections.tsx, held by a test). */
  owner: SubListOwner;
  title: string;
  /** 'banker' in 'Delete this banker?' and 'Add banker'. */
  noun: string;
  machine: CrudListMachine<Row, V>;
  canRemove: boolean;
  rowKey: (row: Row) => number;
  columns: Array<Column<Row>>;
  fields: Array<FieldSpec<V>>;
  /** The row's kept file, for its preview and the form's "current file" (undefined for a list without one). */
  keptFile: (row: Row) => { name: string; base64: string } | undefined;
}

interface Layout<L extends AnySubListContract> {
  columns: Array<Column<SubListRow<L>>>;
  fields: Array<FieldLayout<SubListValues<L>>>;
  /** A start value other than blank (Country: KE). */
  initial?: Partial<SubListValues<L>>;
}

export function defineSubList<L extends AnySubListContract>(
  list: L & FormsOf<L>,
  layout: Layout<NoInfer<L>>,
): SubListResource<SubListRow<L>, SubListValues<L>> {
  const fields = list.fields as Record<string, unknown>;
  return {
    key: list.name,
    owner: list.owner,
    title: list.title,
    noun: list.noun,
    machine: createSubListMachine(list, layout.initial),
    canRemove: list.calls.remove !== undefined,
    rowKey: (row) => (row as Record<string, number>)[list.key]!,
    columns: layout.columns,
    fields: layout.fields.map((f) => ({
      ...f,
      pastOnly: isPastDate(fields[f.name]),
      upperCase: isUpperCased(fields[f.name]),
      optional: isOptional(fields[f.name]),
    })),
    keptFile: (row) => {
      const r = row as Record<string, unknown>;
      const base64 = list.file ? r[list.file.storedAs] : undefined;
      const name = typeof r.fileName === 'string' && r.fileName !== '' ? r.fileName : 'document.pdf';
      return r.attached === true && typeof base64 === 'string' && base64 !== '' ? { name, base64 } : undefined;
    },
  };
}
