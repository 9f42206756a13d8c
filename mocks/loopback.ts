// Loopback addresses: the only ones `portal serve` listens on, and the only remote worlds the browser's mock mode
// talks to (`?world=http://127.0.0.1:8787`). Free of imports: the page's side of mock mode loads it.

/** 127.0.0.0/8, ::1 and localhost (a bracketed IPv6 address, as a URL's hostname gives it, is accepted). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h.replace(/^::ffff:/, ''));
  if (!v4) return false;
  const parts = v4.slice(1).map(Number);
  return parts.every((n) => n <= 255) && parts[0] === 127;
}
