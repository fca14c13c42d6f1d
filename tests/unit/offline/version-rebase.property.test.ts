import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enqueue, listEntries } from '../../../src/client/offline/outbox';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import type { OutboxEntry } from '../../../src/client/offline/outbox-types';
import { createFakeServer, engineFor, resultsWrite, type Reply } from './support';

/*
 * Edits of a few matches made on several versions: on what the screen showed when it last loaded,
 * or on an older screen still open (a dialog left open, a second tab). Meanwhile other organisers
 * change matches, the signal comes and goes, answers are lost, the page crashes with a request in
 * flight, and some saves are made online (sent at once, overtaking what waits). Whatever happens:
 *   - every edit is applied at most once, and the edits of one match in the order they were made;
 *   - an edit lands exactly when nobody else changed its match between the screen it was made on
 *     and its arrival: the device's own earlier edits never make it a conflict;
 *   - an edit that did not land was refused as stale (412), or waits behind such a refusal.
 */

const MATCHES = [1, 2, 3] as const;

type Step =
  | { kind: 'edit'; matchId: number; screen: number; online: boolean }
  | { kind: 'reload' }
  | { kind: 'foreign'; matchId: number }
  | { kind: 'signal'; up: boolean }
  | { kind: 'sync'; replies: Reply[] }
  | { kind: 'crash'; applied: boolean };

const fault = fc.constantFrom<Reply>('normal', 'normal', 'network-error', 'applied-then-network-error', { status: 503, body: { error: 'Down' } });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('edit' as const), matchId: fc.constantFrom(...MATCHES), screen: fc.nat(4), online: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('foreign' as const), matchId: fc.constantFrom(...MATCHES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('signal' as const), up: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), replies: fc.array(fault, { maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('crash' as const), applied: fc.boolean() }) },
);

interface Screen {
  /** How far the server's history had got when the screen loaded. */
  seenUpTo: number;
  versions: Map<number, number>;
}

interface Edit {
  entry: OutboxEntry;
  seenUpTo: number;
}

let runs = 0;

async function play(steps: Step[]) {
  const name = `outbox-rebase-property-${process.pid}-${++runs}`;
  const server = createFakeServer();
  let db = new OutboxDatabase(name);
  let harness = engineFor(db, server);
  let up = false;
  harness.setOnline(up);
  const screens: Screen[] = [];
  const reload = () => screens.push({ seenUpTo: server.events.length, versions: new Map(MATCHES.map((id) => [id, server.matches.get(id)!.version])) });
  reload();
  const edits: Edit[] = [];

  const settle = async () => {
    await harness.engine.networkChanged();
    for (let round = 0; round < 60 && harness.timers.fire(); round++) await harness.engine.whenIdle();
    await harness.engine.whenIdle();
    server.clearReplies();
  };

  for (const [index, next] of steps.entries()) {
    switch (next.kind) {
      case 'edit': {
        const screen = screens[Math.max(0, screens.length - 1 - next.screen)]!;
        const entry = await enqueue(db, resultsWrite(next.matchId, screen.versions.get(next.matchId)!, [index], [next.matchId]));
        edits.push({ entry, seenUpTo: screen.seenUpTo });
        // A save made online is sent at once (match-writes.ts); not awaited, so it runs alongside.
        if (next.online && up) void harness.engine.sendNow(entry.id);
        break;
      }
      case 'reload':
        reload();
        break;
      case 'foreign':
        server.foreignWrite(next.matchId);
        break;
      case 'signal':
        up = next.up;
        harness.setOnline(up);
        if (up) await harness.engine.networkChanged();
        break;
      case 'sync':
        up = true;
        harness.setOnline(true);
        server.clearReplies();
        server.reply(...next.replies);
        await settle();
        break;
      case 'crash': {
        // The page dies with a request in flight (the server may have applied it), then opens again.
        up = true;
        harness.setOnline(true);
        server.clearReplies();
        server.reply(next.applied ? 'applied-then-hang' : 'hang');
        const hangs = server.hangs;
        let runEnded = false;
        void harness.engine.trigger().then(() => (runEnded = true));
        // Until a request is out and never answered, or the run had nothing to send.
        while (server.hangs === hangs && !runEnded) await new Promise((resolve) => setTimeout(resolve, 1));
        server.clearReplies();
        harness.engine.stop();
        db.close();
        db = new OutboxDatabase(name);
        harness = engineFor(db, server);
        harness.setOnline(up);
        break;
      }
    }
  }

  up = true;
  harness.setOnline(true);
  await settle();
  const left = await listEntries(db);
  db.close();
  return { server, edits, left };
}

function check({ server, edits, left }: Awaited<ReturnType<typeof play>>) {
  const { events } = server;
  expect(server.maxInFlight).toBeLessThanOrEqual(1);
  const leftById = new Map(left.map((entry) => [entry.id, entry]));
  for (const { entry, seenUpTo } of edits) {
    const applied = events.flatMap((event, at) => (event.kind === 'applied' && event.key === entry.id ? [at] : []));
    expect(applied.length, 'applied at most once').toBeLessThanOrEqual(1);
    const refusedAt = events.findIndex((event) => event.kind === 'refused' && event.key === entry.id);
    const endedAt = applied[0] ?? (refusedAt >= 0 ? refusedAt : null);
    if (endedAt === null) {
      // Never sent: it waits behind an earlier refused edit of its match.
      expect(leftById.get(entry.id)?.state).toBe('pending');
      expect(left.some((other) => other.matchId === entry.matchId && other.createdAt < entry.createdAt && other.state === 'needs-attention')).toBe(true);
      continue;
    }
    const changedByOthers = events.slice(seenUpTo, endedAt).some((event) => event.kind === 'foreign' && event.matchId === entry.matchId);
    expect(applied.length === 1, `edit ${entry.id} of match ${entry.matchId} landed exactly when nobody else changed the match`).toBe(!changedByOthers);
    if (applied.length === 0) expect(leftById.get(entry.id)?.state ?? 'left the outbox (refused while a screen waited)').not.toBe('pending');
  }
  for (const matchId of MATCHES) {
    const made = edits.filter((edit) => edit.entry.matchId === matchId).map((edit) => edit.entry.id);
    expect(server.applied.filter((key) => made.includes(key)), `match ${matchId} in order`).toEqual(made.filter((key) => server.applied.includes(key)));
  }
  for (const entry of left) expect(entry.state).not.toBe('syncing');
}

describe('version rebase (property)', () => {
  it("edits on several versions: the device's own edits never conflict, someone else's change always does", { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => check(await play(steps))),
      { numRuns: 60 },
    );
  });
});
