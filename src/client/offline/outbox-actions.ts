import { discardEntry, editEntry, retryEntry, type EntryChanges } from './outbox';
import type { OutboxDatabase } from './outbox-db';
import type { SyncEngine } from './sync-engine';

/** What a person does by hand to the entries of the outbox (the panel, a player's /me). */
export interface OutboxActions {
  /** Send again as it is, same Idempotency-Key. */
  retry: (id: string) => Promise<void>;
  /** Correct and re-queue under a new key (optionally on the version the server reported). */
  edit: (id: string, changes: EntryChanges) => Promise<void>;
  /** Delete on purpose; ask first. */
  discard: (id: string) => Promise<void>;
  syncNow: () => Promise<void>;
}

/**
 * Each action changes the outbox, then wakes the loop. Not only Retry and Edit, which put an entry
 * back in line: an entry that leaves (Discard, or Edit replacing it) may be the one later changes
 * of its match wait behind, and they are sent now, not at the next save or reconnection.
 */
export function outboxActions({ db, engine }: { db: OutboxDatabase; engine: SyncEngine }): OutboxActions {
  const thenSend = async (change: Promise<unknown>) => {
    await change;
    await engine.trigger();
  };
  return {
    retry: (id) => thenSend(retryEntry(db, id)),
    edit: (id, changes) => thenSend(editEntry(db, id, changes)),
    discard: (id) => thenSend(discardEntry(db, id)),
    syncNow: () => engine.trigger(),
  };
}
