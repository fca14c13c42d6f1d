/** Name of the runtime cache holding public API reads. */
export const PUBLIC_API_CACHE = 'bandeja-public-api';

// The public read domains (docs/rules.md, "Public site"): clubs (with leagues, groups, standings, rounds,
// schedules and results below them), players (with statistics), teams, and meta.
const PUBLIC_READ = /^\/api\/v1\/(clubs|players|teams|meta|statistics)(\/|$)/;
const NEVER_CACHED = /^\/api\/v1\/(admin|auth)(\/|$)/;

/**
 * True for a request the service worker may store: a GET of a public domain, sent without a
 * token. Admin and auth paths, and anything carrying Authorization, are never stored.
 */
export function isPublicApiRead(request: Pick<Request, 'method' | 'headers'>, url: URL): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('authorization')) return false;
  if (NEVER_CACHED.test(url.pathname)) return false;
  if (url.pathname.endsWith('.ics')) return false;
  return PUBLIC_READ.test(url.pathname);
}
