// Request and answer over a port to the world host, matched by id: the page's own port (host-link.ts) and mock mode's
// service worker's (service-worker.ts) both ask this way. Free of other imports: both stay small.
import type { FromHost, ToHost } from './messages';

type Answer<T extends FromHost['type']> = Extract<FromHost, { type: T }>;

/** A SharedWorker's port, a MessageChannel's, or a dedicated worker (which has neither `start` nor `close`). */
export interface HostPort {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<FromHost>) => void) | null;
  start?: () => void;
  close?: () => void;
}

export function askHost(port: HostPort) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (message: FromHost) => void; reject: (e: Error) => void }>();
  port.onmessage = (event: MessageEvent<FromHost>) => {
    const message = event.data;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.type === 'failed') pending.reject(new Error(`The mock world failed: ${message.message}`));
    else pending.resolve(message);
  };
  port.start?.();
  return function ask<T extends FromHost['type']>(message: ToHost, transfer: Transferable[] = []): Promise<Answer<T>> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (m: FromHost) => void, reject });
      port.postMessage({ ...message, id }, transfer);
    });
  };
}

export type AskHost = ReturnType<typeof askHost>;
