import { Dexie } from 'dexie';
import type { MatchInput } from '@/shared/schemas/match';
import type { OutboxDatabase } from './outbox-db';
import { isClubNightOperation, type SendableOperation } from './outbox-operations';
import { orderingKey, type OutboxEntry, type OutboxRecord } from './outbox-types';
import { rebaseOnOwnVersions } from './own-versions';

/** Where a change lives: its round's lists and group's pages are refreshed once it is sent. */
export type EntryPlace = Pick<OutboxRecord, 'clubId' | 'leagueId' | 'roundId' | 'matchId' | 'groupId'>;

/** What a screen asks to write: the operation; the outbox adds the key, the order and the bookkeeping. */
export type QueuedWrite = SendableOperation & {
  place: EntryPlace;
  baseVersion: number | null;
  label: string | null;
  /** The Idempotency-Key when the caller chose it (one per intended change); a new one otherwise. */
  id?: string;
};

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** All entries in the order they were made (the order they are sent in). */
export const listEntries = (db: OutboxDatabase): Promise<OutboxEntry[]> => db.entries.orderBy('createdAt').toArray();

/** Queues a write: every result write is kept here until the server has answered it. */
export async function enqueue(
  db: OutboxDatabase,
  write: QueuedWrite,
  options: { now?: number } = {},
): Promise<OutboxEntry> {
  return db.transaction('rw', db.entries, db.producedVersions, async () => {
    const last = await db.entries.orderBy('createdAt').last();
    const now = options.now ?? Date.now();
    // Strictly increasing, so two writes made in the same millisecond keep their order.
    const createdAt = last && last.createdAt >= now ? last.createdAt + 1 : now;
    const { place, id, baseVersion, label, ...operation } = write;
    const entry: OutboxEntry = {
      ...operation,
      clubId: place.clubId,
      leagueId: place.leagueId,
      roundId: place.roundId,
      matchId: place.matchId,
      groupId: place.groupId ?? null,
      label,
      // Made on a version this device's own write already moved on: based on what that produced.
      baseVersion: await rebaseOnOwnVersions(db, place.matchId, baseVersion),
      id: id ?? newIdempotencyKey(),
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
 * the run listed it). One transaction, so two runs can never both take it. Its If-Match moves onto
 * the version this device's own earlier writes of the match produced since it was queued.
 */
export async function takeForSending(db: OutboxDatabase, id: string): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.entries, db.producedVersions, async () => {
    const entry = await db.entries.get(id);
    // An unrecognised entry is never sent; it only ever waits as needing attention.
    if (!entry || entry.state !== 'pending' || entry.operation === 'unrecognised') return null;
    const baseVersion = await rebaseOnOwnVersions(db, entry.matchId, entry.baseVersion);
    await db.entries.update(id, { state: 'syncing', baseVersion });
    return { ...entry, state: 'syncing', baseVersion };
  });
}

/**
 * True when an earlier entry of the same match (of the same club night, for a night's entries) is
 * still in the outbox, in whatever state.
 */
export async function hasEarlierEntryOfMatch(db: OutboxDatabase, entry: OutboxEntry): Promise<boolean> {
  if (isClubNightOperation(entry)) {
    const key = orderingKey(entry);
    const earlier = await db.entries
      .where('createdAt')
      .below(entry.createdAt)
      .filter((other) => orderingKey(other) === key)
      .count();
    return earlier > 0;
  }
  if (entry.matchId === null) return false;
  const earlier = await db.entries
    .where('[matchId+createdAt]')
    .between([entry.matchId, Dexie.minKey], [entry.matchId, entry.createdAt], true, false)
    .count();
  return earlier > 0;
}

/** Sends a refused entry again as it is, under the same key (after the cause was fixed elsewhere). */
export async function retryEntry(db: OutboxDatabase, id: string): Promise<void> {
  // An entry the upgrade could not read has nothing to send: it stays until it is discarded.
  await db.entries
    .where('id')
    .equals(id)
    .filter((entry) => entry.operation !== 'unrecognised')
    .modify({ state: 'pending', lastError: null, lastStatus: null });
}

/** What Edit may change: a match write's body (its results), and the version it is sent on. */
export interface EntryChanges {
  body?: MatchInput;
  baseVersion?: number | null;
}

/** The entry with a new match body; null when it holds no match body to change. */
function withMatchBody(entry: OutboxEntry, body: MatchInput | undefined): OutboxEntry | null {
  if (body === undefined) return entry;
  if (entry.operation === 'match/create') return { ...entry, args: { ...entry.args, body } };
  if (entry.operation === 'match/update-results') return { ...entry, args: { ...entry.args, body } };
  return null;
}

/**
 * Corrects a refused (or waiting) entry. The corrected change is a new intended change, so it gets
 * a new Idempotency-Key; it keeps its place in the order. `baseVersion` lets the administrator
 * knowingly write over the newer result the server reported. An unrecognised entry cannot be edited.
 */
export async function editEntry(db: OutboxDatabase, id: string, changes: EntryChanges): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.entries, async () => {
    const old = await db.entries.get(id);
    if (!old || old.state === 'syncing' || old.operation === 'unrecognised') return null;
    const changed = withMatchBody(old, changes.body);
    if (!changed) return null;
    const entry: OutboxEntry = {
      ...changed,
      id: newIdempotencyKey(),
      baseVersion: changes.baseVersion !== undefined ? changes.baseVersion : old.baseVersion,
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
