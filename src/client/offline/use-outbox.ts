import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { listEntries } from './outbox';
import { outboxActions, type OutboxActions } from './outbox-actions';
import { getOutbox } from './outbox-runtime';
import { entryShownByMatch, type OutboxEntry, type OutboxEntryState } from './outbox-types';
import type { SyncStatus } from './sync-engine';

/** Follows a Dexie query live (this tab's writes and other tabs'); `initial` until the first answer. */
function useLive<T>(query: (() => Promise<T>) | null, initial: T): T {
  const [value, setValue] = useState<{ query: typeof query; value: T }>({ query, value: initial });
  useEffect(() => {
    if (!query) return;
    const subscription = liveQuery(query).subscribe({
      next: (next) => setValue({ query, value: next }),
      error: (error: unknown) => console.error('outbox read failed', error),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  // A new query shows `initial` until it answers, never the previous query's rows.
  return value.query === query ? value.value : initial;
}

const NO_ENTRIES: OutboxEntry[] = [];

export function useSyncStatus(): SyncStatus {
  const { engine } = getOutbox();
  return useSyncExternalStore(engine.subscribe, engine.getStatus, engine.getStatus);
}

export interface OutboxView extends OutboxActions {
  /** Every entry, oldest first. */
  entries: OutboxEntry[];
  counts: Record<OutboxEntryState, number> & { total: number };
  status: SyncStatus;
}

export function useOutbox(): OutboxView {
  const { db, engine } = getOutbox();
  const query = useMemo(() => () => listEntries(db), [db]);
  const entries = useLive(query, NO_ENTRIES);
  const status = useSyncStatus();
  const actions = useMemo(() => outboxActions({ db, engine }), [db, engine]);
  return useMemo(() => {
    const counts = { pending: 0, syncing: 0, 'needs-attention': 0, total: entries.length };
    for (const entry of entries) counts[entry.state] += 1;
    return { ...actions, entries, counts, status };
  }, [actions, entries, status]);
}

export interface PendingMatchWrites {
  /** The round's queued writes, oldest first (including refused ones). */
  entries: OutboxEntry[];
  /** The write each existing match shows (its newest, unless an earlier one was refused: entryShownByMatch). */
  byMatchId: Map<number, OutboxEntry>;
  /** Matches created offline, not on the server yet: show them as extra rows, marked as pending. */
  creates: OutboxEntry[];
}

/** What the admin results list overlays on the server's matches of a round. */
export function usePendingMatchWrites(roundId: number | null | undefined): PendingMatchWrites {
  const { db } = getOutbox();
  const query = useMemo(
    () => (roundId == null ? null : () => db.entries.where('roundId').equals(roundId).sortBy('createdAt')),
    [db, roundId],
  );
  const entries = useLive(query, NO_ENTRIES);
  return useMemo(() => {
    const byMatchId = entryShownByMatch(entries);
    const creates = entries.filter((entry) => entry.matchId === null);
    return { entries, byMatchId, creates };
  }, [entries]);
}
