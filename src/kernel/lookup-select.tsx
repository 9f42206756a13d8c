// A choice whose options are a lookup loaded when it shows (setup lists: countries, counties, towns, titles…);
// a failed load says so under the field instead of leaving an empty list, with Try again beside it (spec §A: every
// load ends in data or a visible, retryable error), and a stored value stays visible.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { lookupOptionsMachine } from '#machines/crud-list/lookup-options.machine.ts';
import type { ApiClient } from '#contract';
import { Button } from '#ui/button.tsx';
import { SelectField } from '#ui/select-field.tsx';
import { usePortal } from './portal/portal-context';
import type { LookupOption as Option } from '#machines/crud-list/lookup-options.machine.ts';
import { useFlowActor } from './portal/use-flow-actor';

interface LookupSelectProps {
  load: (api: ApiClient) => Promise<Option[]>;
  /** An optional choice whose list is empty is left out (no referee types set up: no Referee Type). */
  hiddenWithoutChoices?: boolean;
}

export function LookupSelect({
  load,
  hiddenWithoutChoices = false,
  ...props
}: LookupSelectProps & Omit<Parameters<typeof SelectField>[0], 'options'>) {
  const { api } = usePortal();
  // One loader per lookup field: what it loads is part of the machine, the client comes through its input.
  const [optionsLoader] = useState(() => lookupOptionsMachine(load));
  const actor = useFlowActor('lookup-options', optionsLoader, { input: { api } });
  const options = useSelector(actor, (s) => s.context.data);
  const failed = useSelector(actor, (s) => s.context.error);
  // A stored value the list no longer has (an old county name) is shown as it is, never as an empty choice.
  const kept =
    options && props.value && !options.some((o) => o.value === props.value)
      ? [...options, { value: props.value, label: props.value }]
      : options;
  if (hiddenWithoutChoices && kept?.length === 0) return null;
  const select = (
    <SelectField
      {...props}
      options={kept ?? []}
      loading={!options && !failed}
      error={props.error ?? (failed ? `The choices could not be loaded: ${failed}` : undefined)}
    />
  );
  if (!failed) return select;
  return (
    <div className="flex flex-col gap-2">
      {select}
      <div>
        {/* Named after its field: a dialog may hold several failed lookups. */}
        <Button look="secondary" aria-label={`Try again to load ${props.label}`} onClick={() => actor.send({ type: 'load.retry' })}>
          Try again
        </Button>
      </div>
    </div>
  );
}
