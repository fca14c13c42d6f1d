import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { editEntry, listEntries } from '../../../src/client/offline/outbox';
import { requestOf } from '../../../src/client/offline/outbox-operations';
import { refusalReason } from '../../../src/client/offline/messages';
import type { QueuedWrite } from '../../../src/client/offline/outbox';
import { createFakeServer, engineFor, freshDb, queue, resultsWrite, sendable } from './support';
import { t } from '@/client/i18n/i18n';

/*
 * A line-up through the courtside outbox (docs/substitutes.md, src/client/offline/README.md): named
 * with no signal, it is kept on the device and sent once when the signal returns, after the earlier
 * changes of its match and on the version they produced; a line-up someone else changed meanwhile
 * waits as a conflict with the server's match, and goes over it only when the organiser says so.
 */
const round = { clubId: 1, leagueId: 2, roundId: 3 };
const body = { team1Players: [31, 12], team2Players: [21, 22] };

function lineupWrite(matchId: number, baseVersion: number): QueuedWrite {
  return {
    operation: 'lineup/set',
    args: { ...round, matchId, body, shown: [{ substitute: 'Carla Ruiz', absent: 'Ana Alonso' }] },
    place: { ...round, matchId, groupId: 7 },
    baseVersion,
    label: 'Alonso / Blanco vs Costa / Díaz',
  };
}

describe('a line-up in the outbox', () => {
  it('is kept while offline and sent exactly once when the signal returns, with its key, If-Match and body only', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, lineupWrite(4, 1));
    const { engine, setOnline } = engineFor(db, server);
    setOnline(false);
    await engine.start();
    expect(server.sent).toHaveLength(0);
    expect(engine.getStatus()).toMatchObject({ state: 'offline', waitingCount: 1 });
    expect(await listEntries(db)).toMatchObject([
      { id: entry!.id, operation: 'lineup/set', state: 'pending', matchId: 4, groupId: 7 },
    ]);

    setOnline(true);
    await engine.networkChanged();
    // A lost answer would send it again under the same key; here one request, one change.
    await engine.networkChanged();
    expect(server.sent).toEqual([
      {
        url: '/api/v1/admin/clubs/1/leagues/2/rounds/3/matches/4/lineup',
        method: 'PUT',
        headers: expect.objectContaining({ 'idempotency-key': entry!.id, 'if-match': '"1"' }),
        body,
      },
    ]);
    expect(server.applied).toEqual([entry!.id]);
    expect(server.matches.get(4)?.version).toBe(2);
    expect(await listEntries(db)).toEqual([]);
    db.close();
  });

  it('waits behind the result entered before it for the same match, and goes on the version that result produced', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [result, lineup] = await queue(db, resultsWrite(4, 1), lineupWrite(4, 1));
    const { engine } = engineFor(db, server);
    await engine.start();
    expect(server.sent.map((request) => [request.headers['idempotency-key'], request.headers['if-match']])).toEqual([
      [result!.id, '"1"'],
      [lineup!.id, '"2"'],
    ]);
    expect(server.matches.get(4)?.version).toBe(3);
    db.close();
  });

  it('changed by someone else meanwhile: a conflict with the server’s match, sent over it only on the organiser’s word', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const [entry] = await queue(db, lineupWrite(5, 1));
    server.foreignWrite(5);
    const { engine } = engineFor(db, server);
    await engine.start();
    const [kept] = await listEntries(db);
    expect(kept).toMatchObject({
      id: entry!.id,
      state: 'needs-attention',
      lastStatus: 412,
      lastError: t('offline.conflictTitle'),
      serverMatch: { id: 5, version: 2 },
    });
    expect(server.applied).toEqual([]);

    // "Send mine over it": a new intended change on the server's version.
    const edited = await editEntry(db, entry!.id, { baseVersion: 2 });
    expect(edited).toMatchObject({ operation: 'lineup/set', baseVersion: 2, state: 'pending' });
    expect(edited!.id).not.toBe(entry!.id);
    expect(requestOf(sendable(edited!)).headers['if-match']).toBe('"2"');
    await engine.trigger();
    expect(server.applied).toEqual([edited!.id]);
    expect(await listEntries(db)).toEqual([]);
    db.close();
  });

  it('refused by a league rule: the rule in the organiser’s language', () => {
    const refused = {
      error: 'Team A has made 2 of its 2 substitute appearances this season',
      code: 'CONFLICT',
      details: [{ field: 'team1Players', rule: 'maxSubstituteAppearances', limit: 2, made: 2 }],
    };
    expect(refusalReason(409, refused)).toBe(
      t('admin.lineup.rule.maxSubstituteAppearances', { serverError: refused.error }),
    );
  });
});
