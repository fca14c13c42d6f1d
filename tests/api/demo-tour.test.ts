import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { addDays, seedDemoTour, type TourSize } from '../../src/server/seed/demo-tour.js';
import { MATCH_FORMATS, type MatchFormat } from '../../src/shared/domain/constants.js';
import { isMatchTiebreakOf, matchFormatProblems } from '../../src/shared/domain/match-formats.js';
import { winningSide } from '../../src/shared/domain/set-scores.js';
import { bracketFromDraw, bracketSizeFor, compareFigures, resolveBracket, type Qualifier } from '../../src/shared/domain/playoffs/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.js';
import { DEMO_ORGANISER, DEMO_PLAYERS, seedDemoAccounts, type DemoLogin } from '../../src/server/seed/demo-accounts.js';
import type { Match } from '../../src/shared/schemas/match.js';
import type { MyMatches } from '../../src/shared/schemas/reports.js';
import { nextRoundOfNight } from '../../src/shared/domain/club-nights/index.js';
import { groupTableWithFigures, standingsOfGroup } from '../../src/server/groups/index.js';
import { WHOLE_TOUR } from '../../src/server/lib/visibility.js';

// A fixed day keeps the tour's dates (and so this file) the same whenever it runs.
const TODAY = '2026-11-21';

const parseList = (text: string | null): number[] | null => (text === null ? null : (JSON.parse(text) as number[]));
const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);
const isIsoInstant = (text: string): boolean =>
  !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text;

const formatOf = (text: string): MatchFormat => {
  const format = MATCH_FORMATS.find((known) => known === text);
  if (!format) throw new Error(`unknown match format ${text}`);
  return format;
};
const outcomeOf = (text: string) => (text === 'walkover' || text === 'retired' ? text : 'played');

/**
 * Every rule of docs/rules.md a seeded tour must keep, checked over the rows themselves. Answers the
 * broken rules in words ([] when the tour is sound), so a failure says what and where.
 */
async function tourProblems(db: Db, today: string): Promise<string[]> {
  const problems: string[] = [];
  const rounds = await db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'rounds.id',
      'rounds.league_id',
      'rounds.date',
      'rounds.start_hour',
      'rounds.end_hour',
      'rounds.court_number',
      'rounds.status',
      'leagues.status as league_status',
      'leagues.match_format',
    ])
    .orderBy('rounds.id')
    .execute();
  const roundById = new Map(rounds.map((round) => [round.id, round]));
  const groups = await db.selectFrom('league_groups').selectAll().execute();
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const memberships = await db.selectFrom('group_teams').selectAll().execute();
  // Group matches here; the playoffs are checked by playoffProblems.
  const matches = await db
    .selectFrom('matches')
    .selectAll()
    .where('stage', '=', 'group')
    .$narrowType<{ group_id: number; team1_id: number; team2_id: number }>()
    .orderBy('id')
    .execute();
  const unavailabilities = await db.selectFrom('team_unavailabilities').selectAll().execute();
  const teams = await db.selectFrom('teams').selectAll().execute();

  for (const team of teams) {
    if (team.player1_id === team.player2_id) problems.push(`team ${team.id} is one player twice`);
    if (
      team.player_low_id !== Math.min(team.player1_id, team.player2_id) ||
      team.player_high_id !== Math.max(team.player1_id, team.player2_id)
    ) {
      problems.push(`team ${team.id} has a wrong player_low_id/player_high_id`);
    }
  }
  if (new Set(teams.map((team) => pairKey(team.player1_id, team.player2_id))).size !== teams.length)
    problems.push('two teams share a pair of players');

  const groupOfTeamInLeague = new Map<string, number>();
  const inGroup = new Set<string>();
  for (const member of memberships) {
    const group = groupById.get(member.group_id);
    if (group?.league_id !== member.league_id)
      problems.push(`group_teams ${member.group_id}/${member.team_id} names the wrong league`);
    const key = `${member.league_id}:${member.team_id}`;
    if (groupOfTeamInLeague.has(key))
      problems.push(`team ${member.team_id} is in two groups of league ${member.league_id}`);
    groupOfTeamInLeague.set(key, member.group_id);
    inGroup.add(`${member.group_id}:${member.team_id}`);
  }

  for (const round of rounds) {
    if (round.start_hour > round.end_hour || round.court_number < 1 || round.court_number > 10)
      problems.push(`round ${round.id} has a bad hour range or court count`);
    if (round.league_status === 'finished' && (round.date >= today || round.status !== 'active'))
      problems.push(`round ${round.id} of a finished league is not a past active round`);
    if (round.league_status === 'inactive' && (round.date <= today || round.status !== 'inactive'))
      problems.push(`round ${round.id} of an inactive league is not a future inactive round`);
  }

  const slots = new Set<string>();
  const teamInRound = new Set<string>();
  const metInLeague = new Set<string>();
  const hourOfTeamInRound = new Map<string, number>();
  for (const match of matches) {
    const round = roundById.get(match.round_id);
    const group = groupById.get(match.group_id);
    const where = `match ${match.id}`;
    if (!round || !group) {
      problems.push(`${where} has no round or group`);
      continue;
    }
    if (group.league_id !== round.league_id) problems.push(`${where}: its group is of another league than its round`);
    if (match.court_number === null || match.court_number < 1 || match.court_number > round.court_number)
      problems.push(`${where}: court ${match.court_number} outside 1..${round.court_number}`);
    if (match.start_time === null || match.start_time < round.start_hour || match.start_time > round.end_hour) {
      problems.push(`${where}: hour ${match.start_time} outside ${round.start_hour}..${round.end_hour}`);
    }
    const slot = `${match.round_id}:${match.court_number}:${match.start_time}`;
    if (slots.has(slot)) problems.push(`${where}: court ${match.court_number} at ${match.start_time} is taken twice`);
    slots.add(slot);
    for (const team of [match.team1_id, match.team2_id]) {
      const key = `${match.round_id}:${team}`;
      if (teamInRound.has(key)) problems.push(`${where}: team ${team} plays twice in round ${match.round_id}`);
      teamInRound.add(key);
      if (match.start_time !== null) hourOfTeamInRound.set(key, match.start_time);
      if (!inGroup.has(`${match.group_id}:${team}`))
        problems.push(`${where}: team ${team} is not in group ${match.group_id}`);
    }
    if (match.team1_id === match.team2_id) problems.push(`${where}: a team plays itself`);
    const met = `${round.league_id}:${pairKey(match.team1_id, match.team2_id)}`;
    if (metInLeague.has(met)) problems.push(`${where}: a rematch in league ${round.league_id}`);
    metInLeague.add(met);

    const team1 = parseList(match.team1_results);
    const team2 = parseList(match.team2_results);
    if ((team1 === null) !== (team2 === null)) problems.push(`${where}: results for one team only`);
    const recorded = team1 !== null || match.outcome !== 'played';
    // The one check every match write runs, under the league's format: the seed is refused nothing.
    const format = formatOf(round.match_format);
    for (const problem of matchFormatProblems(format, team1 ?? [], team2 ?? [], outcomeOf(match.outcome))) {
      problems.push(`${where} (${format}): ${problem.field}: ${problem.message}`);
    }
    if (team1 && team2 && team1.length === 0) problems.push(`${where}: empty score lists`);
    if (match.outcome === 'played') {
      const side = team1 && team2 ? winningSide(team1, team2) : null;
      if (team1 && team2 && side === null) problems.push(`${where}: no winner`);
      const winner = side === null ? null : side === 1 ? match.team1_id : match.team2_id;
      if (match.winner_team_id !== winner)
        problems.push(`${where}: a played match stores a winner its scores do not give`);
    } else {
      if (match.winner_team_id !== match.team1_id && match.winner_team_id !== match.team2_id)
        problems.push(`${where}: the ${match.outcome} winner is not one of the teams`);
      if (match.outcome === 'walkover' && team1 !== null) problems.push(`${where}: a walkover with scores`);
      if (
        match.outcome === 'retired' &&
        team1 &&
        team2 &&
        winningSide(team1, team2) !== (match.winner_team_id === match.team1_id ? 1 : 2)
      ) {
        problems.push(`${where}: the retirement's winner trails on sets`);
      }
    }
    if (recorded && (round.date >= today || round.status !== 'active'))
      problems.push(`${where}: results in round ${round.id} dated ${round.date}`);
    if (!recorded && (round.date < today || round.status !== 'active'))
      problems.push(`${where}: still scheduled in round ${round.id} dated ${round.date} (${round.status})`);
    if (match.version !== 1 || !isIsoInstant(match.created_at) || !isIsoInstant(match.updated_at))
      problems.push(`${where}: bad version or timestamps`);
    if (match.created_at.slice(0, 10) > today) problems.push(`${where}: created in the future`);
  }

  const unavailableOnce = new Set<string>();
  for (const entry of unavailabilities) {
    const round = roundById.get(entry.round_id);
    const hours = parseList(entry.unavailable_hours) ?? [];
    const where = `unavailability ${entry.id}`;
    if (!round) {
      problems.push(`${where} has no round`);
      continue;
    }
    const key = `${entry.round_id}:${entry.team_id}`;
    if (unavailableOnce.has(key)) problems.push(`${where}: a second entry for the same team and round`);
    unavailableOnce.add(key);
    if (!groupOfTeamInLeague.has(`${round.league_id}:${entry.team_id}`))
      problems.push(`${where}: team ${entry.team_id} is not in the round's league`);
    if (
      hours.length === 0 ||
      hours.some(
        (hour, i) => hour < round.start_hour || hour > round.end_hour || (i > 0 && hour <= (hours[i - 1] ?? -1)),
      )
    ) {
      problems.push(
        `${where}: hours ${entry.unavailable_hours} are not sorted hours of ${round.start_hour}..${round.end_hour}`,
      );
    }
    if (hours.length > round.end_hour - round.start_hour) problems.push(`${where}: the team can play no hour at all`);
    const playsAt = hourOfTeamInRound.get(key);
    if (playsAt !== undefined && hours.includes(playsAt))
      problems.push(`${where}: team ${entry.team_id} plays at ${playsAt}, an hour it is unavailable`);
  }
  return problems;
}

/**
 * The playoffs of a tour against docs/playoffs.md: every match row holds the teams the draw and the
 * results send it, scores fit the league's format, the winner stored is the one the scores give,
 * and the matches sit on free courts and hours of the round, each after the matches feeding it.
 */
async function playoffProblems(db: Db) {
  const problems: string[] = [];
  const playoffs = await db
    .selectFrom('playoffs')
    .innerJoin('leagues', 'leagues.id', 'playoffs.league_id')
    .innerJoin('rounds', 'rounds.id', 'playoffs.round_id')
    .select([
      'playoffs.id',
      'playoffs.third_place_match',
      'playoffs.consolation',
      'leagues.name',
      'leagues.status',
      'leagues.match_format',
      'rounds.start_hour',
      'rounds.end_hour',
      'rounds.court_number',
      'playoffs.round_id',
    ])
    .orderBy('playoffs.id')
    .execute();
  const summaries = [];
  for (const playoff of playoffs) {
    const where = `playoffs of ${playoff.name}`;
    const entrants = await db.selectFrom('playoff_entrants').selectAll().where('playoff_id', '=', playoff.id).execute();
    const places: (Qualifier | null)[] = Array.from({ length: bracketSizeFor(entrants.length) }, () => null);
    for (const entrant of entrants)
      places[entrant.position] = { teamId: entrant.team_id, groupId: entrant.group_id, groupRank: entrant.group_rank, seed: entrant.seed };
    const bracket = bracketFromDraw(places, { thirdPlaceMatch: playoff.third_place_match === 1, consolation: playoff.consolation === 1 });
    const rows = await db
      .selectFrom('playoff_matches')
      .innerJoin('matches', 'matches.id', 'playoff_matches.match_id')
      .selectAll('matches')
      .select(['playoff_matches.bracket', 'playoff_matches.round as bracket_round', 'playoff_matches.position'])
      .where('playoff_matches.playoff_id', '=', playoff.id)
      .execute();
    const rowOf = new Map(rows.map((row) => [`${row.bracket}-${row.bracket_round}-${row.position}`, row]));
    const results = new Map<string, 1 | 2>();
    const format = formatOf(playoff.match_format);
    for (const row of rows) {
      const key = `${row.bracket}-${row.bracket_round}-${row.position}`;
      if (row.stage !== 'playoff' || row.group_id !== null || row.round_id !== playoff.round_id) problems.push(`${where}: ${key} is not a playoff match of the round`);
      const team1 = parseList(row.team1_results);
      const team2 = parseList(row.team2_results);
      if (team1 && team2) {
        for (const problem of matchFormatProblems(format, team1, team2, 'played')) problems.push(`${where}: ${key}: ${problem.message}`);
        const side = winningSide(team1, team2);
        if (side === null) problems.push(`${where}: ${key} has no winner`);
        else results.set(key, side);
        if (row.winner_team_id !== (side === 1 ? row.team1_id : row.team2_id)) problems.push(`${where}: ${key} stores another winner`);
      }
    }
    const resolved = resolveBracket(bracket, results);
    const played = bracket.matches.filter((match) => !match.isBye);
    if (played.length !== rows.length) problems.push(`${where}: ${rows.length} rows for ${played.length} matches`);
    const slots = new Set<string>();
    for (const match of played) {
      const row = rowOf.get(match.key);
      const teams = resolved.get(match.key);
      if (!row || !teams) continue;
      if (row.team1_id !== teams.team1Id || row.team2_id !== teams.team2Id) problems.push(`${where}: ${match.key} holds other teams than the bracket sends`);
      if (row.court_number === null || row.start_time === null) continue;
      if (row.court_number > playoff.court_number || row.start_time < playoff.start_hour || row.start_time > playoff.end_hour)
        problems.push(`${where}: ${match.key} outside the round`);
      const slot = `${row.court_number}:${row.start_time}`;
      if (slots.has(slot)) problems.push(`${where}: two matches on court ${slot}`);
      slots.add(slot);
      for (const feeder of match.sides.flatMap((side) => ('matchKey' in side ? [rowOf.get(side.matchKey)] : []))) {
        if (feeder?.start_time != null && feeder.start_time >= row.start_time) problems.push(`${where}: ${match.key} before a match feeding it`);
      }
    }
    summaries.push({
      league: playoff.name,
      status: playoff.status,
      played: results.size,
      waiting: rows.length - results.size,
      kinds: [...new Set(bracket.matches.map((match) => match.bracket))],
    });
  }
  return { problems, playoffs: summaries };
}

/** Every row of every tour table, in id order: two equal dumps mean two equal tours. */
async function dumpTour(db: Db) {
  return {
    clubs: await db.selectFrom('clubs').selectAll().orderBy('id').execute(),
    leagues: await db.selectFrom('leagues').selectAll().orderBy('id').execute(),
    groups: await db.selectFrom('league_groups').selectAll().orderBy('id').execute(),
    groupTeams: await db.selectFrom('group_teams').selectAll().orderBy('group_id').orderBy('team_id').execute(),
    players: await db.selectFrom('players').selectAll().orderBy('id').execute(),
    teams: await db.selectFrom('teams').selectAll().orderBy('id').execute(),
    rounds: await db.selectFrom('rounds').selectAll().orderBy('id').execute(),
    matches: await db.selectFrom('matches').selectAll().orderBy('id').execute(),
    playoffs: await db.selectFrom('playoffs').selectAll().orderBy('id').execute(),
    playoffEntrants: await db.selectFrom('playoff_entrants').selectAll().orderBy('playoff_id').orderBy('position').execute(),
    playoffMatches: await db.selectFrom('playoff_matches').selectAll().orderBy('match_id').execute(),
    unavailabilities: await db.selectFrom('team_unavailabilities').selectAll().orderBy('id').execute(),
  };
}

const count = async (
  db: Db,
  table: 'clubs' | 'leagues' | 'league_groups' | 'players' | 'teams' | 'rounds' | 'matches',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the small demo tour', () => {
  let database: TestDatabase;
  let db: Db;
  let summary: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    summary = await seedDemoTour(db, { size: 'small', today: TODAY });
  });
  afterAll(() => database.drop());

  it('answers a one-line summary of what it wrote', async () => {
    expect(summary).not.toContain('\n');
    expect(summary).toMatch(/^3 clubs, 8 leagues \(/);
    expect(summary).toContain(`${await count(db, 'players')} players`);
    expect(summary).toContain(`${await count(db, 'matches')} matches`);
  });

  it('has a finished Americano of 8 players on 2 courts and a Mexicano of 12 on 3 courts under way today', async () => {
    const nights = await db.selectFrom('club_nights').selectAll().orderBy('id').execute();
    expect(nights.map((night) => [night.format, night.date, JSON.parse(night.courts)])).toEqual([
      ['americano', addDays(TODAY, -7), [1, 2]],
      ['mexicano', TODAY, [1, 2, 3]],
      // Next week's, with open entries and no players yet (docs/entries.md).
      ['americano', addDays(TODAY, 7), [1, 2, 3, 4]],
    ]);
    const [americano, mexicano] = nights as [(typeof nights)[number], (typeof nights)[number]];
    const playersOf = async (nightId: number) =>
      (await db.selectFrom('club_night_players').select('player_id').where('night_id', '=', nightId).orderBy('position').execute()).map((row) => row.player_id);
    const matchesOf = (nightId: number) => db.selectFrom('club_night_matches').selectAll().where('night_id', '=', nightId).orderBy('round_number').orderBy('court_number').execute();
    expect(await playersOf(americano.id)).toHaveLength(8);
    const americanoMatches = await matchesOf(americano.id);
    expect(americanoMatches).toHaveLength(americano.planned_rounds * 2);
    expect(americanoMatches.every((match) => match.team1_points! + match.team2_points! === 24)).toBe(true);
    const mexicanoPlayers = await playersOf(mexicano.id);
    expect(mexicanoPlayers).toHaveLength(12);
    const mexicanoMatches = await matchesOf(mexicano.id);
    const round = (number: number) => mexicanoMatches.filter((match) => match.round_number === number);
    expect(round(1).map((match) => match.team1_points !== null)).toEqual([true, true, true]);
    expect(round(2).map((match) => match.team1_points !== null)).toEqual([true, false, false]);
    // Round 2 is what the shared function makes from round 1's scores.
    const asPlan = (match: (typeof mexicanoMatches)[number]) => ({
      courtNumber: match.court_number,
      team1: [match.team1_player1_id, match.team1_player2_id],
      team2: [match.team2_player1_id, match.team2_player2_id],
    });
    const next = nextRoundOfNight({
      format: 'mexicano',
      plannedRounds: mexicano.planned_rounds,
      courts: [1, 2, 3],
      mexicanoPairing: '1+3v2+4',
      mexicanoFirstRound: 'rating',
      players: mexicanoPlayers.map((id) => ({ id })),
      rounds: [{ matches: round(1).map((match) => ({ ...asPlan(match), team1: [match.team1_player1_id, match.team1_player2_id] as const, team2: [match.team2_player1_id, match.team2_player2_id] as const, team1Points: match.team1_points, team2Points: match.team2_points })), resting: [] }],
    });
    expect(round(2).map(asPlan)).toEqual(next.matches.map((match) => ({ ...match, team1: [...match.team1], team2: [...match.team2] })));
  });

  it('keeps every rule of docs/rules.md in every row', async () => {
    expect(await tourProblems(db, TODAY)).toEqual([]);
  });

  it('has a finished league with its playoffs played out and a league whose playoffs are under way', async () => {
    const { problems, playoffs } = await playoffProblems(db);
    expect(problems).toEqual([]);
    expect(playoffs).toEqual([
      { league: 'Liga Bandeja I · 2026', status: 'finished', played: 4, waiting: 0, kinds: ['main', 'thirdPlace'] },
      { league: 'Masters Cup 2026', status: 'active', played: 6, waiting: 2, kinds: ['main', 'thirdPlace'] },
    ]);
  });

  it("qualifies the cup's two best thirds (bestOfNext) beside the top two of its three groups", async () => {
    const cup = await db
      .selectFrom('leagues')
      .selectAll()
      .where('name', '=', 'Masters Cup 2026')
      .executeTakeFirstOrThrow();
    const playoff = await db
      .selectFrom('playoffs')
      .selectAll()
      .where('league_id', '=', cup.id)
      .executeTakeFirstOrThrow();
    expect([playoff.qualifiers_per_group, playoff.best_of_next]).toEqual([2, 2]);
    const groups = await db
      .selectFrom('league_groups')
      .select(['id', 'name'])
      .where('league_id', '=', cup.id)
      .orderBy('name')
      .execute();
    expect(groups.map((group) => group.name)).toEqual(['A', 'B', 'C']);
    const entrants = await db.selectFrom('playoff_entrants').selectAll().where('playoff_id', '=', playoff.id).execute();
    expect(entrants.map((entrant) => entrant.group_rank).sort()).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
    // The thirds that went through are the best two by points, then sets and games difference, per match.
    const thirds = [];
    for (const group of groups) {
      const { standings, figures } = await groupTableWithFigures(db, WHOLE_TOUR, cup.club_id, cup.id, group.id);
      const teamId = standings[2]!.teamId;
      thirds.push({
        teamId,
        figures: figures.get(teamId)!,
        qualified: entrants.some((entrant) => entrant.team_id === teamId),
      });
    }
    expect(thirds.filter((third) => third.qualified)).toHaveLength(2);
    const out = thirds.find((third) => !third.qualified)!;
    for (const third of thirds.filter((team) => team.qualified))
      expect(compareFigures(third.figures, out.figures)).toBeLessThanOrEqual(0);
  });

  it('takes a point off a team of Liga Bandeja II, with its reason in the standings', async () => {
    const deductions = await db.selectFrom('point_deductions').selectAll().execute();
    expect(deductions.map((row) => [row.points, row.reason])).toEqual([
      [1, 'Late for round #2 · Llegó tarde a la jornada #2'],
    ]);
    const [deduction] = deductions;
    const group = await db
      .selectFrom('league_groups')
      .innerJoin('leagues', 'leagues.id', 'league_groups.league_id')
      .select(['league_groups.name', 'leagues.id as league_id', 'leagues.club_id', 'leagues.name as league'])
      .where('league_groups.id', '=', deduction!.group_id)
      .executeTakeFirstOrThrow();
    expect([group.league, group.name]).toEqual(['Liga Bandeja II · 2026', 'A']);
    const { standings } = await standingsOfGroup(db, WHOLE_TOUR, group.club_id, group.league_id, deduction!.group_id);
    const row = standings.find((team) => team.teamId === deduction!.team_id)!;
    expect(row.deductions).toEqual([{ points: 1, reason: 'Late for round #2 · Llegó tarde a la jornada #2' }]);
    // Net of the deduction: 3 a win and 1 a loss, less the point taken off.
    expect(row.points).toBe(3 * row.matchesWon + (row.matchesPlayed - row.matchesWon) - 1);
    expect(standings.filter((team) => team.deductions)).toHaveLength(1);
  });

  it('leads with Club Padel Bandeja; every club has a description and multi-line rules', async () => {
    const clubs = await db.selectFrom('clubs').selectAll().orderBy('id').execute();
    expect(clubs).toHaveLength(3);
    expect(clubs[0]?.name).toBe('Club Padel Bandeja');
    // The home page lists clubs by name: the club with the picture comes first there too.
    expect([...clubs].map((club) => club.name).sort()[0]).toBe('Club Padel Bandeja');
    for (const club of clubs) {
      expect(club.description?.length).toBeGreaterThan(20);
      expect(club.rules).toContain('\n');
    }
  });

  it('shows every match format, each with results that fit it', async () => {
    const leagues = await db.selectFrom('leagues').select(['id', 'match_format']).execute();
    // Short sets and the pro set to 8 are club rules the demo leaves to the API tests
    // (formats-withdrawals.test.ts); every other format, timed included, has a league.
    const shown = MATCH_FORMATS.filter((format) => format !== 'bestOf3ShortSets' && format !== 'proSet8');
    expect(new Set(leagues.map((league) => league.match_format))).toEqual(new Set(shown));
    const recordedFormats = await db
      .selectFrom('matches')
      .innerJoin('rounds', 'rounds.id', 'matches.round_id')
      .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
      .where('matches.team1_results', 'is not', null)
      .select('leagues.match_format')
      .distinct()
      .execute();
    // Results under each format, which the rules check above holds to that format.
    expect(new Set(recordedFormats.map((row) => row.match_format))).toEqual(new Set(shown));
    // A walkover in a pro-set league, which counts as a real 9–0 (docs/standings.md).
    const proSetWalkovers = await db
      .selectFrom('matches')
      .innerJoin('rounds', 'rounds.id', 'matches.round_id')
      .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
      .where('matches.outcome', '=', 'walkover')
      .where('leagues.match_format', '=', 'proSet9')
      .select('matches.id')
      .execute();
    expect(proSetWalkovers.length).toBeGreaterThan(0);
  });

  it('has leagues in every status, most of them active, and two-group main leagues', async () => {
    const leagues = await db.selectFrom('leagues').selectAll().execute();
    const statuses = leagues.map((league) => league.status);
    expect(new Set(statuses)).toEqual(new Set(['active', 'inactive', 'finished']));
    const active = statuses.filter((status) => status === 'active').length;
    expect(active).toBeGreaterThan(leagues.length - active);

    const groups = await db
      .selectFrom('league_groups')
      .innerJoin('leagues', 'leagues.id', 'league_groups.league_id')
      .leftJoin('group_teams', 'group_teams.group_id', 'league_groups.id')
      .select([
        'league_groups.id',
        'league_groups.league_id',
        'league_groups.name',
        'leagues.status',
        (eb) => eb.fn.count<number>('group_teams.team_id').as('teams'),
      ])
      .groupBy(['league_groups.id', 'league_groups.league_id', 'league_groups.name', 'leagues.status'])
      .execute();
    for (const group of groups) {
      expect(Number(group.teams), `${group.name} of league ${group.league_id}`).toBeGreaterThanOrEqual(4);
      expect(Number(group.teams)).toBeLessThanOrEqual(6);
    }
    const twoGroupLeagues = new Set(
      groups.filter((group) => group.name === 'B' && group.status === 'active').map((group) => group.league_id),
    );
    expect(twoGroupLeagues.size).toBeGreaterThanOrEqual(2);
    for (const leagueId of twoGroupLeagues) {
      const names = groups
        .filter((group) => group.league_id === leagueId)
        .map((group) => group.name)
        .sort();
      // Two groups, or three in the cup whose best thirds go through: lettered from A, none missing.
      expect(names).toEqual(['A', 'B', 'C'].slice(0, names.length));
      expect(names.length).toBeLessThanOrEqual(3);
    }
  });

  it('has 30+ players with realistic names and dates of birth, in teams of two', async () => {
    const players = await db.selectFrom('players').selectAll().execute();
    expect(players.length).toBeGreaterThanOrEqual(30);
    for (const player of players) {
      expect(player.first_name).toMatch(/^\p{Lu}\p{L}+$/u);
      expect(player.last_name).toMatch(/^\p{Lu}[\p{L} ]+$/u);
      // The demo gives every player a date of birth, though it is optional (migration 015).
      expect(player.dob).toEqual(expect.any(String));
      const dob = String(player.dob);
      expect(new Date(`${dob}T00:00:00Z`).toISOString().slice(0, 10)).toBe(dob);
      const age = Number(TODAY.slice(0, 4)) - Number(dob.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(16);
      expect(age).toBeLessThanOrEqual(70);
    }
    expect(await count(db, 'teams')).toBeGreaterThanOrEqual(15);
  });

  it('has played past rounds, a scheduled current round and empty future rounds in active leagues', async () => {
    const rounds = await db
      .selectFrom('rounds')
      .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
      .leftJoin('matches', 'matches.round_id', 'rounds.id')
      .select([
        'rounds.id',
        'rounds.league_id',
        'rounds.date',
        'rounds.status',
        'leagues.status as league_status',
        (eb) => eb.fn.count<number>('matches.id').as('matches'),
        (eb) => eb.fn.count<number>('matches.team1_results').as('with_results'),
      ])
      .groupBy(['rounds.id', 'rounds.league_id', 'rounds.date', 'rounds.status', 'leagues.status'])
      .execute();
    expect(rounds.some((round) => round.status === 'active')).toBe(true);
    expect(rounds.some((round) => round.status === 'inactive')).toBe(true);
    // The league whose playoffs are under way is checked by playoffProblems: its final day is today.
    const withPlayoffs = new Set((await db.selectFrom('playoffs').select('league_id').execute()).map((row) => row.league_id));
    const activeLeagues = new Set(
      rounds
        .filter((round) => round.league_status === 'active' && !withPlayoffs.has(round.league_id))
        .map((round) => round.league_id),
    );
    for (const leagueId of activeLeagues) {
      const ofLeague = rounds
        .filter((round) => round.league_id === leagueId)
        .sort((a, b) => a.date.localeCompare(b.date));
      const past = ofLeague.filter((round) => round.date < TODAY);
      const current = ofLeague.find((round) => round.date >= TODAY);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((round) => round.status === 'active' && Number(round.with_results) > 0)).toBe(true);
      expect(current?.status).toBe('active');
      expect(Number(current?.matches)).toBeGreaterThan(0);
      expect(Number(current?.with_results)).toBe(0);
      // The current round is the one the league page shows: within the coming week.
      expect(current && current.date <= addDays(TODAY, 7)).toBe(true);
      const future = ofLeague.filter((round) => current && round.date > current.date);
      expect(future.length).toBeGreaterThan(0);
      expect(future.every((round) => round.status === 'inactive' && Number(round.matches) === 0)).toBe(true);
    }
  });

  it('has played and scheduled matches, a match tie-break, a walkover, a retirement and some unavailability', async () => {
    const matches = await db.selectFrom('matches').selectAll().execute();
    const played = matches.filter((match) => match.team1_results !== null || match.outcome !== 'played');
    expect(played.length).toBeGreaterThan(20);
    expect(matches.length - played.length).toBeGreaterThan(5);
    expect(matches.some((match) => match.outcome === 'walkover')).toBe(true);
    expect(matches.some((match) => match.outcome === 'retired' && match.winner_team_id !== null)).toBe(true);
    const formatOfRound = new Map(
      (
        await db
          .selectFrom('rounds')
          .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
          .select(['rounds.id', 'leagues.match_format'])
          .execute()
      ).map((round) => [round.id, formatOf(round.match_format)]),
    );
    const hasTiebreak = played.some((match) => {
      const format = formatOfRound.get(match.round_id) ?? 'free';
      return (parseList(match.team1_results) ?? []).some((_, set) => isMatchTiebreakOf(format, set));
    });
    expect(hasTiebreak).toBe(true);
    const unavailable = await db.selectFrom('team_unavailabilities').selectAll().execute();
    expect(unavailable.length).toBeGreaterThan(0);
  });
});

describe('determinism and sizes', () => {
  const databases: TestDatabase[] = [];
  const freshDb = async (): Promise<Db> => {
    const database = await createTestDatabase();
    databases.push(database);
    return database.handle.db;
  };
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('writes the same tour on two databases for the same day', async () => {
    const first = await freshDb();
    const second = await freshDb();
    const summaries = [
      await seedDemoTour(first, { size: 'small', today: TODAY }),
      await seedDemoTour(second, { size: 'small', today: TODAY }),
    ];
    expect(summaries[0]).toBe(summaries[1]);
    expect(await dumpTour(second)).toEqual(await dumpTour(first));
  });

  it('builds around the real today when no day is given', async () => {
    const db = await freshDb();
    const today = new Date().toISOString().slice(0, 10);
    await seedDemoTour(db, { size: 'small' });
    expect(await tourProblems(db, today)).toEqual([]);
  });

  it('seeds a custom small size', async () => {
    const db = await freshDb();
    const size: TourSize = {
      clubs: 1,
      leaguesPerClub: 2,
      groupsPerLeague: 1,
      teamsPerGroup: 4,
      roundsPerLeague: 3,
      courts: 2,
    };
    const summary = await seedDemoTour(db, { size, today: TODAY });
    expect(summary).toMatch(
      /^1 clubs, 2 leagues \(2 active, 0 inactive, 0 finished\), 2 groups, \d+ players, 8 teams, 6 rounds/,
    );
    expect(await count(db, 'teams')).toBe(8);
    // Active leagues of 3 rounds: round 1 played (2 matches), round 2 scheduled (2), round 3 ahead.
    expect(await count(db, 'matches')).toBe(8);
    expect(await tourProblems(db, TODAY)).toEqual([]);
  });

  it('seeds a size past one insert chunk, with every status, and keeps every rule', async () => {
    const db = await freshDb();
    const size: TourSize = {
      clubs: 4,
      leaguesPerClub: 4,
      groupsPerLeague: 2,
      teamsPerGroup: 8,
      roundsPerLeague: 8,
      courts: 3,
    };
    await seedDemoTour(db, { size, today: TODAY });
    expect(await count(db, 'teams')).toBe(4 * 4 * 2 * 8);
    expect(await count(db, 'players')).toBeGreaterThan(500);
    const statuses = await db.selectFrom('leagues').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(['active', 'finished', 'inactive']);
    expect(await tourProblems(db, TODAY)).toEqual([]);
  });

  it('refuses a size that cannot be seeded, writing nothing', async () => {
    const db = await freshDb();
    await expect(
      seedDemoTour(db, {
        size: { clubs: 1, leaguesPerClub: 1, groupsPerLeague: 1, teamsPerGroup: 4, roundsPerLeague: 3, courts: 11 },
      }),
    ).rejects.toThrow(/courts/);
    await expect(seedDemoTour(db, { size: 'small', today: '2026-02-30' })).rejects.toThrow(/today/);
    expect(await count(db, 'clubs')).toBe(0);
  });
});

describe('the demo accounts', () => {
  let t: TestApp;
  let logins: DemoLogin[];
  // Started late in the evening: today's matches (the first at 19:00, the tour's clocks on UTC) have begun.
  const now = new Date(`${TODAY}T22:30:00.000Z`);
  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedDemoTour(database.handle.db, { size: 'small', today: TODAY });
    logins = await seedDemoAccounts(database.handle.db, { now });
    t = await createTestApp({}, database, { now: () => now });
  });
  afterAll(() => t.close());

  const signedIn = async (username: string) => {
    const login = logins.find((candidate) => candidate.username === username)!;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(login.username, login.password) } });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string; role: string }>();
  };
  const get = async <T>(token: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it('makes an organiser and two players with random passwords, each signing in with their role', async () => {
    expect(logins.map(({ role, username }) => [role, username])).toEqual([
      ['organiser', DEMO_ORGANISER],
      ['player', DEMO_PLAYERS[0]],
      ['player', DEMO_PLAYERS[1]],
    ]);
    expect(new Set(logins.map((login) => login.password)).size).toBe(3);
    for (const login of logins) expect((await signedIn(login.username)).role).toBe(login.role);
  });

  it("has the two players meet in today's round, one with the other team's pending report to confirm", async () => {
    const first = await get<MyMatches>((await signedIn(DEMO_PLAYERS[0])).token, '/api/v1/me/matches');
    const second = await get<MyMatches>((await signedIn(DEMO_PLAYERS[1])).token, '/api/v1/me/matches');
    expect(first.toConfirm).toHaveLength(1);
    const match = first.toConfirm[0]!;
    expect(match.date).toBe(TODAY);
    const theirs = second.upcoming.find((candidate) => candidate.id === match.id)!;
    expect(theirs.myTeamId).not.toBe(match.myTeamId);
    expect(second.toConfirm).toEqual([]);
    expect(match.report).toMatchObject({ status: 'pending', reportedBy: { teamId: theirs.myTeamId } });
    expect(first.recent.length).toBeGreaterThan(0);
    // No report predates its match's start (the server refuses one before: MATCH_NOT_STARTED).
    const reports = await t.db
      .selectFrom('match_reports')
      .innerJoin('matches', 'matches.id', 'match_reports.match_id')
      .innerJoin('rounds', 'rounds.id', 'matches.round_id')
      .select(['match_reports.created_at', 'rounds.date', 'matches.start_time'])
      .execute();
    expect(reports.length).toBeGreaterThanOrEqual(2);
    for (const report of reports) {
      const startsAt = Date.parse(`${report.date}T${String(report.start_time).padStart(2, '0')}:00:00.000Z`);
      expect(Date.parse(String(report.created_at))).toBeGreaterThanOrEqual(startsAt);
      expect(Date.parse(String(report.created_at))).toBeLessThanOrEqual(now.getTime());
    }
    // Only confirmed results count: the match row has none.
    const row = await t.db.selectFrom('matches').select(['team1_results', 'team2_results']).where('id', '=', match.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ team1_results: null, team2_results: null });
  });

  it("shows the organiser of that club a disputed report with both versions in the round's results", async () => {
    const organiser = await signedIn(DEMO_ORGANISER);
    const me = await get<{ clubIds: number[] }>(organiser.token, '/api/v1/me');
    const first = await get<MyMatches>((await signedIn(DEMO_PLAYERS[0])).token, '/api/v1/me/matches');
    const match = first.toConfirm[0]!;
    expect(me.clubIds).toEqual([match.clubId]);
    const { matches } = await get<{ matches: Match[] }>(organiser.token, `/api/v1/clubs/${match.clubId}/leagues/${match.leagueId}/rounds/${match.roundId}/matches`);
    const disputed = matches.filter((candidate) => candidate.report?.status === 'disputed');
    expect(disputed).toHaveLength(1);
    expect(disputed[0]!.report).toMatchObject({ reason: expect.any(String), counter: { team1Results: expect.any(Array), team2Results: expect.any(Array) } });
    expect(matches.filter((candidate) => candidate.report?.status === 'pending').map((candidate) => candidate.id)).toEqual([match.id]);
  });
});

describe('the demo accounts seeded before the first match of the day', () => {
  it("report the league's last round played instead: one to confirm for the first player, one disputed; none before its match", async () => {
    const database = await createTestDatabase();
    const now = new Date(`${TODAY}T10:00:00.000Z`);
    try {
      await seedDemoTour(database.handle.db, { size: 'small', today: TODAY });
      const logins = await seedDemoAccounts(database.handle.db, { now });
      expect(logins).toHaveLength(3);
      const t = await createTestApp({}, database, { now: () => now });
      try {
        const token = async (username: string) => {
          const login = logins.find((candidate) => candidate.username === username)!;
          const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(login.username, login.password) } });
          return response.json<{ token: string }>().token;
        };
        const mine = async (username: string) =>
          (await t.app.inject({ method: 'GET', url: '/api/v1/me/matches', headers: { authorization: `Bearer ${await token(username)}` } })).json<MyMatches>();
        const first = await mine(DEMO_PLAYERS[0]);
        expect(first.toConfirm).toHaveLength(1);
        const match = first.toConfirm[0]!;
        expect(match.date < TODAY).toBe(true);
        expect(match.report).toMatchObject({ status: 'pending' });
        const reports = await t.db
          .selectFrom('match_reports')
          .innerJoin('matches', 'matches.id', 'match_reports.match_id')
          .innerJoin('rounds', 'rounds.id', 'matches.round_id')
          .select(['match_reports.status', 'match_reports.created_at', 'rounds.id as round_id', 'rounds.date', 'matches.team1_results', 'matches.outcome'])
          .execute();
        expect(reports.map((report) => report.status).sort()).toEqual(['disputed', 'pending']);
        // Both in one round, already played; only confirmed results count, so neither match row has one.
        expect(new Set(reports.map((report) => report.round_id)).size).toBe(1);
        for (const report of reports) {
          expect(report.date < TODAY).toBe(true);
          expect(Date.parse(String(report.created_at))).toBeLessThanOrEqual(now.getTime());
          expect([report.team1_results, report.outcome]).toEqual([null, 'played']);
        }
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });
});
