import type { MatchInput } from '../../shared/schemas/match';
import type { OutboxDatabase } from './outbox-db';
import type { HttpMethod, MatchWriteOperation, OutboxEntry } from './outbox-types';

/** What a screen asks to write; the outbox adds the key, the order and the bookkeeping. */
export interface QueuedWrite {
  operation: MatchWriteOperation;
  path: string;
  method: HttpMethod;
  payload: MatchInput | null;
  baseVersion: number | null;
  clubId: number;
  leagueId: number;
  roundId: number;
  matchId: number | null;
  label: string | null;
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** All entries in the order they were made (the order they are sent in). */
export const listEntries = (db: OutboxDatabase): Promise<OutboxEntry[]> => db.entries.orderBy('createdAt').toArray();

/**
 * Queues a write. `id` is given when the write was already tried online under that key: the
 * server may have applied it, so the resend must carry the same key.
 */
export async function enqueue(
  db: OutboxDatabase,
  write: QueuedWrite,
  options: { id?: string; now?: number } = {},
): Promise<OutboxEntry> {
  return db.transaction('rw', db.entries, async () => {
    const last = await db.entries.orderBy('createdAt').last();
    const now = options.now ?? Date.now();
    // Strictly increasing, so two writes made in the same millisecond keep their order.
    const createdAt = last && last.createdAt >= now ? last.createdAt + 1 : now;
    const entry: OutboxEntry = {
      ...write,
      id: options.id ?? newIdempotencyKey(),
      madeOnVersion: write.baseVersion,
      createdAt,
      attempts: 0,
      lastError: null,
      lastStatus: null,
      state: 'pending',
      serverMatch: null,
      lastAttemptAt: null,
    };
    await db.entries.add(entry);
    return entry;
  });
}

/**
 * Marks the entry as being sent, if it still waits (an edit or discard may have changed it since
 * the run listed it). One transaction, so two runs can never both take it.
 */
export async function takeForSending(db: OutboxDatabase, id: string): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.entries, async () => {
    const entry = await db.entries.get(id);
    if (!entry || entry.state !== 'pending') return null;
    await db.entries.update(id, { state: 'syncing' });
    return entry;
  });
}

/** True when an earlier write of the same match still waits, so a new one must queue behind it. */
export async function hasQueuedWriteFor(db: OutboxDatabase, matchId: number | null): Promise<boolean> {
  if (matchId === null) return false;
  return (await db.entries.where('matchId').equals(matchId).count()) > 0;
}

/** Sends a refused entry again as it is, under the same key (after the cause was fixed elsewhere). */
export async function retryEntry(db: OutboxDatabase, id: string): Promise<void> {
  await db.entries.update(id, { state: 'pending', lastError: null, lastStatus: null });
}

/**
 * Corrects a refused (or waiting) entry. The corrected change is a new intended change, so it gets
 * a new Idempotency-Key; it keeps its place in the order. `baseVersion` lets the administrator
 * knowingly write over the newer result the server reported.
 */
export async function editEntry(
  db: OutboxDatabase,
  id: string,
  changes: { payload?: MatchInput | null; baseVersion?: number | null },
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.entries, async () => {
    const old = await db.entries.get(id);
    if (!old || old.state === 'syncing') return null;
    const baseVersion = changes.baseVersion !== undefined ? changes.baseVersion : old.baseVersion;
    const entry: OutboxEntry = {
      ...old,
      id: newIdempotencyKey(),
      payload: changes.payload !== undefined ? changes.payload : old.payload,
      baseVersion,
      madeOnVersion: changes.baseVersion !== undefined ? changes.baseVersion : old.madeOnVersion,
      attempts: 0,
      lastError: null,
      lastStatus: null,
      state: 'pending',
      serverMatch: null,
      lastAttemptAt: null,
    };
    await db.entries.delete(id);
    await db.entries.add(entry);
    return entry;
  });
}

/** Deletes an entry on purpose (the screen asks for confirmation first). */
export async function discardEntry(db: OutboxDatabase, id: string): Promise<void> {
  await db.entries.delete(id);
}

/** After a crash mid-send an entry can be left 'syncing'; it goes back in line under its key. */
export async function recoverInterrupted(db: OutboxDatabase): Promise<void> {
  await db.entries.where('state').equals('syncing').modify({ state: 'pending' });
}
