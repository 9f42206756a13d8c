// The Member Checker's search box: a labelled search field and its button. What was typed stays as typed until
// the search it names changes (a new search, Back), when it shows that search's term.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button.tsx';
import { TextField } from '#ui/text-field.tsx';
import type { MemberSearchActor } from './member-search-actor';

export function SearchBox({ actor }: { actor: MemberSearchActor }) {
  const term = useSelector(actor, (s) => s.context.search.term);
  const termError = useSelector(actor, (s) => s.context.termError);
  const [text, setText] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    setText(term);
  }
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'search.submit', term: text });
  };
  return (
    <form role="search" aria-label="Members" onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        label="Name or member number"
        type="search"
        value={text}
        onValue={setText}
        error={termError ?? undefined}
        autoComplete="off"
        spellCheck={false}
        className="min-w-0 flex-1 basis-56"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
