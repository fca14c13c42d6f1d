import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * True when a precache answer is the file itself. Two answers are not: an error status, and an
 * HTML page for a file that is no page (`/assets/x.js` answered with the app shell, as a server or
 * proxy with an SPA fallback does for a file it lacks). Caching either would install a version
 * whose scripts are HTML: a blank app that stays blank, since the worker keeps serving it.
 */
export function isPrecacheableAnswer(url: URL, response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status >= 400) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const isPage = lastSegment === '' || lastSegment.endsWith('.html');
  const isHtml = (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  return isPage || !isHtml;
}

/**
 * Makes the install fail whole when any file of the new version is not what it claims (Workbox
 * throws when this plugin refuses an answer), so the browser keeps the running version active.
 * It replaces Workbox's default check (status < 400), which is why it repeats that check.
 */
export const refuseWrongPrecacheAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isPrecacheableAnswer(new URL(request.url), response) ? response : null,
};
