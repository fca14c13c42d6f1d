import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { groupTableWithFigures } from '../groups/index.js';
import { entrantsByPlace, insertBracketMatches, insertEntrants, insertPlayoff } from '../playoffs/index.js';
import { WHOLE_TOUR } from '../lib/visibility.js';
import { MATCH_FORMATS, type MatchFormat } from '../../shared/domain/constants.js';
import { winningSide } from '../../shared/domain/set-scores.js';
import {
  buildPlayoffBracket,
  placePlayoffMatches,
  resolveBracket,
  type Bracket,
  type GroupStanding,
  type Qualifier,
  type Side,
} from '../../shared/domain/playoffs/index.js';
import { defaultTiebreakers } from '../../shared/schemas/league.js';
import type { DemoTourCounts, TourSizeOption } from './demo-tour.js';
import { Prng } from './prng.js';
import { playedScores, type SetLists } from './scores.js';

type Trx = Transaction<Database>;

const SEED = 0x9c0ff;
/** The under-way cup's groups of four; the two best of the third-placed teams join the top two of each. */
const CUP_GROUPS = ['A', 'B', 'C'] as const;
const CUP_BEST_THIRDS = 2;
/** The group stage of the under-way cup: every pair of a group of four meets once in three rounds. */
const FOUR_TEAM_ROUNDS: [number, number][][] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];

const shiftDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const formatOf = (text: string): MatchFormat => MATCH_FORMATS.find((format) => format === text) ?? 'free';

/**
 * The demo tour's playoffs (issue 14), written after the tour in its transaction:
 * - the first finished league gets a final day a week after its last round, its playoffs played
 *   out with a third-place match (the champions of the league's description);
 * - a new active cup in the first club, three groups of four played out over three past rounds,
 *   plays its playoffs today: the top two of each group and the two best thirds (`bestOfNext`,
 *   issue 27) meet in the quarter-finals; quarter- and semi-finals are played, the final and
 *   third-place match wait.
 * Scores fit each league's match format. Answers the tour's counts with these rows added. Only the
 * small tour (a new database's) has them: the large and custom ones stay as their sizes say.
 */
export async function seedDemoPlayoffs(
  trx: Trx,
  counts: DemoTourCounts,
  today: string,
  size: TourSizeOption,
): Promise<DemoTourCounts> {
  if (size !== 'small') return counts;
  const rng = new Prng(SEED);
  const finished = await finishedLeaguePlayoffs(trx, rng, today);
  const cup = await underWayCup(trx, rng, today);
  const played = finished.played + cup.played;
  const scheduled = finished.scheduled + cup.scheduled;
  return {
    ...counts,
    leagues: { ...counts.leagues, active: counts.leagues.active + cup.leagues },
    groups: counts.groups + cup.groups,
    rounds: { ...counts.rounds, active: counts.rounds.active + finished.rounds + cup.rounds },
    matches: { played: counts.matches.played + played, scheduled: counts.matches.scheduled + scheduled },
  };
}

interface Added {
  leagues: number;
  groups: number;
  rounds: number;
  played: number;
  scheduled: number;
}
const NOTHING: Added = { leagues: 0, groups: 0, rounds: 0, played: 0, scheduled: 0 };

async function finishedLeaguePlayoffs(trx: Trx, rng: Prng, today: string): Promise<Added> {
  const league = await trx
    .selectFrom('leagues')
    .selectAll()
    .where('status', '=', 'finished')
    .orderBy('id')
    .executeTakeFirst();
  if (!league) return NOTHING;
  const lastRound = await trx
    .selectFrom('rounds')
    .selectAll()
    .where('league_id', '=', league.id)
    .orderBy('date', 'desc')
    .executeTakeFirst();
  if (!lastRound) return NOTHING;
  const tables = await finalTables(trx, league.club_id, league.id);
  const date = shiftDays(lastRound.date, 7) < today ? shiftDays(lastRound.date, 7) : shiftDays(lastRound.date, 1);
  if (date >= today || tables.length === 0) return NOTHING;
  const round = await insertRound(trx, league.id, {
    name: 'Final',
    date,
    startHour: lastRound.start_hour,
    endHour: lastRound.end_hour,
    courts: lastRound.court_number,
  });
  const qualifiersPerGroup = tables.length === 1 ? 4 : 2;
  const written = await writePlayoff(trx, rng, {
    leagueId: league.id,
    round,
    tables,
    options: { qualifiersPerGroup, bestOfNext: 0, thirdPlaceMatch: true, consolation: false },
    format: formatOf(league.match_format),
    today,
    play: () => true,
  });
  return { ...written, rounds: 1 };
}

async function underWayCup(trx: Trx, rng: Prng, today: string): Promise<Added> {
  const club = await trx.selectFrom('clubs').select('id').orderBy('id').executeTakeFirst();
  const cupTeams = CUP_GROUPS.length * 4;
  const teams = await trx.selectFrom('teams').select('id').orderBy('id').limit(cupTeams).execute();
  if (!club || teams.length < cupTeams) return NOTHING;
  const format: MatchFormat = 'bestOf3';
  const createdAt = `${shiftDays(today, -35)}T09:00:00.000Z`;
  const league = await trx
    .insertInto('leagues')
    .values({
      club_id: club.id,
      name: `Masters Cup ${today.slice(0, 4)}`,
      description:
        'Twelve pairs of the club in three groups of four; the top two of each group and the two best third-placed pairs play off on the final day.\nDoce parejas del club en tres grupos de cuatro; las dos primeras de cada grupo y los dos mejores terceros juegan el cuadro final.',
      rules:
        'Best of three sets. The thirds are compared by points per match, then sets and games difference per match. Quarter-finals, semi-finals and the final on the final day; the semi-final losers play for third place.\nAl mejor de tres sets. Los terceros se comparan por puntos por partido y después por diferencia de sets y de juegos por partido. Cuartos, semifinales y final el día final; los que pierden la semifinal juegan por el tercer puesto.',
      status: 'active',
      points_for_win: 3,
      points_for_loss: 1,
      tiebreakers: JSON.stringify(defaultTiebreakers),
      match_tiebreak_games: 'one',
      match_format: format,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupTeams = CUP_GROUPS.map((_, index) => teams.slice(4 * index, 4 * index + 4).map((team) => team.id));
  const groupIds: number[] = [];
  for (const [index, members] of groupTeams.entries()) {
    const group = await trx
      .insertInto('league_groups')
      .values({ league_id: league.id, name: CUP_GROUPS[index] ?? 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(group.id);
    await trx
      .insertInto('group_teams')
      .values(members.map((teamId) => ({ group_id: group.id, team_id: teamId, league_id: league.id })))
      .execute();
  }

  let played = 0;
  for (const [r, pairs] of FOUR_TEAM_ROUNDS.entries()) {
    const date = shiftDays(today, -7 * (FOUR_TEAM_ROUNDS.length - r));
    const { id: roundId } = await insertRound(trx, league.id, {
      name: `#${r + 1}`,
      date,
      startHour: 18,
      endHour: 21,
      courts: 2,
    });
    for (const [g, members] of groupTeams.entries()) {
      for (const [p, [a, b]] of pairs.entries()) {
        const team1Id = members[a];
        const team2Id = members[b];
        const groupId = groupIds[g];
        if (team1Id === undefined || team2Id === undefined || groupId === undefined) continue;
        const scores = playedScores(rng, rng.chance(0.55), format);
        const stamp = `${date}T${String(19 + g).padStart(2, '0')}:30:00.000Z`;
        await trx
          .insertInto('matches')
          .values({
            round_id: roundId,
            stage: 'group',
            group_id: groupId,
            team1_id: team1Id,
            team2_id: team2Id,
            court_number: p + 1,
            start_time: 18 + g,
            ...resultColumns(scores, team1Id, team2Id),
            version: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
        played += 1;
      }
    }
  }

  const finalDay = await insertRound(trx, league.id, {
    name: 'Final',
    date: today,
    startHour: 10,
    endHour: 14,
    courts: 2,
  });
  const tables = await finalTables(trx, club.id, league.id);
  const written = await writePlayoff(trx, rng, {
    leagueId: league.id,
    round: finalDay,
    tables,
    options: { qualifiersPerGroup: 2, bestOfNext: CUP_BEST_THIRDS, thirdPlaceMatch: true, consolation: false },
    format,
    today,
    // The quarter- and semi-finals are played; the final and the third-place match are still to come.
    play: (bracket, key) => {
      const roundName = bracket.matches.find((match) => match.key === key)?.roundName;
      return roundName === 'Quarter-finals' || roundName === 'Semi-finals';
    },
  });
  return {
    leagues: 1,
    groups: groupIds.length,
    rounds: FOUR_TEAM_ROUNDS.length + 1,
    played: played + written.played,
    scheduled: written.scheduled,
  };
}

/** Each group's final table with its teams' figures, which rank the thirds across groups (docs/playoffs.md). */
async function finalTables(trx: Trx, clubId: number, leagueId: number): Promise<GroupStanding[]> {
  const groups = await trx
    .selectFrom('league_groups')
    .select('id')
    .where('league_id', '=', leagueId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const tables: GroupStanding[] = [];
  for (const group of groups) {
    const { standings, figures } = await groupTableWithFigures(trx, WHOLE_TOUR, clubId, leagueId, group.id);
    if (standings.length > 0)
      tables.push({ groupId: group.id, rankedTeamIds: standings.map((row) => row.teamId), figures });
  }
  return tables;
}

async function insertRound(
  trx: Trx,
  leagueId: number,
  round: { name: string; date: string; startHour: number; endHour: number; courts: number },
): Promise<{ id: number; date: string; startHour: number; endHour: number; courts: number }> {
  const row = await trx
    .insertInto('rounds')
    .values({
      league_id: leagueId,
      name: round.name,
      date: round.date,
      start_hour: round.startHour,
      end_hour: round.endHour,
      court_number: round.courts,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...round };
}

const resultColumns = (scores: SetLists, team1Id: number, team2Id: number) => ({
  team1_results: JSON.stringify(scores.team1),
  team2_results: JSON.stringify(scores.team2),
  outcome: 'played',
  winner_team_id: winningSide(scores.team1, scores.team2) === 1 ? team1Id : team2Id,
});

interface PlayoffSeed {
  leagueId: number;
  round: { id: number; date: string; startHour: number; endHour: number; courts: number };
  tables: GroupStanding[];
  options: { qualifiersPerGroup: number; bestOfNext: number; thirdPlaceMatch: boolean; consolation: boolean };
  format: MatchFormat;
  today: string;
  /** Whether a match (by key) has been played, in bracket order. */
  play: (bracket: Bracket, key: string) => boolean;
}

/**
 * The draw, placement and results as the playoff routes would make them: the bracket and its
 * placement from the pure domain, each played match decided in bracket order (the better seed wins
 * a little more often), every match row written with the teams the results put in it.
 */
async function writePlayoff(trx: Trx, rng: Prng, seed: PlayoffSeed): Promise<Added> {
  const bracket = buildPlayoffBracket(seed.tables, seed.options);
  const plan = placePlayoffMatches(bracket.matches, {
    round: { startHour: seed.round.startHour, endHour: seed.round.endHour, courtCount: seed.round.courts },
    takenSlots: [],
  });
  const slots = new Map(plan.placements.map((placement) => [placement.matchKey, placement]));
  const seedOf = new Map(bracket.qualifiers.map((qualifier: Qualifier) => [qualifier.teamId, qualifier.seed]));
  const results = new Map<string, Side>();
  const scoresOf = new Map<string, SetLists>();
  for (const match of bracket.matches) {
    if (match.isBye || !seed.play(bracket, match.key)) continue;
    const teams = resolveBracket(bracket, results).get(match.key);
    if (teams?.team1Id == null || teams.team2Id == null) continue;
    const better1 = (seedOf.get(teams.team1Id) ?? 99) < (seedOf.get(teams.team2Id) ?? 99);
    const team1Wins = rng.chance(better1 ? 0.6 : 0.4);
    const scores = playedScores(rng, team1Wins, seed.format);
    results.set(match.key, team1Wins ? 1 : 2);
    scoresOf.set(match.key, scores);
  }

  // Deterministic stamps (two seeds of one day are equal); a round of today is stamped at midnight,
  // never later than the seeding itself.
  const isToday = seed.round.date >= seed.today;
  const now = `${seed.round.date}T${isToday ? '00' : String(seed.round.startHour).padStart(2, '0')}:00:00.000Z`;
  const playoff = await insertPlayoff(trx, {
    leagueId: seed.leagueId,
    roundId: seed.round.id,
    lotSeed: 0,
    ...seed.options,
  });
  await trx.updateTable('playoffs').set({ created_at: now, updated_at: now }).where('id', '=', playoff.id).execute();
  await insertEntrants(trx, playoff.id, entrantsByPlace(bracket));

  const resolved = resolveBracket(bracket, results);
  const added: Added = { ...NOTHING };
  const idOfKey = await insertBracketMatches(
    trx,
    { playoffId: playoff.id, roundId: seed.round.id },
    bracket,
    resolved,
    slots,
  );
  for (const [key, matchId] of idOfKey) {
    const teams = resolved.get(key);
    const slot = slots.get(key);
    const scores = scoresOf.get(key);
    const stamp =
      slot && !isToday ? `${seed.round.date}T${String(slot.startTime + 1).padStart(2, '0')}:30:00.000Z` : now;
    const result =
      scores && teams?.team1Id != null && teams.team2Id != null
        ? resultColumns(scores, teams.team1Id, teams.team2Id)
        : {};
    await trx
      .updateTable('matches')
      .set({ ...result, created_at: now, updated_at: scores ? stamp : now })
      .where('id', '=', matchId)
      .execute();
    if (scores) added.played += 1;
    else added.scheduled += 1;
  }
  return added;
}
