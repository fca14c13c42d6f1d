import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { nextRoundOfNight, nightLeaderboard } from '../../../src/shared/domain/club-nights';
import type { ClubNight, ClubNightMatch } from '../../../src/shared/schemas/club-night';
import { enqueue, listEntries } from '../../../src/client/offline/outbox';
import type { NightMatchArgs } from '../../../src/client/offline/outbox-operations';
import { SyncEngine } from '../../../src/client/offline/sync-engine';
import type { FetchLike } from '../../../src/client/offline/send-entry';
import { shownNight } from '../../../src/client/features/club-nights/admin/night-shown';
import { freshDb } from './support';

const PLAYERS = [1, 2, 3, 4, 5, 6, 7, 8];

/** A Mexicano of 8 on courts 1 and 2, round 1 made (as the server answers it). */
function mexicano(): ClubNight {
  const night: ClubNight = {
    id: 9,
    clubId: 1,
    name: 'Friday',
    date: '2026-06-12',
    startHour: 19,
    format: 'mexicano',
    status: 'upcoming',
    playerCount: 8,
    scoring: { kind: 'points', pointsPerMatch: 24 },
    courts: [1, 2],
    mexicanoPairing: '1+3v2+4',
    mexicanoFirstRound: 'list',
    plannedRounds: 6,
    players: PLAYERS.map((id) => ({ id, name: `P${id}`, guest: false })),
    teams: [],
    rounds: [],
    leaderboard: [],
    version: 1,
  };
  return { ...night, rounds: [{ number: 1, ...withIds(nextRoundOfNight(night), 100) }] };
}

let ids = 100;
function withIds(plan: ReturnType<typeof nextRoundOfNight>, from: number) {
  ids = Math.max(ids, from);
  return {
    resting: plan.resting,
    matches: plan.matches.map((m) => ({
      id: ids++,
      courtNumber: m.courtNumber,
      team1: [...m.team1] as [number, number],
      team2: [...m.team2] as [number, number],
      team1Points: null,
      team2Points: null,
      version: 1,
    })),
  };
}

/** The server's night writes as the contract has them: If-Match on a score, 409 unless `number` is the next round, keyed replays. */
function nightServer(night: ClubNight) {
  const answered = new Map<string, { status: number; body: unknown }>();
  const applied: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    const key = headers['idempotency-key']!;
    const body = JSON.parse(init.body as string) as Record<string, number>;
    const reply = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });
    const replay = answered.get(key);
    if (replay) return reply(replay.status, replay.body);
    let answer: { status: number; body: unknown };
    const matchId = /\/matches\/(-?\d+|null)$/.exec(url)?.[1];
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
    } else if (body.number !== night.rounds.length + 1)
      answer = { status: 409, body: { error: 'Not the next round', code: 'CONFLICT' } };
    else {
      night.rounds.push({ number: body.number!, ...withIds(nextRoundOfNight(night), 500) });
      answer = { status: 201, body: structuredClone(night) };
    }
    if (answer.status < 300) {
      answered.set(key, answer);
      applied.push(key);
    }
    return reply(answer.status, answer.body);
  };
  return { fetch, applied, night };
}

function scoreWrite(night: ClubNight, roundNumber: number, match: ClubNightMatch, team1Points: number) {
  const onServer = match.id > 0;
  const args: NightMatchArgs = {
    clubId: 1,
    clubNightId: night.id,
    roundNumber,
    courtNumber: match.courtNumber,
    nightMatchId: onServer ? match.id : null,
    expected: { team1: match.team1, team2: match.team2 },
  };
  return {
    operation: 'clubNight/score' as const,
    args: { ...args, body: { team1Points, team2Points: 24 - team1Points } },
    place: { clubId: 1, leagueId: 0, roundId: 0, matchId: null },
    baseVersion: onServer ? match.version : null,
    label: null,
  };
}

describe('a club night run offline through the outbox', () => {
  it('makes round 2 on the phone, and the scores of that round reach the matches the server made, each once', async () => {
    const db = freshDb();
    const phone = mexicano();
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

    // Offline: round 1 scored, round 2 made on the phone and scored, one of its scores corrected.
    const shown = async () => shownNight(phone, await listEntries(db));
    for (const [index, match] of phone.rounds[0]!.matches.entries())
      await enqueue(db, scoreWrite(phone, 1, match, [15, 11][index]!));
    await enqueue(db, {
      operation: 'clubNight/next-round',
      args: { clubId: 1, clubNightId: 9, body: { number: 2 } },
      place: { clubId: 1, leagueId: 0, roundId: 0, matchId: null },
      baseVersion: null,
      label: null,
    });
    const phoneRound2 = (await shown()).rounds[1]!;
    // The same round the server's function makes from the phone's scores.
    const scored = structuredClone(phone);
    scored.rounds[0]!.matches.forEach((m, i) =>
      Object.assign(m, { team1Points: [15, 11][i], team2Points: [9, 13][i] }),
    );
    expect(phoneRound2.matches.map((m) => [m.courtNumber, m.team1, m.team2])).toEqual(
      nextRoundOfNight(scored).matches.map((m) => [m.courtNumber, m.team1, m.team2]),
    );
    expect(phoneRound2.matches.every((m) => m.id < 0)).toBe(true);
    for (const [index, match] of phoneRound2.matches.entries())
      await enqueue(db, scoreWrite(phone, 2, match, [14, 12][index]!));
    await enqueue(db, scoreWrite(phone, 2, phoneRound2.matches[0]!, 16));
    const phoneView = await shown();

    online = true;
    await engine.start();
    expect(await listEntries(db)).toEqual([]);
    // Six entries, six changes on the server; the round-2 matches got their scores, the correction on the version the first produced.
    expect(server.applied).toHaveLength(6);
    const round2 = server.night.rounds[1]!;
    expect(
      round2.matches.map((m) => [m.courtNumber, m.team1, m.team2, m.team1Points, m.team2Points, m.version]),
    ).toEqual(
      phoneView.rounds[1]!.matches.map((m, i) => [
        m.courtNumber,
        m.team1,
        m.team2,
        m.team1Points,
        m.team2Points,
        [3, 2][i],
      ]),
    );
    expect(nightLeaderboard(server.night.players, server.night.rounds)).toEqual(phoneView.leaderboard);

    // Sent again (a lost answer, a second run): nothing is applied twice.
    await engine.trigger();
    expect(server.applied).toHaveLength(6);
    db.close();
  });

  it('never scores a court the server filled with other players: the entry waits for the organiser', async () => {
    const db = freshDb();
    const phone = mexicano();
    // Another phone changed a round-1 score the server now holds: its round 2 differs from this phone's.
    const server = nightServer(structuredClone(phone));
    const engine = new SyncEngine({
      db,
      fetch: server.fetch,
      getToken: () => 't',
      isOnline: () => true,
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    phone.rounds[0]!.matches.forEach((m) => Object.assign(m, { team1Points: 24, team2Points: 0 }));
    server.night.rounds[0]!.matches.forEach((m) => Object.assign(m, { team1Points: 0, team2Points: 24, version: 2 }));
    await enqueue(db, {
      operation: 'clubNight/next-round',
      args: { clubId: 1, clubNightId: 9, body: { number: 2 } },
      place: { clubId: 1, leagueId: 0, roundId: 0, matchId: null },
      baseVersion: null,
      label: null,
    });
    const round2 = shownNight(phone, await listEntries(db)).rounds[1]!;
    await enqueue(db, scoreWrite(phone, 2, round2.matches[0]!, 13));
    await engine.start();
    const [left] = await listEntries(db);
    expect(left).toMatchObject({ operation: 'clubNight/score', state: 'needs-attention' });
    expect(server.night.rounds[1]!.matches.every((m) => m.team1Points === null)).toBe(true);
    db.close();
  });
});
