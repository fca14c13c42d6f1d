import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveHub, type StreamSink } from '../../src/server/live/index.js';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database.js';

/*
 * The hub's passes (src/server/live/hub.ts) on a real database: with many streams open it reads
 * and sends at most once per interval, and the changes committed meanwhile go out together, one
 * write per stream, in order, none lost.
 */
let database: TestDatabase;
let hub: LiveHub;
let clubId: number;

class CountingSink implements StreamSink {
  writes: string[] = [];
  write(frames: string | Buffer): number {
    this.writes.push(frames.toString());
    return 0;
  }
  end(): void {}
  get changeIds(): number[] {
    return [...this.writes.join('').matchAll(/^id: (\d+)\nevent: change$/gm)].map((match) => Number(match[1]));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function commitChange(): Promise<number> {
  const row = await database.handle.db
    .insertInto('changes')
    .values({ created_at: new Date().toISOString(), club_id: clubId, kind: 'match', audience: 'public', team1_id: null, team2_id: null, payload: JSON.stringify({ kind: 'match', clubId }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As the data version does after a commit of this instance.
  hub.wake();
  return Number(row.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const club = await database.handle.db.insertInto('clubs').values({ name: 'Hub club', description: null, rules: null, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  clubId = club.id;
  hub = new LiveHub({
    db: database.handle.db,
    dialect: testDialect(),
    databaseUrl: database.url,
    heartbeatMs: 60_000,
    maxStreamMs: 600_000,
    historyMs: 3_600_000,
    now: () => new Date(),
    warn: () => undefined,
    // 100 streams: a pass at most every 100 ms.
    streamsPerMs: 1,
  });
  await hub.start();
});
afterAll(async () => {
  await hub.stop();
  await database.drop();
});

describe('a hub with many streams', () => {
  it('sends the changes committed between two passes together: one write per stream, all of them, in order', async () => {
    const sinks = Array.from({ length: 100 }, () => new CountingSink());
    for (const sink of sinks) await hub.open({ who: 'visitor', clubId }, sink, null);
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) ids.push(await commitChange());
    await expect.poll(() => sinks.every((sink) => sink.changeIds.length === 10), { timeout: 2000 }).toBe(true);
    for (const sink of sinks) {
      expect(sink.changeIds).toEqual(ids);
      // The first change goes out at once; the nine committed while it waited its turn, in one write.
      expect(sink.writes.length).toBeLessThanOrEqual(3);
    }
  });

  it('sends a change committed after a quiet spell at once', async () => {
    const sink = new CountingSink();
    await hub.open({ who: 'visitor', clubId }, sink, null);
    await sleep(300);
    const started = performance.now();
    const id = await commitChange();
    await expect.poll(() => sink.changeIds, { timeout: 2000, interval: 5 }).toEqual([id]);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
