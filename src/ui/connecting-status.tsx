// What a form sent before the backend could answer says while it waits (the form machine's `connecting`: mock mode's
// fake backend still starting, decision 051): the busy button alone would not say why nothing happens yet.

/** Always in the page, so a screen reader hears the words when they appear. */
export function ConnectingStatus({ connecting }: { connecting: boolean }) {
  return (
    <p role="status" className="text-sm text-slate-600 empty:hidden">
      {connecting ? 'Still connecting…' : null}
    </p>
  );
}
