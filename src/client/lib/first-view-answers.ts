import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@/shared/first-view';

/**
 * The answers the server sent with the page's HTML (server/static/first-view.ts): the first public
 * reads of the page being opened, as fresh as the HTML itself. Each is used once, by the first
 * request for its URL, and all are dropped once the first page has loaded: after that, every read
 * asks the network (or the service worker) as it always did. A page served by the service worker
 * is the plain shell, without answers, so nothing here ever stands in for data kept offline.
 */
let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_DATA_ID);
  if (!element?.textContent) return answers;
  try {
    const data = JSON.parse(element.textContent) as FirstViewData;
    for (const [url, body] of Object.entries(data.answers)) answers.set(url, body);
  } catch {
    // A broken script only costs the shortcut: the page asks the API.
  }
  // Read once: a later render never finds old answers in the document.
  element.remove();
  return answers;
}

/** The HTML's answer for a public read of `url`, taken (a second request asks the network); undefined if none. */
export function takeFirstViewAnswer(url: string): { body: unknown } | undefined {
  const kept = readAnswers();
  if (!kept.has(url)) return undefined;
  const body = kept.get(url);
  kept.delete(url);
  return { body };
}

/** After the first page has loaded: answers it did not use are not used later, when they may be old. */
export function dropFirstViewAnswers(): void {
  readAnswers().clear();
}
