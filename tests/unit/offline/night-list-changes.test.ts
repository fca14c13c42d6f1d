import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  americanoSchedule,
  nightLeaderboard,
  onCourts,
  remadeRounds,
  type NightRoundPlan,
} from '../../../src/shared/domain/club-nights';
import type { ClubNight, ClubNightMatch, ClubNightRound } from '../../../src/shared/schemas/club-night';
import { enqueue, listEntries } from '../../../src/client/offline/outbox';
import type { NightMatchArgs } from '../../../src/client/offline/outbox-operations';
import { requestOf } from '../../../src/client/offline/outbox-operations';
import { SyncEngine } from '../../../src/client/offline/sync-engine';
import type { FetchLike } from '../../../src/client/offline/send-entry';
import { shownNight } from '../../../src/client/features/club-nights/admin/night-shown';
import { freshDb } from './support';

// A late arrival and a drop-out courtside without signal: the phone makes the rounds not started
// again with the function the server runs (remadeRounds), scores typed on those rounds reach the
// matches the server made on their courts, and every entry is applied once.

let ids = 100;
const withIds = (number: number, plan: NightRoundPlan): ClubNightRound => ({
  number,
  resting: plan.resting,
  matches: plan.matches.map((m) => ({
    id: ids++,
    courtNumber: m.courtNumber,
    team1: [m.team1[0], m.team1[1]],
    team2: [m.team2[0], m.team2[1]],
    team1Points: null,
    team2Points: null,
    version: 1,
  })),
});

/** An Americano of 8 on courts 1 and 2: seven rounds, all made at creation. */
function americano(): ClubNight {
  const players = [1, 2, 3, 4, 5, 6, 7, 8];
  const rounds = americanoSchedule({ players, courts: 2 }).map((round, index) =>
    withIds(index + 1, onCourts(round, [1, 2])),
  );
  return {
    id: 9,
    clubId: 1,
    name: 'Friday',
    date: '2026-06-12',
    startHour: 19,
    format: 'americano',
    status: 'upcoming',
    playerCount: 8,
    scoring: { kind: 'points', pointsPerMatch: 24 },
    courts: [1, 2],
    mexicanoPairing: '1+3v2+4',
    mexicanoFirstRound: 'list',
    plannedRounds: rounds.length,
    players: players.map((id) => ({ id, name: `P${id}`, guest: false, droppedOut: false })),
    teams: [],
    rounds,
    leaderboard: [],
    version: 1,
  };
}

/** The server's night writes: scores with If-Match, and a list change making the unstarted rounds again. */
function nightServer(night: ClubNight) {
  const answered = new Map<string, { status: number; body: unknown }>();
  const applied: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    const key = headers['idempotency-key']!;
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, number>) : {};
    const reply = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });
    const replay = answered.get(key);
    if (replay) return reply(replay.status, replay.body);
    let answer: { status: number; body: unknown };
    const matchId = /\/matches\/(-?\d+|null)$/.exec(url)?.[1];
    const dropped = /\/players\/(\d+)$/.exec(url)?.[1];
    if (matchId !== undefined) {
      const match = night.rounds.flatMap((r) => r.matches).find((m) => m.id === Number(matchId));
      if (!match) answer = { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      else if (headers['if-match'] !== `"${match.version}"`)
        answer = { status: 412, body: { error: 'Stale', code: 'STALE', details: [{ ...match }] } };
      else {
        Object.assign(match, {
          team1Points: body.team1Points,
          team2Points: body.team2Points,
          version: match.version + 1,
        });
        answer = { status: 200, body: { ...match } };
      }
    } else {
      const playerId = dropped !== undefined ? Number(dropped) : body.playerId!;
      const onList = night.players.find((p) => p.id === playerId);
      if (dropped !== undefined) {
        if (onList) onList.droppedOut = true;
      } else if (onList) onList.droppedOut = false;
      else night.players.push({ id: playerId, name: `P${playerId}`, guest: false, droppedOut: false });
      const remade = remadeRounds(night);
      if ('problem' in remade) throw new Error(remade.problem);
      night.plannedRounds = remade.plannedRounds;
      night.rounds = [
        ...night.rounds.slice(0, remade.keep),
        ...remade.rounds.map((plan, index) => withIds(remade.keep + 1 + index, plan)),
      ];
      night.version += 1;
      answer = { status: dropped !== undefined ? 200 : 201, body: structuredClone(night) };
    }
    answered.set(key, answer);
    applied.push(key);
    return reply(answer.status, answer.body);
  };
  return { fetch, applied, night };
}

const place = { clubId: 1, leagueId: 0, roundId: 0, matchId: null };

function scoreWrite(roundNumber: number, match: ClubNightMatch, team1Points: number) {
  const onServer = match.id > 0;
  const args: NightMatchArgs = {
    clubId: 1,
    clubNightId: 9,
    roundNumber,
    courtNumber: match.courtNumber,
    nightMatchId: onServer ? match.id : null,
    expected: { team1: match.team1, team2: match.team2 },
  };
  return {
    operation: 'clubNight/score' as const,
    args: { ...args, body: { team1Points, team2Points: 24 - team1Points } },
    place,
    baseVersion: onServer ? match.version : null,
    label: null,
  };
}

const dropWrite = (playerId: number) => ({
  operation: 'clubNight/drop-player' as const,
  args: { clubId: 1, clubNightId: 9, playerName: `P${playerId}`, playerId },
  place,
  baseVersion: null,
  label: null,
});
const arriveWrite = (playerId: number) => ({
  operation: 'clubNight/add-player' as const,
  args: { clubId: 1, clubNightId: 9, playerName: `P${playerId}`, body: { playerId } },
  place,
  baseVersion: null,
  label: null,
});

const lineUps = (rounds: readonly ClubNightRound[]) =>
  rounds.map((r) => ({
    resting: r.resting,
    matches: r.matches.map((m) => [m.courtNumber, m.team1, m.team2, m.team1Points, m.team2Points]),
  }));

describe("a night's late arrival and drop-out run offline through the outbox", () => {
  it('are sent as the contract has them: DELETE …/players/{p} and POST …/players { playerId }, keyed, no If-Match', () => {
    const drop = requestOf({ ...dropWrite(3), id: 'k1', baseVersion: null });
    expect(drop).toMatchObject({ method: 'DELETE', path: '/v1/admin/clubs/1/club-nights/9/players/3', body: null });
    expect(drop.headers).toEqual({ accept: 'application/json', 'idempotency-key': 'k1' });
    const arrive = requestOf({ ...arriveWrite(12), id: 'k2', baseVersion: null });
    // The name the phone shows is never sent.
    expect(arrive).toMatchObject({
      method: 'POST',
      path: '/v1/admin/clubs/1/club-nights/9/players',
      body: { playerId: 12 },
    });
  });

  it('keep the played rounds, make the rest again on the phone as the server does, and land each score on its match once', async () => {
    const db = freshDb();
    const phone = americano();
    const server = nightServer(structuredClone(phone));
    let online = false;
    const engine = new SyncEngine({
      db,
      fetch: server.fetch,
      getToken: () => 't',
      isOnline: () => online,
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    const shown = async () => shownNight(phone, await listEntries(db));

    // Offline: round 1 scored, then player 3 drops out.
    for (const [index, match] of phone.rounds[0]!.matches.entries())
      await enqueue(db, scoreWrite(1, match, [15, 11][index]!));
    await enqueue(db, dropWrite(3));
    let view = await shown();
    expect(view.players.find((p) => p.id === 3)?.droppedOut).toBe(true);
    // Round 1 as it was; every later round without player 3, made on the phone (no server ids yet).
    expect(lineUps(view.rounds.slice(0, 1))).toEqual(
      lineUps([
        {
          ...phone.rounds[0]!,
          matches: phone.rounds[0]!.matches.map((m, i) => ({
            ...m,
            team1Points: [15, 11][i]!,
            team2Points: [9, 13][i]!,
          })),
        },
      ]),
    );
    for (const round of view.rounds.slice(1)) {
      expect(round.matches.flatMap((m) => [...m.team1, ...m.team2])).not.toContain(3);
      expect(round.matches.every((m) => m.id < 0)).toBe(true);
    }

    // Round 2 (made on the phone) scored; then player 9 arrives late and the rounds after 2 are made again.
    for (const [index, match] of view.rounds[1]!.matches.entries())
      await enqueue(db, scoreWrite(2, match, [20, 4][index]!));
    await enqueue(db, arriveWrite(9));
    view = await shown();
    expect(view.players.map((p) => p.id)).toContain(9);
    expect(view.rounds[2]!.matches.flatMap((m) => [...m.team1, ...m.team2, ...view.rounds[2]!.resting])).toContain(9);
    for (const [index, match] of view.rounds[2]!.matches.entries())
      await enqueue(db, scoreWrite(3, match, [12, 17][index]!));
    const phoneView = await shown();
    // The phone shows a night the server refuses nothing of: the same rounds the server will make.
    expect(phoneView.rounds.length).toBe(phoneView.plannedRounds);

    const queued = (await listEntries(db)).length;
    online = true;
    await engine.start();
    expect(await listEntries(db)).toEqual([]);
    // Each entry one change on the server: round 1's scores, the drop-out, round 2's, the arrival, round 3's.
    expect(server.applied).toHaveLength(queued);
    expect(lineUps(server.night.rounds)).toEqual(lineUps(phoneView.rounds));
    expect(nightLeaderboard(server.night.players, server.night.rounds)).toEqual(phoneView.leaderboard);

    await engine.trigger();
    expect(server.applied).toHaveLength(queued);
    db.close();
  });

  it('show the night as it stands while a change the server will refuse waits (every round has a score)', async () => {
    const db = freshDb();
    const night = americano();
    for (const round of night.rounds)
      for (const match of round.matches) Object.assign(match, { team1Points: 12, team2Points: 12 });
    await enqueue(db, dropWrite(3));
    const view = shownNight(night, await listEntries(db));
    expect(view.players.find((p) => p.id === 3)?.droppedOut).toBe(false);
    expect(lineUps(view.rounds)).toEqual(lineUps(night.rounds));
    db.close();
  });

  it('leave a Mexicano round 1 by rating to the server: only it has the ratings', async () => {
    const db = freshDb();
    const night: ClubNight = {
      ...americano(),
      format: 'mexicano',
      mexicanoFirstRound: 'rating',
      plannedRounds: 7,
    };
    night.rounds = night.rounds.slice(0, 1);
    await enqueue(db, dropWrite(3));
    const view = shownNight(night, await listEntries(db));
    expect(view.roundsAwaitServer).toBe(true);
    expect(view.rounds).toEqual([]);
    expect(view.players.find((p) => p.id === 3)?.droppedOut).toBe(true);
    db.close();
  });
});
