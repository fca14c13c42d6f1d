import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  addMatch,
  addRound,
  createLeagueFixture,
  nameOfTeam,
  setUnavailable,
  type LeagueFixture,
} from './support/fixtures.js';

/*
 * A group's season of fixtures (docs/schedule-generation.md, "A season's fixtures"): planned over
 * given rounds or new ones, previewed (200, nothing stored) or created in one transaction (201),
 * every rule checked again; and the public fixture list of every round with the group's matches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Proposal {
  team1Id: number;
  team2Id: number;
  courtNumber: number;
  startTime: number;
  startMinutes: number;
}
interface PreviewRound {
  roundId?: number;
  date: string;
  name: string;
  slot_minutes: number;
  matches: Proposal[];
}
interface Preview {
  rounds: PreviewRound[];
  unscheduled: { team1Id: number; team2Id: number; missing: number }[];
  provenMaximum: boolean;
}
interface Created {
  rounds: {
    roundId: number;
    date: string;
    name: string;
    matches: (Proposal & { id: number; groupId: number; roundId: number })[];
  }[];
  unscheduled: { team1Id: number; team2Id: number; missing: number }[];
}
interface PublicFixtures {
  rounds: {
    id: number;
    name: string;
    date: string;
    status: string;
    matches: { id: number; team1Id: number; team2Id: number; groupId: number }[];
  }[];
}

const NEW_ROUNDS = {
  firstDate: '2026-04-06',
  everyDays: 7,
  startHour: 18,
  endHour: 21,
  courtNumber: 2,
  slotMinutes: 90,
};

const fixturesUrl = (f: LeagueFixture, group = 0) => `${f.adminLeaguePath}/groups/${f.groups[group]!.id}/fixtures`;
const publicUrl = (f: LeagueFixture, group = 0) => `${f.leaguePath}/groups/${f.groups[group]!.id}/fixtures`;
const post = (f: LeagueFixture, payload: object, group = 0) =>
  t.admin({ method: 'POST', url: fixturesUrl(f, group), payload });

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const allPairs = (ids: number[]) => ids.flatMap((a, i) => ids.slice(i + 1).map((b) => pairKey(a, b)));

/** Every group match of the league, read back through the admin's view of each round. */
async function leagueMatches(f: LeagueFixture) {
  const rounds = (await t.admin({ method: 'GET', url: `${f.leaguePath}/rounds?pageSize=100` })).json<{
    rounds: { id: number }[];
  }>().rounds;
  const matches: { team1Id: number; team2Id: number; groupId: number; roundId: number }[] = [];
  for (const round of rounds) {
    const answer = await t.admin({ method: 'GET', url: `${f.leaguePath}/rounds/${round.id}/matches` });
    matches.push(...answer.json<{ matches: typeof matches }>().matches);
  }
  return matches;
}

describe('the fixtures of a group', () => {
  it('previews a whole season in new rounds every 7 days (each pair once, 90-minute slots) and stores nothing', async () => {
    const f = await createLeagueFixture(t, { teams: 6 });
    const before = await leagueMatches(f);
    const response = await post(f, { newRounds: NEW_ROUNDS, preview: true });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<Preview>();
    // 6 teams: 5 rounds of 3 matches (2 courts × 3 slots hold them).
    expect(preview.rounds.map((round) => round.date)).toEqual([
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
      '2026-05-04',
    ]);
    expect(preview.rounds.map((round) => round.name)).toEqual(['Round 2', 'Round 3', 'Round 4', 'Round 5', 'Round 6']);
    expect(preview.rounds.every((round) => round.roundId === undefined && round.matches.length === 3)).toBe(true);
    const met = preview.rounds.flatMap((round) => round.matches.map((match) => pairKey(match.team1Id, match.team2Id)));
    expect(met.sort()).toEqual(allPairs(f.groups[0]!.teamIds).sort());
    expect(
      preview.rounds
        .flatMap((round) => round.matches.map((match) => match.startMinutes))
        .every((start) => [1080, 1170, 1260].includes(start)),
    ).toBe(true);
    expect(preview.unscheduled).toEqual([]);
    expect(preview.provenMaximum).toBe(true);
    // Nothing stored: no round, no match.
    expect(await leagueMatches(f)).toEqual(before);
    const rounds = (await t.admin({ method: 'GET', url: `${f.leaguePath}/rounds` })).json<{ total: number }>();
    expect(rounds.total).toBe(1);
  });

  it('creates the season in one go (201): new draft rounds and every pair twice with double', async () => {
    const f = await createLeagueFixture(t, { teams: 4 });
    const response = await post(f, { newRounds: NEW_ROUNDS, double: true });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Created>();
    expect(created.rounds).toHaveLength(6);
    expect(created.unscheduled).toEqual([]);
    const matches = await leagueMatches(f);
    expect(matches).toHaveLength(12);
    const times = new Map<string, number>();
    for (const match of matches)
      times.set(pairKey(match.team1Id, match.team2Id), (times.get(pairKey(match.team1Id, match.team2Id)) ?? 0) + 1);
    expect([...times.values()]).toEqual([2, 2, 2, 2, 2, 2]);
    // Every first meeting comes before any second one: rounds 1–3 hold the six pairs.
    const firstHalf = created.rounds
      .slice(0, 3)
      .flatMap((round) => round.matches.map((match) => pairKey(match.team1Id, match.team2Id)));
    expect(new Set(firstHalf).size).toBe(6);
    for (const round of created.rounds) {
      const teams = round.matches.flatMap((match) => [match.team1Id, match.team2Id]);
      expect(new Set(teams).size).toBe(teams.length);
      const stored = (await t.admin({ method: 'GET', url: `${f.leaguePath}/rounds/${round.roundId}` })).json<{
        status: string;
        slot_minutes: number;
      }>();
      expect(stored).toMatchObject({ status: 'inactive', slot_minutes: 90 });
    }
    // New rounds are drafts: a visitor sees none of them yet.
    const visitor = (await t.app.inject({ method: 'GET', url: publicUrl(f) })).json<PublicFixtures>();
    expect(visitor.rounds.map((round) => round.id)).toEqual([f.round.id]);
  });

  it('fills given rounds by date, around other groups, unavailable hours and matches already made', async () => {
    const f = await createLeagueFixture(t, { teams: 4, groups: 2, courts: 1, hours: [18, 19] });
    const later = await addRound(t, f, { courts: 1, hours: [18, 19], date: '2026-03-09' });
    const [a, b, c, d] = f.groups[0]!.teamIds as [number, number, number, number];
    const [e, g] = f.groups[1]!.teamIds as [number, number];
    // Another group holds 18:00 of the first round; a meets b already; c is away at 19 in round 2.
    await addMatch(t, f.round, { team1Id: e, team2Id: g, courtNumber: 1, startTime: 18 });
    await addMatch(t, later, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    await setUnavailable(t, later, c, [19]);
    const response = await post(f, { roundIds: [later.id, f.round.id], preview: true });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<Preview>();
    // In date order; one slot left in each round.
    expect(preview.rounds.map((round) => round.roundId)).toEqual([f.round.id, later.id]);
    const [first, second] = preview.rounds as [PreviewRound, PreviewRound];
    expect(first.matches).toHaveLength(1);
    expect(first.matches[0]).toMatchObject({ courtNumber: 1, startTime: 19 });
    // Round 2: a and b play already, c is away at 19 (the one slot left): nothing fits.
    expect(second.matches).toEqual([]);
    expect(pairKey(first.matches[0]!.team1Id, first.matches[0]!.team2Id)).not.toBe(pairKey(a, b));
    // a–b met already, one pair placed: four left to meet.
    expect(preview.unscheduled).toHaveLength(4);
    expect(preview.unscheduled.map((pair) => pairKey(pair.team1Id, pair.team2Id))).not.toContain(pairKey(a, b));
    void d;
  });

  it('creates the fixtures as the organiser edited them, and refuses an edit that breaks a rule, naming it, creating nothing', async () => {
    const f = await createLeagueFixture(t, { teams: 4 });
    const [a, b, c, d] = f.groups[0]!.teamIds as [number, number, number, number];
    const sent = {
      newRounds: NEW_ROUNDS,
      fixtures: [
        {
          date: '2026-04-07',
          name: 'Jornada 1',
          matches: [
            { team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1170 },
            { team1Id: c, team2Id: d, courtNumber: 1, startMinutes: 1170 },
          ],
        },
      ],
    };
    const clash = await post(f, sent);
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json<{ error: string; details: { field: string }[] }>().details.map((detail) => detail.field)).toEqual(
      ['fixtures.0.matches.1'],
    );
    expect(clash.json<{ error: string }>().error).toContain('Court 1 at 19:30 is already taken');
    // A start that is no slot of a 90-minute round: refused too.
    const offSlot = await post(f, {
      ...sent,
      fixtures: [{ date: '2026-04-07', matches: [{ team1Id: a, team2Id: b, courtNumber: 1, startMinutes: 1140 }] }],
    });
    expect(offSlot.statusCode, offSlot.body).toBe(409);
    expect(offSlot.json<{ error: string }>().error).toContain(
      '19:00 is not a start time of this round: matches start at 18:00, 19:30 and 21:00',
    );
    expect(await leagueMatches(f)).toEqual([]);

    const edited = await post(f, {
      ...sent,
      fixtures: [
        {
          ...sent.fixtures[0]!,
          matches: [sent.fixtures[0]!.matches[0]!, { team1Id: c, team2Id: d, courtNumber: 2, startMinutes: 1260 }],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const created = edited.json<Created>();
    expect(created.rounds).toHaveLength(1);
    expect(created.rounds[0]).toMatchObject({ date: '2026-04-07', name: 'Jornada 1' });
    expect(created.rounds[0]!.matches.map((match) => [match.courtNumber, match.startMinutes])).toEqual([
      [1, 1170],
      [2, 1260],
    ]);
    expect(created.unscheduled).toHaveLength(4);
    // Meeting again is refused once the pair has met (a single round robin).
    const again = await post(f, {
      ...sent,
      fixtures: [{ date: '2026-04-14', matches: [{ team1Id: b, team2Id: a, courtNumber: 1, startMinutes: 1080 }] }],
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ error: string }>().error).toContain(`${nameOfTeam(b)} and ${nameOfTeam(a)} would meet 2 times`);
  });

  it('refuses bad ids and mixed requests with clear messages', async () => {
    const f = await createLeagueFixture(t, { teams: 4 });
    const other = await createLeagueFixture(t, { teams: 2 });
    const [a, b] = f.groups[0]!.teamIds as [number, number];
    const [x] = other.groups[0]!.teamIds as [number];

    const foreignRound = await post(f, { roundIds: [f.round.id, other.round.id], preview: true });
    expect(foreignRound.statusCode, foreignRound.body).toBe(400);
    expect(foreignRound.json<{ error: string; details: { field: string }[] }>()).toMatchObject({
      error: `Round ${other.round.id} is not a round of this league`,
      details: [{ field: 'roundIds.1' }],
    });
    const missingRound = await post(f, { roundIds: [999_999] });
    expect(missingRound.statusCode).toBe(400);

    expect((await post(f, { preview: true })).statusCode).toBe(400);
    expect((await post(f, { roundIds: [f.round.id], newRounds: NEW_ROUNDS })).statusCode).toBe(400);
    expect((await post(f, { roundIds: [f.round.id, f.round.id] })).statusCode).toBe(400);
    expect((await post(f, { newRounds: { ...NEW_ROUNDS, slotMinutes: 45 } })).statusCode).toBe(400);
    expect((await post(f, { newRounds: { ...NEW_ROUNDS, endHour: 17 } })).statusCode).toBe(400);

    // The group of another league, another club's league: not found.
    expect(
      (
        await t.admin({
          method: 'POST',
          url: `${f.adminLeaguePath}/groups/${other.groups[0]!.id}/fixtures`,
          payload: { roundIds: [f.round.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.admin({
          method: 'POST',
          url: `/api/v1/admin/clubs/${other.clubId}/leagues/${f.leagueId}/groups/${f.groups[0]!.id}/fixtures`,
          payload: { roundIds: [f.round.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${other.groups[0]!.id}/fixtures` })).statusCode,
    ).toBe(404);

    // A fixture naming a round not asked for, or a team of another group.
    const notAsked = await post(f, { roundIds: [f.round.id], fixtures: [{ roundId: other.round.id, matches: [] }] });
    expect(notAsked.statusCode, notAsked.body).toBe(400);
    const stranger = await post(f, {
      roundIds: [f.round.id],
      fixtures: [{ roundId: f.round.id, matches: [{ team1Id: a, team2Id: x, courtNumber: 1, startTime: 18 }] }],
    });
    expect(stranger.statusCode, stranger.body).toBe(409);
    expect(stranger.json<{ error: string }>().error).toContain(`${nameOfTeam(x)} is not in this group`);
    const newWithoutShape = await post(f, {
      roundIds: [f.round.id],
      fixtures: [{ date: '2026-05-01', matches: [{ team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 }] }],
    });
    expect(newWithoutShape.statusCode, newWithoutShape.body).toBe(400);
    expect(await leagueMatches(f)).toEqual([]);

    // A group of one team has no fixtures.
    const lonely = await createLeagueFixture(t, { teams: 1 });
    const refused = await post(lonely, { newRounds: NEW_ROUNDS, preview: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('at least two teams');
  });

  it('refuses a create once every pair has met, and answers an empty preview', async () => {
    const f = await createLeagueFixture(t, { teams: 3 });
    expect((await post(f, { newRounds: NEW_ROUNDS })).statusCode).toBe(201);
    const again = await post(f, { newRounds: NEW_ROUNDS });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ error: string }>().error).toContain('already met once');
    const preview = await post(f, { newRounds: NEW_ROUNDS, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<Preview>()).toMatchObject({ rounds: [], unscheduled: [] });
  });

  it('two creates racing for the same group double no match', async () => {
    const f = await createLeagueFixture(t, { teams: 6 });
    const answers = await Promise.all([
      post(f, { newRounds: NEW_ROUNDS }),
      post(f, { newRounds: NEW_ROUNDS }),
      post(f, { roundIds: [f.round.id] }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 201).length,
      answers.map((answer) => answer.body).join('\n'),
    ).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const matches = await leagueMatches(f);
    const pairs = matches.map((match) => pairKey(match.team1Id, match.team2Id));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.length).toBe(15);
  });
});

describe('the public fixture list', () => {
  it('lists every round the reader sees, in date order, with the group’s matches only, cached with an ETag', async () => {
    const f = await createLeagueFixture(t, { teams: 4, groups: 2 });
    const earlier = await addRound(t, f, { date: '2026-02-23' });
    const [a, b] = f.groups[0]!.teamIds as [number, number];
    const [e, g] = f.groups[1]!.teamIds as [number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    await addMatch(t, f.round, { team1Id: e, team2Id: g, courtNumber: 2, startTime: 18 });
    const response = await t.app.inject({ method: 'GET', url: publicUrl(f) });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<PublicFixtures>();
    expect(list.rounds.map((round) => round.id)).toEqual([earlier.id, f.round.id]);
    expect(list.rounds[0]!.matches).toEqual([]);
    expect(list.rounds[1]!.matches.map((match) => [match.team1Id, match.team2Id])).toEqual([[a, b]]);
    const etag = response.headers.etag;
    expect(etag).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: publicUrl(f), headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});
