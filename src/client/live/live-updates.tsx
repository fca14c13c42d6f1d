import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clubApi } from '@/client/features/clubs/queries';
import { currentToken, hasValidSession, subscribeSession } from '@/client/lib/session';
import { LiveConnection, browserEnvironment } from './live-connection';
import { liveChangeKeys, liveResetKeys, type LiveStream } from './live-keys';
import { liveWantedOfKey } from './live-wanted';

/** The changes of one burst (a schedule confirmed, a bracket drawn) are applied together. */
export const COALESCE_MS = 100;
/**
 * A page's first stream opens this long after the page mounts: the page's own reads come first, and
 * a page that has finished loading goes quiet on the network for a moment (what a browser test or an
 * audit waits for) before the stream, which never ends, opens. Reconnections do not wait. A change
 * committed in between has no id to be resumed from, so once that first stream is open the page
 * reads what it covers once more (a 304 each when nothing changed).
 */
export const START_DELAY_MS = 3000;
/** While the stream does not deliver (blocked by a proxy, failing), the page reads again this often. */
export const FALLBACK_MS = 60_000;

/** Where the tab's streams have got to: a stream opened for another club or page resumes from it. */
let tabLastEventId: string | null = null;

const streamUrl = (stream: LiveStream): string =>
  stream.who === 'player'
    ? '/api/v1/me/live'
    : stream.who === 'staff'
      ? `/api/v1/admin/clubs/${stream.clubId}/live`
      : `/api/v1/clubs/${stream.clubId}/live`;

/** Marks the keys stale (the queries on screen read again, ETag-cheap), a short burst at a time. */
function createInvalidator(queryClient: QueryClient) {
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = [...waiting.values()];
    waiting.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    add(keys: readonly QueryKey[]) {
      for (const key of keys) waiting.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, COALESCE_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      waiting.clear();
    },
  };
}

const hasValidAdminSession = () => hasValidSession('admin');
const hasValidPlayerSession = () => hasValidSession('player');

/** The first of the account's clubs, as the dashboard's sections choose it when the address names none. */
function useFirstStaffClub(queryClient: QueryClient, wanted: boolean): number | null {
  return useSyncExternalStore(
    (listener) => (wanted ? queryClient.getQueryCache().subscribe(listener) : () => undefined),
    () =>
      wanted ? (queryClient.getQueryData<Array<{ id: number }>>(clubApi.admin.key.list())?.[0]?.id ?? null) : null,
  );
}

/**
 * The tab's one live stream (docs/live.md, "The client"), mounted by the root layout while a page
 * that shows live data is open: it follows the page's club (a new club closes the old stream
 * first) and turns each change into the invalidation of the queries it touches.
 */
export function LiveUpdates({ wantedKey }: { wantedKey: string }) {
  const queryClient = useQueryClient();
  const admin = useSyncExternalStore(subscribeSession, hasValidAdminSession);
  const player = useSyncExternalStore(subscribeSession, hasValidPlayerSession);
  const asked = liveWantedOfKey(wantedKey);
  // The staff's and the player's streams need their session: without it the page says so itself.
  const wanted = asked?.who === 'staff' && !admin ? null : asked?.who === 'player' && !player ? null : asked;
  const firstClub = useFirstStaffClub(queryClient, wanted?.who === 'staff' && wanted.clubId === null);
  let stream: LiveStream | null = null;
  if (wanted?.who === 'staff')
    stream =
      wanted.clubId !== null || firstClub !== null ? { who: 'staff', clubId: wanted.clubId ?? firstClub! } : null;
  else stream = wanted;
  const streamKey = stream === null ? '' : JSON.stringify(stream);

  useEffect(() => {
    const current = streamKey === '' ? null : (JSON.parse(streamKey) as LiveStream);
    if (current === null) return;
    const invalidator = createInvalidator(queryClient);
    const everything = liveResetKeys(current);
    let disconnectedSince: number | null = Date.now();
    let catchUpOnOpen = tabLastEventId === null;
    const connection = new LiveConnection(
      {
        url: streamUrl(current),
        token: () => (current.who === 'visitor' ? null : currentToken(current.who === 'staff' ? 'admin' : 'player')),
      },
      {
        change: (change) => invalidator.add(liveChangeKeys(change)),
        reset: () => invalidator.add(everything),
        connected: (connected) => {
          disconnectedSince = connected ? null : Date.now();
          if (connected && catchUpOnOpen) {
            catchUpOnOpen = false;
            invalidator.add(everything);
          }
        },
      },
      browserEnvironment(
        () => onlineManager.isOnline(),
        (listener) => onlineManager.subscribe(listener),
      ),
      { lastEventId: tabLastEventId },
    );
    const starting = setTimeout(() => connection.start(), tabLastEventId === null ? START_DELAY_MS : 0);
    // A stream that does not deliver leaves the page as it was before live changes (it reads again
    // on focus and on mount), plus one slow read of what the stream covers: never a spin.
    const fallback = setInterval(() => {
      const idle = disconnectedSince !== null && Date.now() - disconnectedSince >= FALLBACK_MS;
      if (idle && document.visibilityState === 'visible' && onlineManager.isOnline()) invalidator.add(everything);
    }, FALLBACK_MS);
    return () => {
      clearTimeout(starting);
      clearInterval(fallback);
      tabLastEventId = connection.lastEventId;
      connection.stop();
      invalidator.stop();
    };
  }, [queryClient, streamKey]);

  return null;
}
