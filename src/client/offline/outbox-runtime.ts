import type { QueryClient } from '@tanstack/react-query';
import { clearSession, currentToken, hasValidSession, subscribeSession } from '../lib/session';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../../../sw/messages';
import { invalidateAfterMatchWrites, type MatchPlace } from './match-write-keys';
import { OutboxDatabase } from './outbox-db';
import { isClubNightOperation, type OutboxEntry } from './outbox-types';
import { invalidateAfterNightWrites, type NightPlace } from './night-write-keys';
import { SyncEngine } from './sync-engine';

/** The app's one outbox: its IndexedDB database and the loop that sends it. */
export interface OutboxRuntime {
  db: OutboxDatabase;
  engine: SyncEngine;
}

let runtime: OutboxRuntime | null = null;
let queryClientForRefresh: QueryClient | null = null;
/**
 * The app's other tabs share the outbox but not their query caches: the tab whose loop sent an
 * entry tells them, or a tab where it was queued would show the server's old result once its
 * pending mark goes.
 */
let otherTabs: BroadcastChannel | null = null;
const OTHER_TABS_CHANNEL = 'bandeja-outbox';

/** What one tab tells the others after its loop sent entries: where the sent matches live. */
interface SyncedMessage {
  type: 'synced';
  places: MatchPlace[];
  /** The club nights whose scores or rounds were sent (absent from an older tab). */
  nights?: NightPlace[];
}

const nightPlacesOf = (synced: readonly OutboxEntry[]): NightPlace[] =>
  synced.flatMap((entry) =>
    isClubNightOperation(entry) ? [{ clubId: entry.args.clubId, clubNightId: entry.args.clubNightId }] : [],
  );

const refreshAfterSync = (queryClient: QueryClient, places: readonly MatchPlace[], nights: readonly NightPlace[]) =>
  Promise.all([
    places.length > 0 ? invalidateAfterMatchWrites(queryClient, places) : undefined,
    nights.length > 0 ? invalidateAfterNightWrites(queryClient, nights) : undefined,
  ]);

const placeOf = ({ clubId, leagueId, roundId, groupId }: OutboxEntry): MatchPlace => ({
  clubId,
  leagueId,
  roundId,
  groupId: groupId ?? null,
});

const isSyncedMessage = (data: unknown): data is SyncedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'synced' &&
  Array.isArray((data as { places?: unknown }).places);

export function getOutbox(): OutboxRuntime {
  runtime ??= createBrowserOutbox();
  return runtime;
}

function createBrowserOutbox(): OutboxRuntime {
  const db = new OutboxDatabase();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const engine = new SyncEngine({
    db,
    fetch: (input, init) => fetch(input, init),
    // As api-client does: an expired token is forgotten, so the app asks for a sign-in at once.
    getToken: currentToken,
    // docs/rules.md, "Accounts and sessions": a 401 clears that session's token. No redirect from
    // here: the loop runs in the background on any page, and the admin screens (and /me, for a
    // player) send a signed-out user to their own sign-in themselves.
    onUnauthorized: (scope) => clearSession(scope),
    isOnline: () => navigator.onLine,
    withLock: locks ? (run) => locks.request('bandeja-outbox-sync', run).then((result) => result) : (run) => run(),
    // A sent result moves its round's lists, its group's public pages and the statistics: refresh
    // those (match-write-keys.ts) once per run rather than once per entry, here and in other tabs.
    onRunSynced: (synced) => {
      const places = synced.filter((entry) => !isClubNightOperation(entry)).map(placeOf);
      const nights = nightPlacesOf(synced);
      if (queryClientForRefresh) void refreshAfterSync(queryClientForRefresh, places, nights);
      otherTabs?.postMessage({ type: 'synced', places, nights } satisfies SyncedMessage);
    },
  });
  return { db, engine };
}

/**
 * Starts the loop once at app start and wires its triggers: app start, the `online` event, the
 * service worker's Background Sync message, and a new sign-in (the backoff timer is the engine's).
 */
export function startOutbox(queryClient: QueryClient): () => void {
  queryClientForRefresh = queryClient;
  const { engine } = getOutbox();
  const onNetwork = () => void engine.networkChanged();
  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_SYNC_MESSAGE) void engine.trigger();
  };
  window.addEventListener('online', onNetwork);
  window.addEventListener('offline', onNetwork);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OTHER_TABS_CHANNEL);
  otherTabs?.addEventListener('message', (event: MessageEvent) => {
    if (!isSyncedMessage(event.data)) return;
    void refreshAfterSync(queryClient, event.data.places, event.data.nights ?? []);
    // This tab's counts too: the entries it was waiting on are gone.
    void engine.refresh();
  });
  const unsubscribeSession = subscribeSession(() => {
    if (hasValidSession('admin') || hasValidSession('player')) void engine.signedIn();
    else void engine.refresh();
  });
  void engine.start();
  return () => {
    engine.stop();
    window.removeEventListener('online', onNetwork);
    window.removeEventListener('offline', onNetwork);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    otherTabs?.close();
    otherTabs = null;
    unsubscribeSession();
  };
}

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake us when connectivity returns, even if this tab was in the background. */
export function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration: SyncCapableRegistration) => registration.sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
