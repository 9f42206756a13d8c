// Who `portal serve` answers (docs/decisions/027-portal-serve-loopback-pages.md). Listening on a loopback address
// keeps other machines out, but not the web pages the tester visits: any page may make the browser call
// 127.0.0.1, and with `Access-Control-Allow-Origin: *` it could read the outbox (codes, reset links) and drive the
// controls. So a call is answered only when its `Host` names this machine (a DNS-rebinding page reaches us under
// its own name: 421) and, when the browser says which page sent it (`Origin`), that page is on a loopback origin
// too (any other: 403, the call never runs). Names the tester reaches it by (a container's name, an SSH tunnel's
// alias) are added one by one with `--allow-host`.
import { isLoopbackHost } from './loopback';

export interface ServeGuard {
  /** The `Host` header names this machine or an allowed name (any port). */
  hostAllowed(host: string | undefined): boolean;
  /** The `Origin` header is a page this server answers (http or https, loopback or an allowed name, any port). */
  originAllowed(origin: string): boolean;
}

/** The name of a `Host` header (`127.0.0.1:8787`, `[::1]:8787`, `localhost`), lower case; null when malformed. */
export function hostNameOf(host: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]\s]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** A host name as `--allow-host` takes it: a DNS name or an address, without port or scheme. */
export function isHostName(value: string): boolean {
  return /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i.test(value.trim());
}

export function serveGuard(allowHosts: readonly string[] = []): ServeGuard {
  const allowed = new Set(allowHosts.map((h) => h.trim().toLowerCase()));
  const nameAllowed = (name: string) => isLoopbackHost(name) || allowed.has(name);
  return {
    hostAllowed(host) {
      const name = host === undefined ? null : hostNameOf(host);
      return name !== null && nameAllowed(name);
    },
    originAllowed(origin) {
      // `null` (a sandboxed frame, a file) and anything unparsable are no page of ours.
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && nameAllowed(url.hostname);
    },
  };
}
