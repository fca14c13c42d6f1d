import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { OutboxDatabase } from '../../../src/client/offline/outbox-db';
import { discardEntry, editEntry, listEntries, retryEntry } from '../../../src/client/offline/outbox';
import { createFakeServer, engineFor } from './support';
import { t } from '@/client/i18n/i18n';

/*
 * The outbox before typed operations (database version 2): each entry kept its request. A device
 * updated with changes still queued must send each of them once, as the same change under the same
 * key, and lose none, not even one the upgrade cannot read.
 */

const ROUND_MATCHES = '/v1/admin/clubs/1/leagues/2/rounds/3/matches';
const result = (team2Results: number[]) => ({ team1Id: 14, team2Id: 24, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results, outcome: 'played' });

const bookkeeping = (id: string, createdAt: number, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt,
  attempts: 0,
  lastError: null,
  lastStatus: null,
  state: 'pending',
  clubId: 1,
  leagueId: 2,
  roundId: 3,
  label: `Entry ${id}`,
  serverMatch: null,
  lastAttemptAt: null,
  ...extra,
});

/** Entries as version 2 of the app stored them, one of each kind, and one it never knew. */
const OLD_ENTRIES = [
  {
    ...bookkeeping('refused-results', 1000, { state: 'needs-attention', attempts: 2, lastError: 'Changed meanwhile', lastStatus: 412, serverMatch: { id: 4, version: 5 }, lastAttemptAt: 990 }),
    operation: 'match/update-results',
    path: `${ROUND_MATCHES}/4`,
    method: 'PUT',
    payload: result([4, 3]),
    baseVersion: 4,
    matchId: 4,
    groupId: 8,
  },
  { ...bookkeeping('create', 1001, { attempts: 1, lastError: 'No connection', lastAttemptAt: 995 }), operation: 'match/create', path: ROUND_MATCHES, method: 'POST', payload: result([1, 2]), baseVersion: null, matchId: null },
  // A full URL instead of a path, and left mid-send by a crash.
  { ...bookkeeping('delete', 1002, { state: 'syncing' }), operation: 'match/delete', url: `https://bandeja.test/api${ROUND_MATCHES}/5`, method: 'DELETE', payload: null, baseVersion: 1, matchId: 5 },
  { ...bookkeeping('report', 1003), operation: 'report/create', session: 'player', path: '/v1/me/matches/31/report', method: 'POST', payload: { team1Results: [6, 6], team2Results: [4, 3] }, baseVersion: null, matchId: 31, groupId: null },
  { ...bookkeeping('confirm', 1004), operation: 'report/confirm', session: 'player', path: '/v1/me/matches/32/confirm', method: 'POST', payload: null, baseVersion: null, matchId: 32 },
  { ...bookkeeping('dispute', 1005), operation: 'report/dispute', session: 'player', path: '/v1/me/matches/33/dispute', method: 'POST', payload: { reason: 'Wrong score' }, baseVersion: null, matchId: 33 },
  // A write this version of the app does not know: it must wait for the person, never vanish.
  { ...bookkeeping('unknown', 1006, { attempts: 3 }), operation: 'match/move-court', path: `${ROUND_MATCHES}/6/court`, method: 'PATCH', payload: { courtNumber: 2 }, baseVersion: 1, matchId: 6 },
];

let counter = 0;

/** A database left by version 2 of the app, holding `entries`; closed, as the old tab left it. */
async function oldOutbox(entries: readonly object[]): Promise<string> {
  const name = `outbox-migration-${process.pid}-${++counter}`;
  const old = new Dexie(name);
  old.version(1).stores({ entries: 'id, createdAt, state, roundId, matchId, [matchId+createdAt]' });
  old.version(2).stores({ producedVersions: '[matchId+fromVersion], at' });
  await old.open();
  await old.table('entries').bulkAdd(entries);
  old.close();
  return name;
}

describe('upgrading the outbox to typed operations', () => {
  it('reads every old entry back as its operation, with the same keys, order, attempts and states', async () => {
    const db = new OutboxDatabase(await oldOutbox(OLD_ENTRIES));
    const entries = await listEntries(db);

    expect(entries.map((entry) => [entry.id, entry.createdAt, entry.attempts, entry.state])).toEqual([
      ['refused-results', 1000, 2, 'needs-attention'],
      ['create', 1001, 1, 'pending'],
      ['delete', 1002, 0, 'pending'],
      ['report', 1003, 0, 'pending'],
      ['confirm', 1004, 0, 'pending'],
      ['dispute', 1005, 0, 'pending'],
      ['unknown', 1006, 3, 'needs-attention'],
    ]);
    const round = { clubId: 1, leagueId: 2, roundId: 3 };
    expect(entries.map(({ operation, args }) => ({ operation, args }))).toEqual([
      { operation: 'match/update-results', args: { ...round, matchId: 4, body: result([4, 3]) } },
      { operation: 'match/create', args: { ...round, body: result([1, 2]) } },
      { operation: 'match/delete', args: { ...round, matchId: 5 } },
      { operation: 'report/create', args: { matchId: 31, body: { team1Results: [6, 6], team2Results: [4, 3] } } },
      { operation: 'report/confirm', args: { matchId: 32 } },
      { operation: 'report/dispute', args: { matchId: 33, body: { reason: 'Wrong score' } } },
      { operation: 'unrecognised', args: { stored: expect.objectContaining({ operation: 'match/move-court', method: 'PATCH', payload: { courtNumber: 2 } }), session: 'admin' } },
    ]);
    // The bookkeeping stays as it was: the refusal, the server's match, the version it is sent on.
    expect(entries[0]).toMatchObject({ lastError: 'Changed meanwhile', lastStatus: 412, serverMatch: { id: 4, version: 5 }, lastAttemptAt: 990, baseVersion: 4, matchId: 4, groupId: 8, label: 'Entry refused-results' });
    expect(entries[2]).toMatchObject({ baseVersion: 1, matchId: 5 });
    // The request is no longer kept: it is derived from the operation when the entry is sent.
    for (const entry of entries) for (const field of ['method', 'path', 'url', 'payload', 'session']) expect(entry).not.toHaveProperty(field);
    // The one it cannot read is kept, needing attention, with the reason.
    expect(entries[6]).toMatchObject({ lastError: t('offline.reason.unrecognised'), matchId: 6, roundId: 3 });
    db.close();
  });

  it('sends the read-back entries once each, as the same requests under the same keys', async () => {
    const db = new OutboxDatabase(await oldOutbox(OLD_ENTRIES.slice(1)));
    const server = createFakeServer();
    const { engine } = engineFor(db, server);
    await engine.start();

    expect(server.sent.map((request) => [request.method, request.url, request.headers['idempotency-key'], request.headers['if-match'], request.body])).toEqual([
      ['POST', `/api${ROUND_MATCHES}`, 'create', undefined, result([1, 2])],
      ['DELETE', `/api${ROUND_MATCHES}/5`, 'delete', '"1"', null],
      ['POST', '/api/v1/me/matches/31/report', 'report', undefined, { team1Results: [6, 6], team2Results: [4, 3] }],
      ['POST', '/api/v1/me/matches/32/confirm', 'confirm', undefined, null],
      ['POST', '/api/v1/me/matches/33/dispute', 'dispute', undefined, { reason: 'Wrong score' }],
    ]);
    // Never sent, never dropped.
    expect((await listEntries(db)).map((entry) => [entry.id, entry.state])).toEqual([['unknown', 'needs-attention']]);
    db.close();
  });

  it('keeps an unrecognised entry needing attention through Retry and Edit; only Discard removes it', async () => {
    const db = new OutboxDatabase(await oldOutbox(OLD_ENTRIES.slice(-1)));
    const server = createFakeServer();
    const { engine } = engineFor(db, server);
    await retryEntry(db, 'unknown');
    expect(await editEntry(db, 'unknown', { baseVersion: 9 })).toBeNull();
    await engine.start();
    expect(server.sent).toEqual([]);
    expect(await db.entries.get('unknown')).toMatchObject({ operation: 'unrecognised', state: 'needs-attention', attempts: 3 });

    await discardEntry(db, 'unknown');
    expect(await listEntries(db)).toEqual([]);
    db.close();
  });

  it('keeps an old entry whose route no longer exists, and holds back later changes of its match', async () => {
    const moved = { ...OLD_ENTRIES[0]!, id: 'old-route', state: 'pending', path: '/v1/clubs/1/leagues/2/rounds/3/matches/4' };
    const later = { ...OLD_ENTRIES[0]!, id: 'later', state: 'pending', createdAt: 2000 };
    const db = new OutboxDatabase(await oldOutbox([moved, later]));
    const server = createFakeServer();
    const { engine } = engineFor(db, server);
    await engine.start();

    expect(server.sent).toEqual([]);
    expect((await listEntries(db)).map((entry) => [entry.id, entry.operation, entry.state])).toEqual([
      ['old-route', 'unrecognised', 'needs-attention'],
      ['later', 'match/update-results', 'pending'],
    ]);
    db.close();
  });
});
