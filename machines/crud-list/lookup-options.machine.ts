// The choices of one lookup field of a sub-list dialog (setup lists: countries, counties, towns, titles…), loaded
// when the field shows through the shared loader: a failed load is a visible, retryable error, never an empty list.
// What to load is the field's (a function of the client, docs/decisions/004-machine-effects.md).
import type { ApiClient } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';

export interface LookupOption {
  value: string;
  label: string;
}

/** One loader per lookup field. */
export const lookupOptionsMachine = (load: (api: ApiClient) => Promise<LookupOption[]>) =>
  createLoaderMachine<LookupOption[]>('subListOptions', load, { hears: [] });
