// The panel of "Show the message" (mock mode only, a lazy chunk): a Headless UI disclosure that reads the outbox
// through the mock controls when opened and shows the newest message carrying a code to the given addresses.
// "Look again" reads it again (after Resend). The text "portal-mock-message-panel" marks this chunk for
// scripts/check-real-build.mjs.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { latestCodeMessage } from '#contract/mock-controls.ts';
import { outboxMachine } from '#machines/mock/outbox.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { mockControlsClient } from './mock-controls-client';

const MESSAGE_PANEL_MARKER = 'portal-mock-message-panel';

function LatestMessage({ to }: { to: readonly string[] }) {
  // Not a flow of the dev panel's log (useFlowActor): reading the outbox is the demo's, not the member's.
  const actor = useActorRef(outboxMachine, { input: { api: mockControlsClient() } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const { data, error } = useSelector(actor, (s) => s.context);
  const message = data ? latestCodeMessage(data, to) : null;
  return (
    <div className="mt-2 flex flex-col gap-2" aria-busy={loading}>
      {loading ? <p>Reading the outbox…</p> : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      {data && !loading && !message ? <p>No message with a code has been sent to {to.join(' or ') || 'this account'} yet.</p> : null}
      {message && !loading ? (
        <article aria-label={`The ${message.channel === 'sms' ? 'SMS' : 'e-mail'} to ${message.to}`} className="flex flex-col gap-1">
          <p className="text-xs text-amber-900">
            {message.channel === 'sms' ? 'SMS' : 'E-mail'} to <span className="break-all">{message.to}</span>
          </p>
          <p className="font-semibold">{message.subject}</p>
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
          <p>
            Code:{' '}
            {message.codes.map((code) => (
              <strong key={code} className="mr-2 font-mono text-base" data-testid="shown-code">
                {code}
              </strong>
            ))}
          </p>
          {/* The message's own links (its code page), as the e-mail would carry them: same-origin paths. */}
          {message.links.map((link) => (
            <a key={link} href={link} className="break-all text-primary underline">
              {link}
            </a>
          ))}
        </article>
      ) : null}
      <Button
        look="ghost"
        className="min-h-8 self-start px-2 py-1 text-sm"
        disabled={loading}
        onClick={() => actor.send({ type: 'load.reload' })}
      >
        Look again
      </Button>
    </div>
  );
}

export function MessageDisclosure({ to }: { to: readonly string[] }) {
  return (
    <Disclosure
      as="div"
      className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300"
      data-testid={MESSAGE_PANEL_MARKER}
    >
      <DisclosureButton className="min-h-8 text-left font-medium underline hover:text-amber-800">
        Show the message
        <span className="sr-only"> (mock mode: the code as the outbox holds it)</span>
      </DisclosureButton>
      <DisclosurePanel>
        <LatestMessage to={to} />
      </DisclosurePanel>
    </Disclosure>
  );
}
