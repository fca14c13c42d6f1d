import type { OutboxDatabase } from './outbox-db';
import type { OutboxEntry } from './outbox-types';
import { PERSIST_MAX_AGE_MS } from './query-persistence';

/*
 * A write must never conflict with the device's own earlier write (issue 10). The organiser saves a
 * result offline, opens Edit on the match again (the screen still shows the version from before
 * that save), the first save syncs, and the correction goes out with If-Match of the old version.
 * The match moved on because of this device, not someone else. So the outbox remembers, per match,
 * each version its own writes were sent on and the version the server answered; a write based on a
 * version this device moved forward is sent on the version that write produced. Any other mismatch
 * is someone else's change and stays a conflict (412).
 */

/** As long as the device keeps query data: no screen can still show an older version than that. */
const KEEP_MS = PERSIST_MAX_AGE_MS;

type SentWrite = Pick<OutboxEntry, 'matchId' | 'baseVersion'>;

/** After the server accepted an entry: the step its answer made the match take. */
export async function recordProducedVersion(
  db: OutboxDatabase,
  sent: SentWrite,
  answer: unknown,
  now: number,
): Promise<void> {
  if (sent.matchId === null || sent.baseVersion === null) return;
  const version = (answer as { version?: unknown } | null)?.version;
  if (typeof version !== 'number' || version <= sent.baseVersion) return;
  await db.producedVersions
    .where('at')
    .below(now - KEEP_MS)
    .delete();
  await db.producedVersions.put({ matchId: sent.matchId, fromVersion: sent.baseVersion, toVersion: version, at: now });
}

/**
 * The version a write made on `version` must be sent on: the end of the chain of this device's own
 * steps from it (10 → 11 → 12 when two of its writes went through), or `version` itself.
 */
export async function rebaseOnOwnVersions(
  db: OutboxDatabase,
  matchId: number | null,
  version: number | null,
): Promise<number | null> {
  if (matchId === null || version === null) return version;
  let current = version;
  for (;;) {
    const step = await db.producedVersions.get([matchId, current]);
    // Steps only go forward, so the walk ends.
    if (!step || step.toVersion <= current) return current;
    current = step.toVersion;
  }
}
