/**
 * Push notifications in the service worker (docs/push.md): what a push message shows, and the
 * screen a tap opens. Pure, so unit tests run it without a worker.
 */
export interface ShownNotice {
  title: string;
  body: string;
  /** An absolute URL of this site. */
  url: string;
  tag?: string;
}

/** Where a tap goes when the payload names nowhere this site may open. */
const FALLBACK_PATH = '/me';

/** A path of this site only: a payload never sends the reader to another origin. */
export function screenUrl(path: unknown, origin: string): string {
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) {
    const url = new URL(path, origin);
    if (url.origin === origin) return url.href;
  }
  return new URL(FALLBACK_PATH, origin).href;
}

/** The notification a push message's JSON (`{ title, body, url, tag }`) shows; a message that is not ours shows the site's name. */
export function noticeOf(text: string | null, origin: string, siteName: string): ShownNotice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as a plain notice that opens the player's page.
  }
  const title = typeof data.title === 'string' && data.title.trim() !== '' ? data.title : siteName;
  const body = typeof data.body === 'string' ? data.body : '';
  return { title, body, url: screenUrl(data.url, origin), ...(typeof data.tag === 'string' ? { tag: data.tag } : {}) };
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * A tap: the tab already at that screen is focused; else an open tab of the site goes there and
 * is focused; else a new window opens it.
 */
export async function openScreen(url: string, windows: readonly WindowLike[], openWindow: (url: string) => Promise<unknown>): Promise<void> {
  const same = windows.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows.find((client) => typeof client.navigate === 'function');
  if (any?.navigate) {
    await any.navigate(url);
    await any.focus();
    return;
  }
  await openWindow(url);
}
