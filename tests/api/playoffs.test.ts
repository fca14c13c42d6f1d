import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createPlayedLeague, matchByKey, matchesOf, type PlayoffBody, type PlayoffLeague, type PlayoffMatchBody } from './support/playoff-league.js';

/** The whole playoff flow through the API (docs/playoffs.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (league: PlayoffLeague, extra: Record<string, unknown> = {}) => ({
  qualifiersPerGroup: 4,
  thirdPlaceMatch: true,
  consolation: true,
  roundId: league.finalDay.id,
  ...extra,
});

const getPlayoff = async (league: PlayoffLeague) => {
  const response = await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` });
  expect(response.statusCode).toBe(200);
  return response.json<PlayoffBody>();
};

interface RoundMatch {
  id: number;
  stage: string;
  groupId: number | null;
  team1Id: number | null;
  team2Id: number | null;
  team1Name: string;
  team2Name: string;
  courtNumber: number | null;
  startTime: number | null;
  version: number;
}

/** Records a result on a playoff match through the ordinary match route, at the version read. */
async function record(league: PlayoffLeague, match: PlayoffMatchBody, result: Record<string, unknown>) {
  return t.admin({
    method: 'PUT',
    url: `${league.finalDay.adminPath}/matches/${match.id}`,
    headers: { 'if-match': `"${match.version}"` },
    payload: {
      team1Id: match.team1Id,
      team2Id: match.team2Id,
      courtNumber: match.courtNumber,
      startTime: match.startTime,
      ...result,
    },
  });
}
const team1Wins = { team1Results: [6, 6], team2Results: [1, 2] };
const team2Wins = { team1Results: [1, 2], team2Results: [6, 6] };

describe('a playoff from creation to the final', () => {
  let league: PlayoffLeague;
  let playoff: PlayoffBody;
  beforeAll(async () => {
    league = await createPlayedLeague(t, { leaveOneUnplayed: true });
  });

  it('refuses (409) while a group match has no result, but previews the draw as it stands, marked provisional', async () => {
    const early = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs?preview=true`, payload: body(league) });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<PlayoffBody & { provisional?: unknown }>().provisional).toEqual({ unplayedGroupMatches: 1 });
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toContain('1 group match has no result');
    const unplayed = league.unplayed!;
    const played = await t.admin({ method: 'PUT', url: `${unplayed.round.adminPath}/matches/${unplayed.id}`, payload: unplayed.payload });
    expect(played.statusCode).toBe(200);
  });

  it('previews the bracket and creates nothing', async () => {
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs?preview=true`, payload: body(league) });
    expect(response.statusCode).toBe(200);
    const preview = response.json<PlayoffBody & { provisional?: unknown }>();
    expect(preview.provisional).toBeUndefined();
    expect(preview.brackets.map((bracket) => bracket.kind)).toEqual(['main', 'thirdPlace', 'consolation']);
    expect(preview.brackets[0]?.rounds.map((round) => round.name)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    expect(preview.brackets[2]?.rounds.map((round) => round.name)).toEqual(['Consolation semi-finals', 'Consolation final']);
    expect(preview.entrants.map((entrant) => entrant.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Group winners are the top seeds, and each stands against a lower-placed team of the other group.
    expect(preview.entrants.slice(0, 2).map((entrant) => entrant.groupRank)).toEqual([1, 1]);
    for (const match of preview.brackets[0]!.rounds[0]!.matches) {
      expect(match.id).toBeNull();
      expect(match.team1Id).not.toBeNull();
      const groupOf = (teamId: number | null) => preview.entrants.find((entrant) => entrant.teamId === teamId)?.groupId;
      expect(groupOf(match.team1Id)).not.toBe(groupOf(match.team2Id));
    }
    expect(matchesOf(preview).every((match) => match.courtNumber !== null && match.startTime !== null)).toBe(true);
    expect(preview.placement).toEqual({ restHours: true, unplaced: [] });
    const read = await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` });
    expect(read.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: league.leaguePath })).json()).toMatchObject({ hasPlayoffs: false });
  });

  it('creates the playoff (201) with its matches placed on the final day in bracket order', async () => {
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) });
    expect(response.statusCode).toBe(201);
    playoff = response.json<PlayoffBody>();
    expect(await getPlayoff(league)).toEqual({ ...playoff, placement: null });
    const all = matchesOf(playoff);
    expect(all).toHaveLength(11);
    expect(all.every((match) => match.id !== null && match.version === 1)).toBe(true);
    const hourOf = (key: string) => matchByKey(playoff, key).startTime!;
    // A rest hour between a team's matches: semi-finals two hours after the quarter-finals feeding them.
    expect(hourOf('main-2-1')).toBeGreaterThanOrEqual(Math.max(hourOf('main-1-1'), hourOf('main-1-2')) + 2);
    expect(hourOf('main-3-1')).toBeGreaterThanOrEqual(Math.max(hourOf('main-2-1'), hourOf('main-2-2')) + 2);
    expect(matchByKey(playoff, 'main-2-1')).toMatchObject({ team1Id: null, team2Id: null, team1Name: null, seed1: null });
  });

  it('answers 409 when the league already has playoffs', async () => {
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) });
    expect(response.statusCode).toBe(409);
  });

  it('lists playoff matches in the round with stage "playoff", unknown teams "To be decided"', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${league.finalDay.publicPath}/matches` });
    expect(response.statusCode).toBe(200);
    const matches = response.json<{ matches: RoundMatch[] }>().matches;
    expect(matches).toHaveLength(11);
    expect(matches.every((match) => match.stage === 'playoff' && match.groupId === null)).toBe(true);
    const final = matches.find((match) => match.id === matchByKey(playoff, 'main-3-1').id);
    expect(final).toMatchObject({ team1Id: null, team2Id: null, team1Name: 'To be decided', team2Name: 'To be decided' });
    const groupRound = await t.app.inject({ method: 'GET', url: `${league.round.publicPath}/matches` });
    expect(groupRound.json<{ matches: RoundMatch[] }>().matches.every((match) => match.stage === 'group')).toBe(true);
  });

  it('places the matches again on request, the same way while nothing is played', async () => {
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs/placement` });
    expect(response.statusCode).toBe(200);
    const placed = response.json<PlayoffBody>();
    expect(placed.placement).toEqual({ restHours: true, unplaced: [] });
    expect(matchesOf(placed).map((match) => [match.courtNumber, match.startTime, match.version])).toEqual(
      matchesOf(playoff).map((match) => [match.courtNumber, match.startTime, match.version]),
    );
  });

  it('refuses a result on a match whose teams are not known yet, and a change of a playoff match\'s teams', async () => {
    const final = matchByKey(playoff, 'main-3-1');
    const unknown = await record(league, { ...final, team1Id: league.teamIds[0]!, team2Id: league.teamIds[1]! }, team1Wins);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<{ error: string }>().error).toContain('waiting for the winner');
    const quarter = matchByKey(playoff, 'main-1-1');
    const other = league.teamIds.find((teamId) => teamId !== quarter.team1Id && teamId !== quarter.team2Id)!;
    const swapped = await record(league, { ...quarter, team2Id: other }, team1Wins);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json<{ error: string }>().error).toContain('follow the bracket');
  });

  it('sends the winner of a quarter-final to its semi-final and the loser to the consolation', async () => {
    const quarter = matchByKey(playoff, 'main-1-1');
    const response = await record(league, quarter, team1Wins);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'playoff', winnerTeamId: quarter.team1Id, version: 2 });
    playoff = await getPlayoff(league);
    expect(matchByKey(playoff, 'main-1-1').winnerTeamId).toBe(quarter.team1Id);
    expect(matchByKey(playoff, 'main-2-1')).toMatchObject({ team1Id: quarter.team1Id, team2Id: null, seed1: quarter.seed1, version: 2 });
    expect(matchByKey(playoff, 'consolation-1-1')).toMatchObject({ team1Id: quarter.team2Id, version: 2 });
  });

  it('moves the teams again when the result is corrected while the next match has none', async () => {
    const quarter = matchByKey(playoff, 'main-1-1');
    const response = await record(league, quarter, team2Wins);
    expect(response.statusCode).toBe(200);
    playoff = await getPlayoff(league);
    expect(matchByKey(playoff, 'main-2-1')).toMatchObject({ team1Id: quarter.team2Id, version: 3 });
    expect(matchByKey(playoff, 'consolation-1-1')).toMatchObject({ team1Id: quarter.team1Id, version: 3 });
  });

  it('sends the semi-final winner to the final and the loser to the third-place match', async () => {
    for (const key of ['main-1-2', 'main-1-3', 'main-1-4']) {
      const response = await record(league, matchByKey(playoff, key), team1Wins);
      expect(response.statusCode).toBe(200);
      playoff = await getPlayoff(league);
    }
    const semi = matchByKey(playoff, 'main-2-1');
    expect(semi.team1Id).not.toBeNull();
    expect(semi.team2Id).not.toBeNull();
    // A walkover decides a playoff match too.
    const response = await record(league, semi, { outcome: 'walkover', winnerTeamId: semi.team2Id });
    expect(response.statusCode).toBe(200);
    playoff = await getPlayoff(league);
    expect(matchByKey(playoff, 'main-3-1').team1Id).toBe(semi.team2Id);
    expect(matchByKey(playoff, 'thirdPlace-1-1').team1Id).toBe(semi.team1Id);
  });

  it('answers 409 for a correction once the next match has a result', async () => {
    const consolationSemi = matchByKey(playoff, 'consolation-1-1');
    expect(consolationSemi.team2Id).not.toBeNull();
    expect((await record(league, consolationSemi, team1Wins)).statusCode).toBe(200);
    playoff = await getPlayoff(league);
    // The quarter-final's loser played the consolation semi-final, its winner the semi-final: both decided.
    const quarter = matchByKey(playoff, 'main-1-1');
    const before = await getPlayoff(league);
    const response = await record(league, quarter, team1Wins);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string; code: string }>()).toMatchObject({ code: 'CONFLICT' });
    expect(response.json<{ error: string }>().error).toMatch(/already has a result/);
    expect(await getPlayoff(league)).toEqual(before);
    // Clearing a result is a correction too.
    const cleared = await record(league, quarter, { team1Results: [], team2Results: [] });
    expect(cleared.statusCode).toBe(409);
  });

  it('keeps a correction that leaves the same winner', async () => {
    const quarter = matchByKey(playoff, 'main-1-1');
    const response = await record(league, quarter, { team1Results: [3, 4], team2Results: [6, 6] });
    expect(response.statusCode).toBe(200);
    playoff = await getPlayoff(league);
  });

  it('refuses to delete the playoff or one of its matches once played', async () => {
    const response = await t.admin({ method: 'DELETE', url: `${league.adminLeaguePath}/playoffs` });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toContain('playoff matches have a result');
    const one = await t.admin({ method: 'DELETE', url: `${league.finalDay.adminPath}/matches/${matchByKey(playoff, 'main-3-1').id}` });
    expect(one.statusCode).toBe(409);
    const placement = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs/placement` });
    expect(placement.statusCode).toBe(409);
  });

  it('leaves the group tables to group matches, and counts playoff matches in player statistics', async () => {
    for (const group of league.groups) {
      const response = await t.app.inject({ method: 'GET', url: `${league.leaguePath}/groups/${group.id}/standings` });
      const rows = response.json<{ standings: { matchesPlayed: number }[] }>().standings;
      expect(rows.every((row) => row.matchesPlayed === 3)).toBe(true);
    }
    // The winner of the walkover semi-final: 3 group matches, a quarter-final and the semi-final.
    const finalist = matchByKey(playoff, 'main-3-1').team1Id!;
    const team = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${finalist}` });
    const playerId = team.json<{ player1Id: number }>().player1Id;
    const stats = await t.app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/statistics` });
    expect(stats.json()).toMatchObject({ matchesPlayed: 5 });
  });
});

describe('deleting playoffs', () => {
  it('deletes an unplayed playoff with its matches (204), and a new draw can follow', async () => {
    const league = await createPlayedLeague(t, { groups: 2, teams: 3 });
    const created = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league, { qualifiersPerGroup: 3 }) });
    expect(created.statusCode).toBe(201);
    const playoff = created.json<PlayoffBody>();
    // Six qualifiers: the two top seeds have byes and already stand in their semi-finals.
    const byes = playoff.brackets[0]!.rounds[0]!.matches.filter((match) => match.isBye);
    expect(byes.map((match) => match.id)).toEqual([null, null]);
    const seedsInSemis = playoff.brackets[0]!.rounds[1]!.matches.flatMap((match) => [match.seed1, match.seed2]);
    expect(seedsInSemis).toEqual(expect.arrayContaining([1, 2]));
    const hasPlayoffs = async () =>
      (await t.app.inject({ method: 'GET', url: league.leaguePath })).json<{ hasPlayoffs?: boolean }>().hasPlayoffs;
    expect(await hasPlayoffs()).toBe(true);
    const deleted = await t.admin({ method: 'DELETE', url: `${league.adminLeaguePath}/playoffs` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` })).statusCode).toBe(404);
    // The league's own answer (cached by data version) says so at once, so pages stop asking.
    expect(await hasPlayoffs()).toBe(false);
    const left = await t.app.inject({ method: 'GET', url: `${league.finalDay.publicPath}/matches` });
    expect(left.json<{ matches: unknown[] }>().matches).toEqual([]);
    expect((await t.admin({ method: 'DELETE', url: `${league.adminLeaguePath}/playoffs` })).statusCode).toBe(404);
    const again = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league, { qualifiersPerGroup: 2 }) });
    expect(again.statusCode).toBe(201);
  });

  it('goes with its round when the round is deleted while nothing is played', async () => {
    const league = await createPlayedLeague(t, { groups: 1, teams: 4 });
    expect((await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) })).statusCode).toBe(201);
    expect((await t.admin({ method: 'DELETE', url: league.finalDay.adminPath })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` })).statusCode).toBe(404);
  });

  it('refuses (409) to delete a team, a player or a group of the draw', async () => {
    // Two groups of one: a final only, and no group match with a result to refuse the deletes first.
    const league = await createPlayedLeague(t, { groups: 2, teams: 1 });
    expect((await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) })).statusCode).toBe(201);
    const team = await t.admin({ method: 'DELETE', url: `/api/v1/admin/teams/${league.teamIds[0]}` });
    expect(team.statusCode).toBe(409);
    expect(team.json<{ error: string }>().error).toContain('Delete those playoffs first');
    const { player1Id } = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${league.teamIds[1]}` })).json<{ player1Id: number }>();
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${player1Id}` })).statusCode).toBe(409);
    const group = await t.admin({ method: 'DELETE', url: `${league.adminLeaguePath}/groups/${league.groups[0]!.id}` });
    expect(group.statusCode).toBe(409);
    expect(group.json<{ error: string }>().error).toContain('Delete those playoffs first');
  });
});

describe('refusals', () => {
  let league: PlayoffLeague;
  beforeAll(async () => {
    league = await createPlayedLeague(t, { groups: 1, teams: 3 });
  });

  it.each([
    ['no body field', {}],
    ['qualifiers 0', { qualifiersPerGroup: 0 }],
    ['qualifiers not a number', { qualifiersPerGroup: 'two' }],
    ['a flag not a boolean', { thirdPlaceMatch: 'yes' }],
    ['a round id of 0', { roundId: 0 }],
  ])('answers 400 for %s', async (_label, extra) => {
    const payload = Object.keys(extra).length === 0 ? {} : body(league, extra);
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for ?preview=maybe and for a round of another league', async () => {
    const preview = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs?preview=maybe`, payload: body(league) });
    expect(preview.statusCode).toBe(400);
    const other = await createPlayedLeague(t, { groups: 1, teams: 2 });
    const response = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league, { roundId: other.finalDay.id }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'roundId' }] });
  });

  it('answers 404 for a league of another club, on every playoff route', async () => {
    const other = await createPlayedLeague(t, { groups: 1, teams: 2 });
    const wrong = `/clubs/${other.clubId}/leagues/${league.leagueId}/playoffs`;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${wrong}` })).statusCode).toBe(404);
    expect((await t.admin({ method: 'POST', url: `/api/v1/admin${wrong}`, payload: body(league) })).statusCode).toBe(404);
    expect((await t.admin({ method: 'POST', url: `/api/v1/admin${wrong}/placement` })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin${wrong}` })).statusCode).toBe(404);
  });

  it('answers 401 on every admin playoff route without a token', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league) }),
      t.app.inject({ method: 'POST', url: `${league.adminLeaguePath}/playoffs?preview=true`, payload: body(league) }),
      t.app.inject({ method: 'POST', url: `${league.adminLeaguePath}/playoffs/placement` }),
      t.app.inject({ method: 'DELETE', url: `${league.adminLeaguePath}/playoffs` }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect((await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` })).statusCode).toBe(404);
  });

  it('answers 409 when fewer than two teams would qualify', async () => {
    const lonely = await createPlayedLeague(t, { groups: 1, teams: 1 });
    const response = await t.admin({ method: 'POST', url: `${lonely.adminLeaguePath}/playoffs`, payload: body(lonely) });
    expect(response.statusCode).toBe(409);
  });
});

describe('a playoff result through the offline outbox path', () => {
  it('replays a keyed result without advancing twice, and refuses a stale version (412) without advancing', async () => {
    const league = await createPlayedLeague(t, { groups: 1, teams: 4 });
    const created = await t.admin({ method: 'POST', url: `${league.adminLeaguePath}/playoffs`, payload: body(league, { thirdPlaceMatch: false, consolation: false }) });
    const semi = matchByKey(created.json<PlayoffBody>(), 'main-1-1');
    const send = (key: string, version: number) =>
      t.admin({
        method: 'PUT',
        url: `${league.finalDay.adminPath}/matches/${semi.id}`,
        headers: { 'if-match': `"${version}"`, 'idempotency-key': key },
        payload: { team1Id: semi.team1Id, team2Id: semi.team2Id, courtNumber: semi.courtNumber, startTime: semi.startTime, ...team1Wins },
      });
    const first = await send('playoff-outbox-1', 1);
    const replay = await send('playoff-outbox-1', 1);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    const after = await getPlayoff(league);
    expect(matchByKey(after, 'main-2-1')).toMatchObject({ team1Id: semi.team1Id, version: 2 });
    const stale = await send('playoff-outbox-2', 1);
    expect(stale.statusCode).toBe(412);
    expect(await getPlayoff(league)).toEqual(after);
  });
});
