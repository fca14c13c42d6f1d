import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import { WALKOVER_CARRIES_NO_SCORES } from '../../src/shared/domain/set-scores.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { loadOpenApi, type JsonSchema } from './support/openapi.js';

/** A league's match format decides which scores its match writes accept (docs/rules.md, "Matches and results"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FULL_SET = 'a set ends 6–0 to 6–4, 7–5 or 7–6';
const TIEBREAK = 'a match tie-break ends at 10 or more, two clear (10–8, 11–9, 14–12)';
const PRO_SET = 'a pro set ends 9–0 to 9–7, or 9–8 after a tie-break';

const place = (f: LeagueFixture) => ({ team1Id: f.teamIds[0]!, team2Id: f.teamIds[1]!, courtNumber: 1, startTime: 18 });

async function setFormat(f: LeagueFixture, matchFormat: MatchFormat): Promise<void> {
  const response = await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'Formats league', matchFormat } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ matchFormat });
}

async function leagueWithFormat(matchFormat: MatchFormat): Promise<LeagueFixture> {
  const f = await createLeagueFixture(t);
  await setFormat(f, matchFormat);
  return f;
}

/** Writes sets as a scoreboard does, team 1 first: '6-4 3-6 10-8' → [6, 3, 10] and [4, 6, 8]. */
function scores(sets: string) {
  const pairs = sets.split(' ').map((set) => set.split('-').map(Number));
  return { team1Results: pairs.map((pair) => pair[0]!), team2Results: pairs.map((pair) => pair[1]!) };
}

const postMatch = (f: LeagueFixture, payload: object) => t.admin({ method: 'POST', url: `${f.round.adminPath}/matches`, payload });

describe('the league field', () => {
  it('is free by default, set on create and update, and shown on every league answer', async () => {
    const f = await createLeagueFixture(t);
    const read = await t.app.inject({ method: 'GET', url: f.leaguePath });
    expect(read.json()).toMatchObject({ matchFormat: 'free' });

    const created = await t.admin({
      method: 'POST',
      url: `/api/v1/admin/clubs/${f.clubId}/leagues`,
      payload: { name: 'Pro sets', matchFormat: 'proSet9' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ matchFormat: 'proSet9' });

    await setFormat(f, 'bestOf3SuperTiebreak');
    // A PUT that leaves the format out keeps it.
    const renamed = await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'Renamed' } });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', matchFormat: 'bestOf3SuperTiebreak' });

    const list = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/leagues` });
    const formats = list.json<{ leagues: { name: string; matchFormat: string }[] }>().leagues.map((league) => [league.name, league.matchFormat]);
    expect(formats).toEqual([
      ['Pro sets', 'proSet9'],
      ['Renamed', 'bestOf3SuperTiebreak'],
    ]);
  });

  it('refuses a format that does not exist, naming the field', async () => {
    const f = await createLeagueFixture(t);
    const response = await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'L', matchFormat: 'bestOf5' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'matchFormat' }] });
  });

  it('is stored on both databases with free for leagues made before it', async () => {
    const f = await createLeagueFixture(t);
    // A row written without the column, as every league before migration 006 was.
    const league = await t.db
      .insertInto('leagues')
      .values({ club_id: f.clubId, name: 'Old league', status: 'active', points_for_win: 3, points_for_loss: 1, tiebreakers: '[]', match_tiebreak_games: 'one', created_at: '2025-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/leagues/${league.id}` });
    expect(read.json()).toMatchObject({ name: 'Old league', matchFormat: 'free' });
  });
});

describe('match writes obey the league format', () => {
  it.each([
    ['bestOf3', '6-5 6-3', 'team1Results[0]', `Set 1: ${FULL_SET}`],
    ['bestOf3', '6-4 8-6', 'team1Results[1]', `Set 2: ${FULL_SET}`],
    ['bestOf3', '6-4 3-6 7-3', 'team1Results[2]', `Set 3: ${FULL_SET}`],
    ['bestOf3', '6-4 3-6 6-3 6-2', 'team1Results[3]', 'Set 4: the match was already won after set 3, so no set follows'],
    ['bestOf3', '6-4 6-3 6-2', 'team1Results[2]', 'Set 3: the match was already won after set 2, so no set follows'],
    ['bestOf3SuperTiebreak', '6-4 3-6 10-9', 'team1Results[2]', `Set 3: ${TIEBREAK}`],
    ['bestOf3SuperTiebreak', '6-4 3-6 9-7', 'team1Results[2]', `Set 3: ${TIEBREAK}`],
    [
      'bestOf3SuperTiebreak',
      '6-4 3-6 12-9',
      'team1Results[2]',
      'Set 3: 12–9 cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear (10–8, 11–9, 14–12)',
    ],
    ['proSet9', '10-8', 'team1Results[0]', `Set 1: ${PRO_SET}`],
    ['proSet9', '8-6', 'team1Results[0]', `Set 1: ${PRO_SET}`],
    ['proSet9', '9-8 6-4', 'team1Results[1]', 'Set 2: the match was already won after set 1, so no set follows'],
  ] as const)('%s refuses %s with 400 naming %s, on create and on update', async (format, sets, field, message) => {
    const f = await leagueWithFormat(format);
    const refused = await postMatch(f, { ...place(f), ...scores(sets) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: expect.stringContaining(message), code: 'VALIDATION_FAILED', details: [{ field, message }] });

    const match = await addMatch(t, f.round, place(f));
    const updated = await t.admin({ method: 'PUT', url: `${f.round.adminPath}/matches/${match.id}`, payload: { ...place(f), ...scores(sets) } });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ details: [{ field, message }] });
    const stored = await t.db.selectFrom('matches').select(['team1_results', 'version']).where('id', '=', match.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ team1_results: null, version: match['version'] });
  });

  it('answers every refused set at once', async () => {
    const f = await leagueWithFormat('bestOf3');
    const refused = await postMatch(f, { ...place(f), ...scores('6-5 8-6 6-4') });
    expect(refused.json().details).toEqual([
      { field: 'team1Results[0]', message: `Set 1: ${FULL_SET}` },
      { field: 'team1Results[1]', message: `Set 2: ${FULL_SET}` },
    ]);
  });

  it('refuses a tied set (7–7) by the rule every format shares, before the format looks at it', async () => {
    const f = await leagueWithFormat('bestOf3');
    const tied = await postMatch(f, { ...place(f), ...scores('6-4 7-7 6-2') });
    expect(tied.statusCode).toBe(400);
    expect(tied.json().details).toEqual([{ field: 'team1Results[1]', message: 'Set 2: a set cannot end level (7–7)' }]);
  });

  it('refuses a played match nobody has won', async () => {
    const f = await leagueWithFormat('bestOf3SuperTiebreak');
    // Free would refuse 6–4 3–6 too (level on sets); one set to one side is refused only by the format.
    const refused = await postMatch(f, { ...place(f), ...scores('6-4') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'team1Results', message: 'The match is not decided: a side must win 2 sets (record a retirement if it stopped early)' },
    ]);
  });

  it.each([
    ['bestOf3', '6-4 3-6 7-6'],
    ['bestOf3', '7-5 6-0'],
    ['bestOf3SuperTiebreak', '6-4 3-6 11-9'],
    ['bestOf3SuperTiebreak', '4-6 6-3 14-12'],
    ['proSet9', '9-8'],
    ['proSet9', '7-9'],
  ] as const)('%s accepts %s', async (format, sets) => {
    const f = await leagueWithFormat(format);
    const match = await addMatch(t, f.round, { ...place(f), ...scores(sets) });
    expect(match).toMatchObject({ ...scores(sets), outcome: 'played' });
  });

  it('keeps free exactly as before: 6–5, 44–6 and 12–9 pass, a tied set does not', async () => {
    const f = await createLeagueFixture(t);
    await addMatch(t, f.round, { ...place(f), ...scores('6-5 44-6 12-9') });
    const tied = await postMatch(f, { ...place(f), startTime: 19, ...scores('6-6 6-4') });
    expect(tied.statusCode).toBe(400);
    expect(tied.json()).toMatchObject({ details: [{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (6–6)' }] });
  });
});

describe('retirements and walkovers', () => {
  it('keeps the unfinished scores of a retirement, but judges its finished sets', async () => {
    const f = await leagueWithFormat('bestOf3SuperTiebreak');
    const retired = { ...place(f), outcome: 'retired', winnerTeamId: f.teamIds[1] };
    const kept = await addMatch(t, f.round, { ...retired, ...scores('6-4 3-6 9-9') });
    expect(kept).toMatchObject({ ...scores('6-4 3-6 9-9'), outcome: 'retired', winnerTeamId: f.teamIds[1] });

    const badFinishedSet = await postMatch(f, { ...retired, startTime: 19, ...scores('6-5 2-1') });
    expect(badFinishedSet.statusCode).toBe(400);
    expect(badFinishedSet.json().details).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${FULL_SET}` }]);

    const decided = await postMatch(f, { ...retired, startTime: 19, ...scores('6-4 6-4') });
    expect(decided.statusCode).toBe(400);
    expect(decided.json().details).toEqual([
      { field: 'team1Results', message: 'These sets already decide the match: record it as played, not as a retirement' },
    ]);
  });

  it('takes a walkover without scores and refuses one with scores', async () => {
    const f = await leagueWithFormat('proSet9');
    const walkover = { ...place(f), outcome: 'walkover', winnerTeamId: f.teamIds[0] };
    expect(await addMatch(t, f.round, walkover)).toMatchObject({ outcome: 'walkover', team1Results: [], team2Results: [] });
    const withScores = await postMatch(f, { ...walkover, startTime: 19, ...scores('9-0') });
    expect(withScores.statusCode).toBe(400);
    expect(withScores.json().details).toEqual([{ field: 'team1Results', message: WALKOVER_CARRIES_NO_SCORES }]);
  });
});

describe('changing the format', () => {
  it('leaves recorded results as they are and judges writes from then on', async () => {
    const f = await createLeagueFixture(t);
    const match = await addMatch<{ version: number }>(t, f.round, { ...place(f), ...scores('6-5 6-3') });
    await setFormat(f, 'bestOf3');

    const list = await t.app.inject({ method: 'GET', url: `${f.round.publicPath}/matches` });
    expect(list.json().matches).toEqual([expect.objectContaining({ id: match.id, ...scores('6-5 6-3'), version: match.version })]);

    // Moving the match keeps its old result: only scores sent are judged.
    const moved = await t.admin({ method: 'PUT', url: `${f.round.adminPath}/matches/${match.id}`, payload: { ...place(f), courtNumber: 2 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ courtNumber: 2, ...scores('6-5 6-3') });

    const resent = await t.admin({ method: 'PUT', url: `${f.round.adminPath}/matches/${match.id}`, payload: { ...place(f), ...scores('6-5 6-3') } });
    expect(resent.statusCode).toBe(400);
    expect(resent.json().details).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${FULL_SET}` }]);
  });
});

describe('the OpenAPI document', () => {
  it('shows matchFormat with its seven values on league answers and league writes', async () => {
    const document = await loadOpenApi(t);
    const leaguePath = document.paths['/api/v1/clubs/{clubId}/leagues/{leagueId}']!;
    const answer = leaguePath['get']!.responses!['200']!.content!['application/json']!.schema;
    const formats = ['free', 'bestOf3', 'bestOf3SuperTiebreak', 'proSet9', 'bestOf3ShortSets', 'proSet8', 'timed'];
    expect(answer.properties?.['matchFormat']).toMatchObject({ enum: formats });
    expect(answer.required).toContain('matchFormat');

    const create = document.paths['/api/v1/admin/clubs/{clubId}/leagues']!['post']!.requestBody!.content!['application/json']!.schema;
    const createFormat: JsonSchema | undefined = create.properties?.['matchFormat'];
    expect(createFormat).toMatchObject({ enum: formats, default: 'free' });
    expect(create.required ?? []).not.toContain('matchFormat');
  });
});
