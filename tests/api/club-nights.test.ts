import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubNight, ClubNightMatch, PlayerClubNight } from '../../src/shared/schemas/club-night.js';
import { nextRoundOfNight, remadeRounds } from '../../src/shared/domain/club-nights/index.js';
import { createOrganiser } from './support/accounts.js';
import { createNight, createNightPlayers } from './support/club-night-fixture.js';
import { createTeam } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let clubId: number;
let otherClubId: number;
let otherOrganiser: string;
let thisOrganiser: string;

beforeAll(async () => {
  t = await createTestApp();
  const club = async (name: string) =>
    (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name } })).json<{ id: number }>().id;
  clubId = await club('Nights Club');
  otherClubId = await club('Other Club');
  thisOrganiser = (await createOrganiser(t, 'nights-organiser', [clubId])).token;
  otherOrganiser = (await createOrganiser(t, 'other-organiser', [otherClubId])).token;
});
afterAll(() => t.close());

const admin = (clubIdOf = clubId) => `/api/v1/admin/clubs/${clubIdOf}/club-nights`;
const publicNight = (id: number) => `/api/v1/clubs/${clubId}/club-nights/${id}`;
const read = async (id: number) => (await t.app.inject({ method: 'GET', url: publicNight(id) })).json<ClubNight>();

const score = (
  night: ClubNight,
  match: ClubNightMatch,
  team1Points: number,
  team2Points: number,
  headers: Record<string, string> = {},
) =>
  t.admin({
    method: 'PUT',
    url: `${admin()}/${night.id}/matches/${match.id}`,
    headers: { 'if-match': `"${match.version}"`, ...headers },
    payload: { team1Points, team2Points },
  });

async function scoreRound(night: ClubNight, number: number): Promise<void> {
  const round = night.rounds.find((r) => r.number === number)!;
  for (const [index, match] of round.matches.entries()) {
    const response = await score(night, match, 13 + (index % 3), 11 - (index % 3));
    expect(response.statusCode, response.body).toBe(200);
  }
}

const nextRound = (night: ClubNight, number: number, headers: Record<string, string> = {}) =>
  t.admin({ method: 'POST', url: `${admin()}/${night.id}/rounds`, headers, payload: { number } });

const sides = (night: ClubNight) =>
  night.rounds.map((round) => ({
    matches: round.matches.map((m) => [m.courtNumber, m.team1, m.team2]),
    resting: round.resting,
  }));

describe('creating and reading a night', () => {
  it('makes every Americano round at creation, on the night courts, and reads it back publicly', async () => {
    const players = await createNightPlayers(t, 8);
    const night = await createNight(t, clubId, { players });
    expect(night.plannedRounds).toBe(7);
    expect(night.rounds).toHaveLength(7);
    expect(night.status).toBe('upcoming');
    for (const round of night.rounds) {
      expect(round.matches.map((m) => m.courtNumber)).toEqual([1, 2]);
      expect(new Set(round.matches.flatMap((m) => [...m.team1, ...m.team2])).size).toBe(8);
    }
    expect(await read(night.id)).toEqual(night);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/club-nights` });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: number; playerCount: number }[]>().find((n) => n.id === night.id)?.playerCount).toBe(8);
  });

  it('makes a Team Americano of fixed pairs, and round 1 of a Mexicano in the list order when asked', async () => {
    const teams = [await createTeam(t), await createTeam(t), await createTeam(t), await createTeam(t)];
    const teamNight = await createNight(t, clubId, { format: 'teamAmericano', teams });
    expect(teamNight.teams.map((team) => team.id)).toEqual(teams);
    expect(teamNight.players).toHaveLength(8);
    expect(teamNight.rounds).toHaveLength(3);
    const pairs = new Set(teamNight.teams.map((team) => team.players.join('-')));
    for (const match of teamNight.rounds.flatMap((r) => r.matches)) {
      expect(pairs.has(match.team1.join('-')) && pairs.has(match.team2.join('-'))).toBe(true);
    }
    const players = await createNightPlayers(t, 8);
    const mexicano = await createNight(t, clubId, {
      format: 'mexicano',
      players,
      mexicanoFirstRound: 'list',
      courts: [3, 5],
    });
    expect(mexicano.rounds).toHaveLength(1);
    expect(sides(mexicano)[0]).toEqual({
      matches: [
        [3, [players[0], players[2]], [players[1], players[3]]],
        [5, [players[4], players[6]], [players[5], players[7]]],
      ],
      resting: [],
    });
  });

  it('refuses a player twice, an unknown player, teams for an Americano, and missing nights', async () => {
    const players = await createNightPlayers(t, 4);
    const body = {
      name: 'Bad',
      date: '2026-03-06',
      startHour: 19,
      format: 'americano',
      scoring: { kind: 'points', pointsPerMatch: 24 },
      courts: [1],
    };
    const twice = await t.admin({
      method: 'POST',
      url: admin(),
      payload: { ...body, players: [...players, players[0]] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain('players');
    const unknown = await t.admin({
      method: 'POST',
      url: admin(),
      payload: { ...body, players: [...players.slice(0, 3), 999_999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ details: { field: string }[] }>().details[0]!.field).toBe('players[3]');
    const teams = await t.admin({ method: 'POST', url: admin(), payload: { ...body, players, teams: [1, 2] } });
    expect(teams.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: publicNight(999_999) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs/999999/club-nights' })).statusCode).toBe(404);
  });

  it('lets only the club staff write: a player-less call 401, another club organiser 404, this club organiser 201', async () => {
    const players = await createNightPlayers(t, 4);
    const payload = {
      name: 'Guarded',
      date: '2026-03-06',
      startHour: 19,
      format: 'americano',
      scoring: { kind: 'timed', minutes: 15 },
      courts: [1],
      players,
    };
    expect((await t.app.inject({ method: 'POST', url: admin(), payload })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: admin(),
      headers: { authorization: `Bearer ${otherOrganiser}` },
      payload,
    });
    expect(other.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'POST',
      url: admin(),
      headers: { authorization: `Bearer ${thisOrganiser}` },
      payload,
    });
    expect(mine.statusCode).toBe(201);
  });
});

describe('guests', () => {
  it('are made with a name only and left out of the public players list and search', async () => {
    const [guest] = await createNightPlayers(t, 1, { guest: true });
    const staff = await t.admin({ method: 'GET', url: `/api/v1/admin/players/${guest}` });
    expect(staff.json<{ guest: boolean; dob: string | null }>()).toMatchObject({ guest: true, dob: null });
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/players?search=Night&pageSize=100` });
    expect(search.json<{ players: { id: number }[] }>().players.map((p) => p.id)).not.toContain(guest);
    const staffSearch = await t.admin({ method: 'GET', url: `/api/v1/admin/players?search=Night&pageSize=100` });
    expect(staffSearch.json<{ players: { id: number }[] }>().players.map((p) => p.id)).toContain(guest);
  });

  it('may go by one word (no surname), which a player who is not a guest may not', async () => {
    const guest = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: 'Chema', lastName: '', guest: true },
    });
    expect(guest.statusCode).toBe(201);
    expect(guest.json<{ firstName: string; lastName: string; guest: boolean }>()).toMatchObject({
      firstName: 'Chema',
      lastName: '',
      guest: true,
    });
    const blankSurname = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: 'Chema', lastName: '   ', guest: true },
    });
    expect(blankSurname.statusCode).toBe(201);
    expect(blankSurname.json<{ lastName: string }>().lastName).toBe('');
    for (const payload of [
      { firstName: 'Chema', lastName: '' },
      { firstName: 'Chema', lastName: '', guest: false },
    ]) {
      const refused = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain('lastName');
    }
    // On a night the guest's one word is their name, on the list and the leaderboard.
    const others = await createNightPlayers(t, 3);
    const id = guest.json<{ id: number }>().id;
    const night = await createNight(t, clubId, { players: [id, ...others], courts: [1] });
    expect(night.players.find((p) => p.id === id)?.name).toBe('Chema');
    expect(night.leaderboard.find((row) => row.playerId === id)?.name).toBe('Chema');
  });
});

describe('scores', () => {
  it('add up to the points per match (400 naming team2Points), refuse a stale If-Match (412), and replay a keyed write once', async () => {
    const night = await createNight(t, clubId, { players: await createNightPlayers(t, 4), courts: [1] });
    const match = night.rounds[0]!.matches[0]!;
    const wrong = await score(night, match, 13, 12);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: { field: string }[] }>().details[0]!.field).toBe('team2Points');
    const key = { 'idempotency-key': 'night-score-0001' };
    const first = await score(night, match, 13, 11, key);
    expect(first.statusCode).toBe(200);
    expect(first.json<ClubNightMatch>()).toMatchObject({ team1Points: 13, team2Points: 11, version: 2 });
    const replay = await score(night, match, 13, 11, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const stale = await score(night, match, 12, 12);
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ details: ClubNightMatch[] }>().details[0]).toMatchObject({ id: match.id, version: 2 });
    // Announced to the club's live streams, once: the replay changed nothing.
    const changes = await t.db
      .selectFrom('changes')
      .select(['kind', 'audience', 'payload'])
      .where('club_id', '=', clubId)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(changes[0]).toMatchObject({ kind: 'clubNight', audience: 'public' });
    expect(JSON.parse(changes[0]!.payload)).toEqual({ kind: 'clubNight', clubId, clubNightId: night.id });
    expect(JSON.parse(changes[1]!.payload)).toEqual({ kind: 'clubNight', clubId, clubNightId: night.id });
    const after = await read(night.id);
    expect(after.status).toBe('running');
    expect(after.leaderboard[0]).toMatchObject({ points: 13, played: 1, won: 1, pointsDiff: 2 });
  });

  it('timed: any points from 0, a draw included', async () => {
    const night = await createNight(t, clubId, {
      players: await createNightPlayers(t, 4),
      courts: [1],
      scoring: { kind: 'timed', minutes: 12 },
    });
    expect((await score(night, night.rounds[0]!.matches[0]!, 7, 7)).statusCode).toBe(200);
    expect((await score(night, night.rounds[1]!.matches[0]!, -1, 3)).statusCode).toBe(400);
  });

  it('two parallel scores at one version: one wins, the other is told the match moved on', async () => {
    const night = await createNight(t, clubId, { players: await createNightPlayers(t, 4), courts: [1] });
    const match = night.rounds[0]!.matches[0]!;
    const answers = await Promise.all([score(night, match, 20, 4), score(night, match, 4, 20)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<ClubNightMatch>();
    expect((await read(night.id)).rounds[0]!.matches[0]).toEqual(winner);
  });
});

describe('Mexicano rounds', () => {
  it('makes the next round from the leaderboard, exactly as the shared function does, and refuses out of order or before the last is scored', async () => {
    const players = await createNightPlayers(t, 8);
    const night = await createNight(t, clubId, { format: 'mexicano', players, rounds: 3 });
    const early = await nextRound(night, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toMatch(/Score every match/);
    await scoreRound(night, 1);
    const scored = await read(night.id);
    expect((await nextRound(night, 3)).statusCode).toBe(409);
    const expected = nextRoundOfNight(scored);
    const made = await nextRound(night, 2);
    expect(made.statusCode, made.body).toBe(201);
    const round2 = made.json<ClubNight>().rounds[1]!;
    expect(round2.matches.map((m) => ({ courtNumber: m.courtNumber, team1: m.team1, team2: m.team2 }))).toEqual(
      expected.matches,
    );
    expect(round2.resting).toEqual(expected.resting);
    expect((await nextRound(night, 2)).statusCode).toBe(409);
  });

  it('answers 400 for a night that is not a Mexicano', async () => {
    const night = await createNight(t, clubId, { players: await createNightPlayers(t, 4), courts: [1] });
    const response = await nextRound(night, 2);
    expect(response.statusCode).toBe(400);
  });

  it('two parallel requests for round 2: one 201, one 409, and the night has one round 2', async () => {
    const night = await createNight(t, clubId, { format: 'mexicano', players: await createNightPlayers(t, 8) });
    await scoreRound(night, 1);
    const answers = await Promise.all([nextRound(night, 2), nextRound(night, 2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await read(night.id);
    expect(after.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(after.rounds[1]!.matches).toHaveLength(2);
  });

  it('refuses a stale night version on If-Match (412)', async () => {
    const night = await createNight(t, clubId, { format: 'mexicano', players: await createNightPlayers(t, 8) });
    await scoreRound(night, 1);
    const stale = await nextRound(night, 2, { 'if-match': `"${night.version + 5}"` });
    expect(stale.statusCode).toBe(412);
    expect((await nextRound(night, 2, { 'if-match': `"${night.version}"` })).statusCode).toBe(201);
  });
});

describe('late arrivals and drop-outs', () => {
  it('a late arrival remakes only the rounds not started; started rounds stay exactly as they were', async () => {
    const players = await createNightPlayers(t, 8);
    const night = await createNight(t, clubId, { players });
    await score(night, night.rounds[0]!.matches[0]!, 12, 12);
    const [late] = await createNightPlayers(t, 1);
    const response = await t.admin({
      method: 'POST',
      url: `${admin()}/${night.id}/players`,
      payload: { playerId: late },
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = response.json<ClubNight>();
    expect(after.rounds[0]).toEqual({
      ...night.rounds[0]!,
      matches: [
        { ...night.rounds[0]!.matches[0]!, team1Points: 12, team2Points: 12, version: 2 },
        night.rounds[0]!.matches[1]!,
      ],
    });
    expect(after.rounds).toHaveLength(night.plannedRounds);
    const later = after.rounds
      .slice(1)
      .flatMap((r) => [...r.matches.flatMap((m) => [...m.team1, ...m.team2]), ...r.resting]);
    expect(later).toContain(late);
    expect(after.version).toBe(night.version + 1);
    const again = await t.admin({ method: 'POST', url: `${admin()}/${night.id}/players`, payload: { playerId: late } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toMatch(/already on the night/);
  });

  it('a drop-out keeps their played matches and leaves the later rounds; nothing left to remake is 409', async () => {
    const players = await createNightPlayers(t, 5);
    const night = await createNight(t, clubId, { players, courts: [1] });
    await scoreRound(night, 1);
    const leaver = night.rounds[0]!.matches[0]!.team1[0];
    const response = await t.admin({ method: 'DELETE', url: `${admin()}/${night.id}/players/${leaver}` });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<ClubNight>();
    expect(after.players.find((p) => p.id === leaver)?.droppedOut).toBe(true);
    expect(after.rounds[0]!.matches[0]!.team1[0]).toBe(leaver);
    expect(after.rounds.slice(1).flatMap((r) => r.matches.flatMap((m) => [...m.team1, ...m.team2]))).not.toContain(
      leaver,
    );
    expect(after.leaderboard.find((row) => row.playerId === leaver)?.played).toBe(1);
    expect((await t.admin({ method: 'DELETE', url: `${admin()}/${night.id}/players/${leaver}` })).statusCode).toBe(409);
    // Every round started: a change has nothing to remake.
    const full = await createNight(t, clubId, { players: await createNightPlayers(t, 4), courts: [1] });
    for (const round of full.rounds) await score(full, round.matches[0]!, 12, 12);
    const [late] = await createNightPlayers(t, 1);
    const refused = await t.admin({
      method: 'POST',
      url: `${admin()}/${full.id}/players`,
      payload: { playerId: late },
    });
    expect(refused.statusCode).toBe(409);
    expect((await read(full.id)).players).toHaveLength(4);
  });

  it('a Mexicano remakes its unstarted round for the players present; a Team Americano refuses (400)', async () => {
    const players = await createNightPlayers(t, 8);
    const night = await createNight(t, clubId, { format: 'mexicano', players, mexicanoFirstRound: 'list' });
    const response = await t.admin({ method: 'DELETE', url: `${admin()}/${night.id}/players/${players[0]}` });
    const after = response.json<ClubNight>();
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]!.matches).toHaveLength(1);
    expect(after.rounds[0]!.resting).toHaveLength(3);
    expect(after.rounds[0]!.resting).not.toContain(players[0]);
    const teamNight = await createNight(t, clubId, {
      format: 'teamAmericano',
      teams: [await createTeam(t), await createTeam(t)],
      courts: [1],
    });
    const [late] = await createNightPlayers(t, 1);
    expect(
      (await t.admin({ method: 'POST', url: `${admin()}/${teamNight.id}/players`, payload: { playerId: late } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("a list change on the server and on the organiser's phone", () => {
  it('makes the same rounds as the shared remadeRounds the phone runs offline, for a drop-out and a late arrival', async () => {
    const players = await createNightPlayers(t, 9);
    const night = await createNight(t, clubId, { players, courts: [1, 2] });
    await scoreRound(night, 1);
    await scoreRound(night, 2);
    // What the phone shows before sending: the night it holds, the player marked gone, remadeRounds.
    const before = await read(night.id);
    const leaver = before.rounds[2]!.matches[0]!.team2[1];
    const phoneAfterDrop = remadeRounds({
      ...before,
      players: before.players.map((p) => (p.id === leaver ? { ...p, droppedOut: true } : p)),
    });
    if ('problem' in phoneAfterDrop) throw new Error(phoneAfterDrop.problem);
    const dropped = await t.admin({
      method: 'DELETE',
      url: `${admin()}/${night.id}/players/${leaver}`,
      headers: { 'idempotency-key': 'night-drop-0001' },
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const afterDrop = dropped.json<ClubNight>();
    expect(phoneAfterDrop.keep).toBe(2);
    expect(sides(afterDrop).slice(0, 2)).toEqual(sides(before).slice(0, 2));
    expect(sides(afterDrop).slice(2)).toEqual(
      phoneAfterDrop.rounds.map((r) => ({
        matches: r.matches.map((m) => [m.courtNumber, m.team1, m.team2]),
        resting: r.resting,
      })),
    );
    // The replay of the same key changes nothing.
    const replay = await t.admin({
      method: 'DELETE',
      url: `${admin()}/${night.id}/players/${leaver}`,
      headers: { 'idempotency-key': 'night-drop-0001' },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await read(night.id)).version).toBe(afterDrop.version);

    await scoreRound(afterDrop, 3);
    const [late] = await createNightPlayers(t, 1);
    const beforeArrival = await read(night.id);
    const phoneAfterArrival = remadeRounds({
      ...beforeArrival,
      players: [...beforeArrival.players, { id: late!, name: 'Late', guest: false, droppedOut: false }],
    });
    if ('problem' in phoneAfterArrival) throw new Error(phoneAfterArrival.problem);
    const arrived = await t.admin({
      method: 'POST',
      url: `${admin()}/${night.id}/players`,
      payload: { playerId: late },
    });
    expect(arrived.statusCode, arrived.body).toBe(201);
    expect(sides(arrived.json<ClubNight>()).slice(3)).toEqual(
      phoneAfterArrival.rounds.map((r) => ({
        matches: r.matches.map((m) => [m.courtNumber, m.team1, m.team2]),
        resting: r.resting,
      })),
    );
  });

  it('two phones dropping the same player at once: one 200, one 409, and the rounds made once', async () => {
    const players = await createNightPlayers(t, 8);
    const night = await createNight(t, clubId, { players, courts: [1, 2] });
    await scoreRound(night, 1);
    const leaver = players[5]!;
    const answers = await Promise.all(
      [1, 2].map(() => t.admin({ method: 'DELETE', url: `${admin()}/${night.id}/players/${leaver}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await read(night.id);
    expect(after.version).toBe(night.version + 1);
    expect(after.rounds).toHaveLength(after.plannedRounds);
  });
});

describe("a player's nights, ratings and deleting", () => {
  it('lists the nights a player is on with rank and points, counts the points share in the rating, and a night on the list keeps the player', async () => {
    const players = await createNightPlayers(t, 4);
    const night = await createNight(t, clubId, { players, courts: [1], rounds: 1 });
    const match = night.rounds[0]!.matches[0]!;
    await score(night, match, 18, 6);
    const winner = match.team1[0];
    const nights = await t.app.inject({ method: 'GET', url: `/api/v1/players/${winner}/club-nights` });
    expect(nights.json<PlayerClubNight[]>()).toEqual([
      { night: expect.objectContaining({ id: night.id, status: 'finished' }), rank: 1, points: 18, played: 1 },
    ]);
    const rating = await t.app.inject({ method: 'GET', url: `/api/v1/players/${winner}/rating` });
    const body = rating.json<{ rating: number; history: { matchId: number; clubNightId?: number }[] }>();
    // 1500 v 1500, K 40, a 75 % share: +10.
    expect(body.rating).toBe(1510);
    expect(body.history).toEqual([expect.objectContaining({ matchId: match.id, clubNightId: night.id })]);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${winner}` })).statusCode).toBe(409);
    expect((await t.admin({ method: 'DELETE', url: `${admin()}/${night.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: publicNight(night.id) })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${winner}` })).statusCode).toBe(204);
  });
});
