import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unscheduledReasons } from '../../src/shared/scheduling/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { loadOpenApi, operationsOf } from './support/openapi.js';
import {
  addMatch,
  addRound,
  createLeagueFixture,
  nameOfTeam,
  setUnavailable,
  shortNameOfTeam,
  type LeagueFixture,
  type RoundFixture,
} from './support/fixtures.js';

interface Proposal {
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
  groupId: number;
  courtNumber: number;
  startTime: number;
  startMinutes: number;
}
interface Generated {
  matches: Proposal[];
  unscheduled: { teamId: number; teamName: string; reason: string }[];
  provenMaximum: boolean;
}
type Entry = Pick<Proposal, 'team1Id' | 'team2Id' | 'courtNumber' | 'startTime'>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function generate(round: RoundFixture, groupId?: number): Promise<Generated> {
  const query = groupId === undefined ? '' : `?groupId=${groupId}`;
  const response = await t.admin({ method: 'GET', url: `${round.adminPath}/matches/schedule/generate${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Generated>();
}

const confirm = (round: RoundFixture, matches: Entry[]) =>
  t.admin({ method: 'POST', url: `${round.adminPath}/matches/schedule/confirm`, payload: { matches } });

const entriesOf = (proposals: Proposal[]): Entry[] =>
  proposals.map(({ team1Id, team2Id, courtNumber, startTime }) => ({ team1Id, team2Id, courtNumber, startTime }));

async function roundMatches(round: RoundFixture) {
  const response = await t.app.inject({ method: 'GET', url: `${round.publicPath}/matches` });
  return response.json<{ matches: { id: number; team1Id: number; team2Id: number }[] }>().matches;
}

/** Proposals that obey the round: each team once, no slot twice, inside the round, same group. */
function expectValidSchedule(f: LeagueFixture, proposals: Proposal[], courts: number, [start, end]: [number, number]) {
  const teams = proposals.flatMap((p) => [p.team1Id, p.team2Id]);
  expect(new Set(teams).size).toBe(teams.length);
  const slots = proposals.map((p) => `${p.courtNumber}@${p.startTime}`);
  expect(new Set(slots).size).toBe(slots.length);
  for (const p of proposals) {
    expect(p.courtNumber).toBeGreaterThanOrEqual(1);
    expect(p.courtNumber).toBeLessThanOrEqual(courts);
    expect(p.startTime).toBeGreaterThanOrEqual(start);
    expect(p.startTime).toBeLessThanOrEqual(end);
    const group = f.groups.find((g) => g.id === p.groupId);
    expect(group?.teamIds).toContain(p.team1Id);
    expect(group?.teamIds).toContain(p.team2Id);
    expect(p.team1Name).toBe(nameOfTeam(p.team1Id));
    expect(p.team2Name).toBe(nameOfTeam(p.team2Id));
  }
}

describe('generate and confirm', () => {
  it('proposes a full round for one group, deterministically, and confirms it into matches', async () => {
    const f = await createLeagueFixture(t, { teams: 4, groups: 2, courts: 1, hours: [18, 21] });
    const groupA = f.groups[0]!;
    const generated = await generate(f.round, groupA.id);
    expect(generated.matches).toHaveLength(2);
    expect(generated.unscheduled).toEqual([]);
    expect(generated.provenMaximum).toBe(true);
    expectValidSchedule(f, generated.matches, 1, [18, 21]);
    expect(generated.matches.every((p) => p.groupId === groupA.id)).toBe(true);
    expect(await generate(f.round, groupA.id)).toEqual(generated);

    const confirmed = await confirm(f.round, entriesOf(generated.matches));
    expect(confirmed.statusCode).toBe(201);
    const created = confirmed.json<{ matches: Record<string, unknown>[] }>().matches;
    expect(created).toHaveLength(2);
    expect(created[0]).toEqual({
      id: expect.any(Number),
      roundId: f.round.id,
      stage: 'group',
      groupId: groupA.id,
      team1Id: generated.matches[0]?.team1Id,
      team2Id: generated.matches[0]?.team2Id,
      team1Name: generated.matches[0]?.team1Name,
      team2Name: generated.matches[0]?.team2Name,
      team1ShortName: shortNameOfTeam(generated.matches[0]!.team1Id),
      team2ShortName: shortNameOfTeam(generated.matches[0]!.team2Id),
      team1Results: [],
      team2Results: [],
      courtNumber: generated.matches[0]?.courtNumber,
      startTime: generated.matches[0]?.startTime,
      startMinutes: generated.matches[0]?.startMinutes,
      outcome: 'played',
      winnerTeamId: null,
      countedResults: null,
      version: 1,
      updatedAt: expect.any(String),
      report: null,
    });
    expect(await roundMatches(f.round)).toEqual(created);

    // Group A now plays; the other group shares the one court's remaining hours.
    const again = await generate(f.round, groupA.id);
    expect(again.matches).toEqual([]);
    expect(again.unscheduled.map((u) => u.reason)).toEqual(groupA.teamIds.map(() => unscheduledReasons.alreadyPlaying));
    const everyGroup = await generate(f.round);
    expect(everyGroup.matches).toHaveLength(2);
    expectValidSchedule(f, [...generated.matches, ...everyGroup.matches], 1, [18, 21]);
  });

  it('never proposes a pair that has met in the league, nor an hour a team cannot play', async () => {
    const f = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 19] });
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    const next = await addRound(t, f, { courts: 2, hours: [18, 19], date: '2026-03-09' });
    await setUnavailable(t, next, c, [18]);
    const generated = await generate(next);
    expect(generated.matches).toHaveLength(2);
    for (const p of generated.matches) {
      expect([p.team1Id, p.team2Id].sort()).not.toEqual([a, b].sort());
      if (p.team1Id === c || p.team2Id === c) expect(p.startTime).toBe(19);
    }
    expect(generated.matches.some((p) => [p.team1Id, p.team2Id].includes(d))).toBe(true);
  });

  it('says why a team is left out', async () => {
    const f = await createLeagueFixture(t, { teams: 2, courts: 1, hours: [18, 19] });
    const [a, b] = f.teamIds as [number, number];
    await setUnavailable(t, f.round, a, [18, 19]);
    const generated = await generate(f.round);
    expect(generated.matches).toEqual([]);
    expect(generated.unscheduled).toContainEqual({ teamId: a, teamName: nameOfTeam(a), reason: unscheduledReasons.unavailableAtEveryFreeHour });
    expect(generated.unscheduled.map((u) => u.teamId).sort()).toEqual([a, b].sort());
  });

  it('refuses the whole confirm (409) when any entry breaks a rule, listing each, and creates nothing', async () => {
    const f = await createLeagueFixture(t, { teams: 4, groups: 2, courts: 2, hours: [18, 21] });
    const [a, b, c, d, e, g] = f.teamIds as [number, number, number, number, number, number];
    await setUnavailable(t, f.round, e, [20]);
    const entries: Entry[] = [
      { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 }, // fine
      { team1Id: c, team2Id: d, courtNumber: 1, startTime: 18 }, // court taken by entry 0
      { team1Id: a, team2Id: c, courtNumber: 2, startTime: 19 }, // a plays twice
      { team1Id: e, team2Id: g, courtNumber: 2, startTime: 20 }, // e unavailable at 20
      { team1Id: b, team2Id: e, courtNumber: 1, startTime: 21 }, // different groups (and b twice)
      { team1Id: f.teamIds[6]!, team2Id: f.teamIds[7]!, courtNumber: 3, startTime: 18 }, // court outside the round
    ];
    const response = await confirm(f.round, entries);
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; error: string; details: { index: number; entry: Entry; field: string; message: string }[] }>();
    expect(body.code).toBe('CONFLICT');
    expect(body.error).toMatch(/^5 proposed matches break the round's rules, so nothing was created/);
    expect(body.details.map((detail) => detail.index)).toEqual([1, 2, 3, 4, 5]);
    for (const detail of body.details) {
      expect(detail.entry).toEqual(entries[detail.index]);
      expect(detail.field).toBe(`matches.${detail.index}`);
    }
    expect(body.details[0]?.message).toContain('Court 1 at 18:00 is already taken');
    expect(body.details[2]?.message).toContain('unavailable at 20:00');
    expect(body.details[3]?.message).toContain('different groups');
    expect(body.details[4]?.message).toContain('Court 3 is not part of this round');
    expect(await roundMatches(f.round)).toEqual([]);
  });

  it("refuses a confirm that clashes with the round's existing matches", async () => {
    const f = await createLeagueFixture(t, { teams: 4, courts: 1 });
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    const response = await confirm(f.round, [
      { team1Id: c, team2Id: d, courtNumber: 1, startTime: 19 },
      { team1Id: a, team2Id: c, courtNumber: 1, startTime: 20 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ details: { index: number }[] }>().details.map((detail) => detail.index)).toEqual([1]);
    expect(await roundMatches(f.round)).toHaveLength(1);
  });

  it('validates the confirm body and the paths', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const other = await createLeagueFixture(t, { teams: 2 });
    expect((await confirm(f.round, [])).statusCode).toBe(400);
    const missing = await t.admin({ method: 'POST', url: `${f.round.adminPath}/matches/schedule/confirm`, payload: { matches: [{ team1Id: 1 }] } });
    expect(missing.statusCode).toBe(400);
    const foreignGroup = await t.admin({ method: 'GET', url: `${f.round.adminPath}/matches/schedule/generate?groupId=${other.groups[0]!.id}` });
    expect(foreignGroup.statusCode).toBe(404);
    const foreignRound = await t.admin({ method: 'GET', url: `${f.adminLeaguePath}/rounds/${other.round.id}/matches/schedule/generate` });
    expect(foreignRound.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${f.round.adminPath}/matches/schedule/generate` })).statusCode).toBe(401);
  });
});

describe('generate: whether the schedule is proven maximum', () => {
  it('documents provenMaximum in the OpenAPI answer of generate', async () => {
    const generate = operationsOf(await loadOpenApi(t)).find(
      (operation) => operation.method === 'GET' && operation.path.endsWith('/matches/schedule/generate'),
    );
    const answer = generate?.responses['200']?.content?.['application/json']?.schema;
    expect(answer?.required).toContain('provenMaximum');
    expect(answer?.properties?.provenMaximum).toMatchObject({ type: 'boolean', description: expect.stringContaining('effort limit') });
  });
});

describe('availability', () => {
  const slots = (f: LeagueFixture, team1Id: number, team2Id: number, extra = '') =>
    t.admin({ method: 'GET', url: `${f.round.adminPath}/matches/availability?team1Id=${team1Id}&team2Id=${team2Id}${extra}` });

  it('offers free courts at hours both teams can play', async () => {
    const f = await createLeagueFixture(t, { teams: 6, courts: 2, hours: [18, 20] });
    const [a, b, c, d, e] = f.teamIds as [number, number, number, number, number];
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    await setUnavailable(t, f.round, c, [19]);
    await setUnavailable(t, f.round, d, [20]);
    const response = await slots(f, c, d);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ availableSlots: [{ courtNumber: 2, startTimes: [18], startMinutes: [1080] }] });
    expect((await slots(f, c, e)).json()).toEqual({
      availableSlots: [
        { courtNumber: 1, startTimes: [20], startMinutes: [1200] },
        { courtNumber: 2, startTimes: [18, 20], startMinutes: [1080, 1200] },
      ],
    });
  });

  it('offers nothing to a team already playing, unless that is the match being edited', async () => {
    const f = await createLeagueFixture(t, { teams: 4, courts: 1, hours: [18, 19] });
    const [a, b, c] = f.teamIds as [number, number, number];
    const match = await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18 });
    expect((await slots(f, a, c)).json()).toEqual({ availableSlots: [] });
    expect((await slots(f, a, b, `&matchId=${match.id}`)).json()).toEqual({
      availableSlots: [{ courtNumber: 1, startTimes: [18, 19], startMinutes: [1080, 1140] }],
    });
  });

  it('answers 404 for an unknown team and 400 without both teams', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    expect((await slots(f, f.teamIds[0]!, 999999)).statusCode).toBe(404);
    const partial = await t.admin({ method: 'GET', url: `${f.round.adminPath}/matches/availability?team1Id=${f.teamIds[0]}` });
    expect(partial.statusCode).toBe(400);
  });
});

describe('available opponents', () => {
  it('lists the teams of the group not yet met in the league, as teams', async () => {
    const f = await createLeagueFixture(t, { teams: 4 });
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    const group = f.groups[0]!.id;
    const next = await addRound(t, f, { date: '2026-03-16' });
    await addMatch(t, next, { team1Id: b, team2Id: a, courtNumber: 1, startTime: 18 });

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${a}/available-opponents?groupId=${group}` });
    expect(response.statusCode).toBe(200);
    const opponents = response.json<{ id: number }[]>();
    expect(opponents.map((team) => team.id)).toEqual([c, d]);
    expect(opponents[0]).toEqual({
      id: c,
      name: nameOfTeam(c),
      customName: null,
      shortName: shortNameOfTeam(c),
      player1Id: expect.any(Number),
      player2Id: expect.any(Number),
      player1: { id: expect.any(Number), firstName: 'Ana', lastName: expect.stringMatching(/^Left/) },
      player2: { id: expect.any(Number), firstName: 'Bea', lastName: expect.stringMatching(/^Right/) },
    });
  });

  it('answers 404 for an unknown team or group and 400 without a group', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get(`/api/v1/teams/999999/available-opponents?groupId=${f.groups[0]!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/teams/${f.teamIds[0]}/available-opponents?groupId=999999`)).statusCode).toBe(404);
    expect((await get(`/api/v1/teams/${f.teamIds[0]}/available-opponents`)).statusCode).toBe(400);
  });
});
