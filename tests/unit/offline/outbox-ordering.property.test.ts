import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listEntries } from '../../../src/client/offline/outbox';
import { matchPayloadOf } from '../../../src/client/offline/outbox-types';
import { createFakeServer, engineFor, freshDb, queue, resultsWrite, type Reply } from './support';

const reply = fc.constantFrom<Reply | null>(null, null, 'network-error', 'applied-then-network-error', { status: 503, body: { error: 'Down' } });

describe('outbox ordering (property)', () => {
  // Forty runs on fake-indexeddb: a busy machine can take longer than the default 5 s.
  it('whatever the network does, every change is applied exactly once, each match in the order the changes were made', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }),
        fc.array(reply, { maxLength: 20 }),
        async (matchIds, replies) => {
          const db = freshDb();
          const server = createFakeServer();
          // Every change made offline on the version the screen showed (1); the loop rebases followers.
          const entries = await queue(db, ...matchIds.map((matchId, i) => resultsWrite(matchId, 1, [i], [99])));
          const { engine, timers } = engineFor(db, server);
          server.reply(...replies.filter((r): r is Reply => r !== null));

          await engine.start();
          for (let round = 0; round < 50 && timers.fire(); round++) await engine.whenIdle();

          expect(await listEntries(db)).toEqual([]);
          expect(server.applied).toHaveLength(entries.length);
          expect(new Set(server.applied).size).toBe(entries.length);
          for (const matchId of new Set(matchIds)) {
            const made = entries.filter((entry) => entry.matchId === matchId).map((entry) => entry.id);
            expect(server.applied.filter((key) => made.includes(key))).toEqual(made);
            // The last change made is the one the server holds.
            const last = entries.filter((entry) => entry.matchId === matchId).at(-1)!;
            expect(server.matches.get(matchId)?.team1Results).toEqual(matchPayloadOf(last)?.team1Results);
          }
          db.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});
