// /__mock/outbox (mock mode only): what the fake server "sent" — links open in the portal, codes copy.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { outboxMachine } from '#machines/mock/outbox.machine.ts';
import type { OutboxMessage } from '#contract/mock-controls.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { formatDateTime } from '#contract/medium-date.ts';
import { Loading } from '#ui/loading.tsx';
import { mockControlsClient } from '#kernel/mock/mock-controls-client.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-900 ring-1 ring-slate-300 hover:bg-slate-200"
      aria-label={`Copy code ${code}`}
      data-testid="outbox-code"
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {code}
      {copied ? <span className="ml-2 text-xs text-green-700">copied</span> : null}
    </button>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="outbox-message">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600">
        <span>
          <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold uppercase">{message.channel}</span>
          to <strong className="text-slate-900">{message.to}</strong>
        </span>
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      </div>
      <h2 className="mt-2 font-semibold text-slate-900">{message.subject}</h2>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{message.body}</p>
      {message.links.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {message.links.map((href) => (
            <li key={href}>
              {href.startsWith('/') && !href.startsWith('//') ? (
                <Link href={href} className="break-all text-primary underline">
                  {href}
                </Link>
              ) : (
                <span className="break-all">{href}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {message.codes.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          Codes:{' '}
          {message.codes.map((c) => (
            <CopyCode key={c} code={c} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

export function OutboxPage() {
  const actor = useFlowActor('outbox', outboxMachine, { input: { api: mockControlsClient() } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const messages = useSelector(actor, (s) => s.context.data ?? []);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section aria-labelledby="outbox-title" className="mx-auto max-w-3xl">
      <div className="flex items-center justify-between gap-2">
        <h1 id="outbox-title" className="text-2xl font-semibold text-slate-900">
          Outbox (mock mode)
        </h1>
        <Button look="secondary" onClick={() => actor.send({ type: 'load.reload' })} busy={loading}>
          Refresh
        </Button>
      </div>
      <p className="mt-1 text-slate-600">Every e-mail and SMS the fake server sent, newest first. Nothing leaves this browser.</p>
      <div className="mt-4">
        {error ? <Alert kind="error">{error}</Alert> : null}
        {loading && messages.length === 0 ? <Loading /> : null}
        {!loading && !error && messages.length === 0 ? <p className="text-slate-600">No messages yet.</p> : null}
        <ul className="flex flex-col gap-3">
          {messages.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
        </ul>
      </div>
    </section>
  );
}
