// Payment return addresses (spec 1 §7, spec §B): only same-origin http(s) addresses are followed.
// `//evil.example`, `/\evil.example`, `https://portal@evil.example` and `javascript:` are all refused.

/** The same-origin address `candidate` points to, or null when it leaves this origin or is not http(s). */
export function sameOriginUrl(candidate: string, origin: string): URL | null {
  if (typeof candidate !== 'string' || candidate.trim() === '' || candidate.length > 2000) return null;
  // Browsers treat a backslash like a slash in http(s) URLs: '/\\evil' would be protocol-relative.
  if (candidate.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin === new URL(origin).origin ? url : null;
}

export const isSameOriginUrl = (candidate: string, origin: string) => sameOriginUrl(candidate, origin) !== null;
