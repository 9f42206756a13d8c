// Mock mode's service worker, served at the site's root (vite.config.ts builds it from this file, in mock mode only):
// it hands each page's /api/ and /__mock/ calls to the world host (call-router.ts) and leaves every other request
// to the browser. A new build's worker takes over at once, as MSW's did: the pages give it their links when asked.
import { callRouter } from './call-router';
import { CLAIM_MESSAGE, type ClaimWanted, type ServiceWorkerLink } from './messages';

// The DOM's types (tsconfig's lib) have no service worker scope; what this file uses of it.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { readonly id: string } | null;
  readonly ports: readonly MessagePort[];
}
interface Client {
  postMessage(message: unknown): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { get(id: string): Promise<Client | undefined>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;
const router = callRouter({
  origin: scope.location.origin,
  page: (id) => scope.clients.get(id),
  fetch: (request) => fetch(request),
});

const isLink = (data: unknown): data is ServiceWorkerLink => (data as { type?: unknown } | null)?.type === 'portal.mock.link';
const isClaim = (data: unknown): data is ClaimWanted => (data as { type?: unknown } | null)?.type === CLAIM_MESSAGE;

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('message', (event) => {
  if (isClaim(event.data)) return event.waitUntil(scope.clients.claim());
  if (!event.source || !isLink(event.data)) return;
  router.linked(event.source.id, event.data, event.ports[0]);
  event.waitUntil(router.forgetGone());
});
scope.addEventListener('fetch', (event) => {
  if (router.serves(event.request, event.clientId)) event.respondWith(router.answer(event.request, event.clientId));
});
