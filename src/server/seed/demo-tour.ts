import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { defaultTiebreakers, type LeagueStatus } from '../../shared/schemas/league.js';
import type { MatchOutcome } from '../../shared/schemas/match.js';
import { COURT_NUMBERS, compareMatchSlots, hasRecordedResult } from '../../shared/domain/match-rules.js';
import { isMatchTiebreakOf } from '../../shared/domain/match-formats.js';
import { winnerSideOf } from '../../shared/domain/match-outcome.js';
import { searchTextOfPlayer, searchTextOfTeam } from '../lib/text-search.js';
import { seededCircleRounds } from './circle-method.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.js';
import { Prng } from './prng.js';
import { playedScores, retiredScores, retirementShowcase, tiebreakShowcase, type SetLists } from './scores.js';
import { planFor, type LeaguePlan, type TourPlan, type TourSizeOption } from './tour-plan.js';
import { seedDemoPlayoffs } from './demo-playoffs.js';
import { withSeasons } from './demo-seasons.js';
import { seedDemoClubNights } from './demo-club-nights.js';
import { seedDemoEntries } from './demo-entries.js';
import { seedDemoDeduction } from './demo-deductions.js';

export type { TourSize, TourSizeOption } from './tour-plan.js';

export interface SeedDemoTourOptions {
  size: TourSizeOption;
  /** The day the tour is built around (yyyy-mm-dd, default today in UTC): rounds before it are played. */
  today?: string;
  /** Another seed gives another, equally valid tour. */
  seed?: number;
}

export interface DemoTourCounts {
  clubs: number;
  leagues: Record<LeagueStatus, number>;
  groups: number;
  players: number;
  teams: number;
  rounds: { active: number; inactive: number };
  matches: { played: number; scheduled: number };
  unavailabilities: number;
}

const DEFAULT_SEED = 0xbadeca;
/** Rows per INSERT: keeps every statement far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK_ROWS = 500;

/**
 * Writes a whole demo tour (clubs, leagues, groups, players, teams, rounds, matches, team
 * unavailability) in one transaction and answers a one-line summary. Deterministic: the same
 * size, seed and day give the same rows on either database. Every row keeps the rules of docs/rules.md.
 */
export async function seedDemoTour(db: Db, options: SeedDemoTourOptions): Promise<string> {
  const counts = await seedDemoTourCounts(db, options);
  return summarise(counts);
}

export async function seedDemoTourCounts(db: Db, options: SeedDemoTourOptions): Promise<DemoTourCounts> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !new Date(`${today}T00:00:00Z`).toISOString().startsWith(today)) {
    throw new RangeError(`Demo tour: today must be a date yyyy-mm-dd (got ${today})`);
  }
  const plan = planFor(options.size, Number(today.slice(0, 4)));
  const tour = buildTour(plan, new Prng(options.seed ?? DEFAULT_SEED), today);
  return db.transaction().execute(async (trx) => {
    // Seasons are linked before the playoffs add the cup: a cup is no league's next season.
    const counts = await seedDemoPlayoffs(trx, await withSeasons(trx, await writeTour(trx, tour)), today, options.size);
    if (options.size === 'small') await seedDemoDeduction(trx);
    await seedDemoClubNights(trx, today);
    await seedDemoEntries(trx, today);
    return counts;
  });
}

export function summarise(counts: DemoTourCounts): string {
  const { leagues, rounds, matches } = counts;
  const leagueTotal = leagues.active + leagues.inactive + leagues.finished;
  return [
    `${counts.clubs} clubs`,
    `${leagueTotal} leagues (${leagues.active} active, ${leagues.inactive} inactive, ${leagues.finished} finished)`,
    `${counts.groups} groups`,
    `${counts.players} players`,
    `${counts.teams} teams`,
    `${rounds.active + rounds.inactive} rounds (${rounds.active} active, ${rounds.inactive} inactive)`,
    `${matches.played + matches.scheduled} matches (${matches.played} played, ${matches.scheduled} scheduled)`,
    `${counts.unavailabilities} team unavailabilities`,
  ].join(', ');
}

// ---------------------------------------------------------------------------------------------
// The tour in memory. Rows refer to each other by index until the database hands out ids.

interface PlayerSeed {
  first_name: string;
  last_name: string;
  dob: string;
}

interface TeamSeed {
  player1: number;
  player2: number;
  name: string | null;
  /** Hidden form of the pair: stronger teams win more often, so standings look like a league. */
  strength: number;
}

interface RoundSeed {
  name: string;
  date: string;
  status: 'active' | 'inactive';
  startHour: number;
  endHour: number;
  courts: number;
  /** Played or scheduled matches; unavailability must avoid each team's hour here. */
  matches: MatchSeed[];
  unavailabilities: { team: number; hours: number[] }[];
}

interface MatchSeed {
  group: number;
  team1: number;
  team2: number;
  court: number;
  hour: number;
  results: SetLists | null;
  outcome: MatchOutcome;
  winner: number | null;
  stamp: string;
}

const isRecorded = (match: Pick<MatchSeed, 'results' | 'outcome'>): boolean =>
  hasRecordedResult({
    team1Results: match.results?.team1 ?? [],
    team2Results: match.results?.team2 ?? [],
    outcome: match.outcome,
  });

/** The board's order (hour, then court) for seeds, which have no ids yet. */
const bySlot = (a: Pick<MatchSeed, 'hour' | 'court'>, b: Pick<MatchSeed, 'hour' | 'court'>): number =>
  compareMatchSlots({ startTime: a.hour, courtNumber: a.court }, { startTime: b.hour, courtNumber: b.court });

interface GroupSeed {
  name: string;
  teams: number[];
}

interface LeagueSeed {
  club: number;
  plan: LeaguePlan;
  createdAt: string;
  groups: GroupSeed[];
  rounds: RoundSeed[];
}

interface TourSeed {
  createdAt: string;
  players: PlayerSeed[];
  teams: TeamSeed[];
  clubs: TourPlan['clubs'];
  leagues: LeagueSeed[];
}

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function makePlayer(rng: Prng, firstNames: readonly string[], year: number): PlayerSeed {
  // Club league players: mostly 25–50, a few juniors and veterans. (All three ages are drawn on
  // every call, so the sequence of draws never depends on which one is picked.)
  const age = rng.weighted([
    [rng.int(18, 24), 2],
    [rng.int(25, 50), 7],
    [rng.int(51, 64), 2],
  ] as const);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return {
    first_name: rng.pick(firstNames),
    last_name: rng.pick(LAST_NAMES),
    dob: `${year - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

function buildTour(plan: TourPlan, rng: Prng, today: string): TourSeed {
  const year = Number(today.slice(0, 4));
  const leaguePlans = plan.clubs.flatMap((club, clubIndex) =>
    club.leagues.map((league) => ({ club: clubIndex, plan: league })),
  );
  const teamsOf = (league: LeaguePlan) => league.groups.reduce((sum, group) => sum + group.teamCount, 0);
  const teamCount =
    plan.teams === 'fresh' ? leaguePlans.reduce((sum, { plan: league }) => sum + teamsOf(league), 0) : plan.teams;
  const widest = Math.max(...leaguePlans.map(({ plan: league }) => teamsOf(league)));
  if (teamCount < widest) throw new RangeError(`Demo tour: ${teamCount} teams cannot fill a league of ${widest}`);

  // Each player is in exactly one team, so no pair of players can form two teams.
  const players: PlayerSeed[] = [];
  const teams: TeamSeed[] = [];
  for (let t = 0; t < teamCount; t++) {
    const kind = rng.weighted([
      ['men', 45],
      ['women', 35],
      ['mixed', 20],
    ] as const);
    const first = kind === 'women' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
    const second = kind === 'men' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
    players.push(makePlayer(rng, first, year), makePlayer(rng, second, year));
    teams.push({
      player1: players.length - 2,
      player2: players.length - 1,
      name: plan.teamNicknames[t] ?? null,
      strength: 0.5 + rng.next(),
    });
  }
  for (let p = 0; p < plan.extraPlayers; p++) {
    players.push(makePlayer(rng, rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES, year));
  }

  let nextFreshTeam = 0;
  const allTeams = Array.from({ length: teamCount }, (_, index) => index);
  const leagues = leaguePlans.map(({ club, plan: league }): LeagueSeed => {
    const entrants =
      plan.teams === 'fresh'
        ? allTeams.slice(nextFreshTeam, (nextFreshTeam += teamsOf(league)))
        : rng.shuffle(allTeams).slice(0, teamsOf(league));
    let taken = 0;
    const groups = league.groups.map((group) => ({
      name: group.name,
      teams: entrants.slice(taken, (taken += group.teamCount)),
    }));
    const rounds = buildRounds(league, groups, teams, rng, today);
    const firstDate = rounds[0]?.date ?? today;
    return { club, plan: league, createdAt: `${addDays(firstDate, -21)}T09:00:00.000Z`, groups, rounds };
  });
  showcase(leagues, teams);

  const earliest = leagues.reduce(
    (min, league) => (league.createdAt < min ? league.createdAt : min),
    `${today}T09:00:00.000Z`,
  );
  return {
    createdAt: `${addDays(earliest.slice(0, 10), -7)}T09:00:00.000Z`,
    players,
    teams,
    clubs: plan.clubs,
    leagues,
  };
}

/** Round dates around today, the round robin's pairs on courts and hours, results where played. */
function buildRounds(
  league: LeaguePlan,
  groups: GroupSeed[],
  teams: TeamSeed[],
  rng: Prng,
  today: string,
): RoundSeed[] {
  const { status, rounds: count, playedRounds } = league;
  // Pairings use the team index order here; ids are handed out in the same order, so the
  // sorted-by-id seating of the circle method is the same seating.
  const pairsByGroup = groups.map((group) => seededCircleRounds(group.teams));
  const hours = Array.from({ length: league.endHour - league.startHour + 1 }, (_, index) => league.startHour + index);
  const slots = hours.flatMap((hour) =>
    Array.from({ length: league.courts }, (_, court) => ({ court: COURT_NUMBERS.min + court, hour })),
  );

  return Array.from({ length: count }, (_, index): RoundSeed => {
    const date =
      status === 'finished'
        ? addDays(today, -league.dayOffset - 7 * (count - 1 - index))
        : status === 'inactive'
          ? addDays(today, league.dayOffset + 7 * index)
          : addDays(today, league.dayOffset + 7 * (index - playedRounds));
    const played = index < playedRounds;
    const current = status === 'active' && index === playedRounds;
    const round: RoundSeed = {
      // A number reads the same in every language; the app shows it with the round's date.
      name: `#${index + 1}`,
      date,
      status: status === 'finished' || played || current ? 'active' : 'inactive',
      startHour: league.startHour,
      endHour: league.endHour,
      courts: league.courts,
      matches: [],
      unavailabilities: [],
    };
    if (played || current) {
      const pairs = pairsByGroup.flatMap((byRound, group) =>
        (byRound[index] ?? []).map(([team1, team2]) => ({ group, team1, team2 })),
      );
      if (pairs.length > slots.length)
        throw new RangeError(`Demo tour: ${pairs.length} matches do not fit ${slots.length} slots`);
      // Distinct slots for the round: no court twice at one hour; each team plays once anyway.
      const chosen = rng.shuffle(slots).slice(0, pairs.length).sort(bySlot);
      round.matches = rng.shuffle(pairs).map((pair, k) => {
        const slot = chosen[k];
        if (!slot) throw new Error('slot missing');
        const match: MatchSeed = {
          ...pair,
          court: slot.court,
          hour: slot.hour,
          results: null,
          outcome: 'played',
          winner: null,
          stamp: `${addDays(date, -7)}T09:00:00.000Z`,
        };
        if (played) playMatch(match, league, teams, rng, date);
        return match;
      });
      round.matches.sort(bySlot);
    }
    if (!played && status !== 'finished' && (status === 'active' || index === 0)) {
      round.unavailabilities = unavailabilities(groups, round, hours, rng);
    }
    return round;
  });
}

function playMatch(match: MatchSeed, league: LeaguePlan, teams: TeamSeed[], rng: Prng, date: string): void {
  const strength1 = teams[match.team1]?.strength ?? 1;
  const strength2 = teams[match.team2]?.strength ?? 1;
  const team1Wins = rng.next() < strength1 / (strength1 + strength2);
  match.stamp = `${date}T23:00:00.000Z`;
  const roll = rng.next();
  if (roll < 0.02) {
    // A walkover without scores: it counts as 6-0 6-0 to the winner (docs/rules.md, "Matches and results").
    match.outcome = 'walkover';
    match.winner = team1Wins ? match.team1 : match.team2;
  } else if (roll < 0.03) {
    match.outcome = 'retired';
    match.winner = team1Wins ? match.team1 : match.team2;
    match.results = retiredScores(rng, team1Wins, league.matchFormat);
  } else {
    match.results = playedScores(rng, team1Wins, league.matchFormat);
  }
}

/** Some teams cannot play some hours; never the hour they are already booked, never every hour. */
function unavailabilities(
  groups: GroupSeed[],
  round: RoundSeed,
  hours: number[],
  rng: Prng,
): RoundSeed['unavailabilities'] {
  const booked = new Map<number, number>();
  for (const match of round.matches) {
    booked.set(match.team1, match.hour);
    booked.set(match.team2, match.hour);
  }
  const result: RoundSeed['unavailabilities'] = [];
  for (const team of groups.flatMap((group) => group.teams)) {
    if (!rng.chance(0.25)) continue;
    const free = hours.filter((hour) => hour !== booked.get(team));
    const count = Math.min(rng.int(1, 2), hours.length - 1, free.length);
    if (count <= 0) continue;
    result.push({
      team,
      hours: rng
        .shuffle(free)
        .slice(0, count)
        .sort((a, b) => a - b),
    });
  }
  return result;
}

/**
 * The demo should show a walkover (one in a pro-set league too), a retirement and a match tie-break; when the dice gave none, one played
 * match is turned into each (a no-op for the large tour, which has plenty). The tie-break goes
 * to a league whose format has one, so the result still fits its format.
 */
function showcase(leagues: LeagueSeed[], teams: TeamSeed[]): void {
  const playedIn = (league: LeagueSeed) => league.rounds.flatMap((round) => round.matches.filter(isRecorded));
  const played = leagues.flatMap(playedIn);
  const normal = played.filter((match) => match.outcome === 'played');
  if (normal.length < 2) return;
  if (!played.some((match) => match.outcome === 'walkover')) {
    const match = normal[Math.floor(normal.length / 3)];
    if (match) {
      const team1Wins = (teams[match.team1]?.strength ?? 1) >= (teams[match.team2]?.strength ?? 1);
      Object.assign(match, { outcome: 'walkover', results: null, winner: team1Wins ? match.team1 : match.team2 });
    }
  }
  // A walkover in a pro-set league shows it counts as a real 9–0 there, not 6–0 6–0 (docs/standings.md).
  const proSetPlayed = leagues.filter((league) => league.plan.matchFormat.startsWith('proSet')).flatMap(playedIn);
  if (!proSetPlayed.some((match) => match.outcome === 'walkover')) {
    const candidates = proSetPlayed.filter((match) => match.outcome === 'played');
    const match = candidates[Math.floor(candidates.length / 2)];
    if (match) {
      const team1Wins = (teams[match.team1]?.strength ?? 1) >= (teams[match.team2]?.strength ?? 1);
      Object.assign(match, { outcome: 'walkover', results: null, winner: team1Wins ? match.team1 : match.team2 });
    }
  }
  // A retirement (issue 27): the match counts as won in full by the team that stayed (docs/standings.md).
  if (!played.some((match) => match.outcome === 'retired')) {
    const candidates = leagues
      .filter((league) => !league.plan.matchFormat.startsWith('proSet'))
      .flatMap(playedIn)
      .filter((match) => match.outcome === 'played');
    const match = candidates[Math.floor((candidates.length * 2) / 3)];
    if (match) {
      const team1Wins = (teams[match.team1]?.strength ?? 1) >= (teams[match.team2]?.strength ?? 1);
      Object.assign(match, {
        outcome: 'retired',
        results: retirementShowcase(team1Wins),
        winner: team1Wins ? match.team1 : match.team2,
      });
    }
  }
  const hasTiebreak = leagues.some((league) =>
    playedIn(league).some((match) =>
      match.results?.team1.some((_, set) => isMatchTiebreakOf(league.plan.matchFormat, set)),
    ),
  );
  if (hasTiebreak) return;
  const withTiebreaks = leagues.filter((league) => league.plan.matchFormat === 'bestOf3SuperTiebreak');
  const candidates = withTiebreaks.flatMap(playedIn).filter((match) => match.outcome === 'played' && match.results);
  const match = candidates[Math.floor(candidates.length / 2)];
  if (match?.results) match.results = tiebreakShowcase((match.results.team1[0] ?? 0) > (match.results.team2[0] ?? 0));
}

/** The winner a match is stored with: named for a walkover or retirement, from the scores when played. */
function winnerOf(match: MatchSeed): number | null {
  const side = winnerSideOf({
    team1Id: match.team1,
    team2Id: match.team2,
    team1Results: match.results?.team1 ?? [],
    team2Results: match.results?.team2 ?? [],
    outcome: match.outcome,
    winnerTeamId: match.winner,
  });
  if (side === null) return null;
  return side === 1 ? match.team1 : match.team2;
}

// ---------------------------------------------------------------------------------------------
// Writing: parents first, ids read back in insertion order, children batched by chunks.

type TableWithId =
  'players' | 'teams' | 'clubs' | 'leagues' | 'league_groups' | 'rounds' | 'matches' | 'team_unavailabilities';

/**
 * Inserts in chunks and answers the new ids in the order of `rows`. Both databases hand out
 * ascending ids to the rows of one INSERT in the order given, so sorting what RETURNING gives
 * back lines the ids up with the rows (RETURNING itself promises no order).
 */
async function insertWithIds<T extends TableWithId>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    // The generic table name defeats Kysely's per-table typing; every table listed has an id.
    const returned = (await trx
      .insertInto(table as 'clubs')
      .values(chunk as Insertable<Database['clubs']>[])
      .returning('id')
      .execute()) as { id: number }[];
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  if (ids.length !== rows.length)
    throw new Error(`Demo tour: ${table} answered ${ids.length} ids for ${rows.length} rows`);
  return ids;
}

async function insertPlain(trx: Transaction<Database>, rows: Insertable<Database['group_teams']>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await trx
      .insertInto('group_teams')
      .values(rows.slice(start, start + CHUNK_ROWS))
      .execute();
  }
}

/** The seed's players as search text sees them: the demo is searched like any other data. */
const namedSeed = (player: PlayerSeed | undefined) => ({
  firstName: player?.first_name ?? '',
  lastName: player?.last_name ?? '',
});

const idAt = (ids: number[], index: number): number => {
  const id = ids[index];
  if (id === undefined) throw new Error(`Demo tour: no id for row ${index}`);
  return id;
};

async function writeTour(trx: Transaction<Database>, tour: TourSeed): Promise<DemoTourCounts> {
  const { createdAt } = tour;
  const playerIds = await insertWithIds(
    trx,
    'players',
    tour.players.map((player) => ({
      ...player,
      status: 'active',
      created_at: createdAt,
      search_text: searchTextOfPlayer(namedSeed(player)),
    })),
  );
  const teamIds = await insertWithIds(
    trx,
    'teams',
    tour.teams.map((team) => {
      const player1 = idAt(playerIds, team.player1);
      const player2 = idAt(playerIds, team.player2);
      return {
        name: team.name,
        search_text: searchTextOfTeam(
          team.name,
          namedSeed(tour.players[team.player1]),
          namedSeed(tour.players[team.player2]),
        ),
        player1_id: player1,
        player2_id: player2,
        player_low_id: Math.min(player1, player2),
        player_high_id: Math.max(player1, player2),
        created_at: createdAt,
      };
    }),
  );
  const clubIds = await insertWithIds(
    trx,
    'clubs',
    tour.clubs.map((club) => ({
      name: club.name,
      description: club.description,
      rules: club.rules,
      created_at: createdAt,
    })),
  );
  const leagueIds = await insertWithIds(
    trx,
    'leagues',
    tour.leagues.map((league) => ({
      club_id: idAt(clubIds, league.club),
      name: league.plan.name,
      description: league.plan.description,
      rules: league.plan.rules,
      status: league.plan.status,
      points_for_win: 3,
      points_for_loss: 1,
      tiebreakers: JSON.stringify(defaultTiebreakers),
      match_tiebreak_games: 'one',
      match_format: league.plan.matchFormat,
      created_at: league.createdAt,
    })),
  );

  const groupRows = tour.leagues.flatMap((league, l) =>
    league.groups.map((group) => ({ league_id: idAt(leagueIds, l), name: group.name })),
  );
  const groupIds = await insertWithIds(trx, 'league_groups', groupRows);
  const groupIdOf: number[][] = [];
  let groupCursor = 0;
  for (const league of tour.leagues) groupIdOf.push(league.groups.map(() => idAt(groupIds, groupCursor++)));

  await insertPlain(
    trx,
    tour.leagues.flatMap((league, l) =>
      league.groups.flatMap((group, g) =>
        group.teams.map((team) => ({
          group_id: idAt(groupIdOf[l] ?? [], g),
          team_id: idAt(teamIds, team),
          league_id: idAt(leagueIds, l),
        })),
      ),
    ),
  );

  const roundList = tour.leagues.flatMap((league, l) => league.rounds.map((round) => ({ league: l, round })));
  const roundIds = await insertWithIds(
    trx,
    'rounds',
    roundList.map(({ league, round }) => ({
      league_id: idAt(leagueIds, league),
      name: round.name,
      date: round.date,
      start_hour: round.startHour,
      end_hour: round.endHour,
      court_number: round.courts,
      status: round.status,
    })),
  );

  const storedWinnerId = (match: MatchSeed) => {
    const winner = winnerOf(match);
    return winner === null ? null : idAt(teamIds, winner);
  };
  const matchRows = roundList.flatMap(({ league, round }, r) =>
    round.matches.map((match) => ({
      round_id: idAt(roundIds, r),
      group_id: idAt(groupIdOf[league] ?? [], match.group),
      team1_id: idAt(teamIds, match.team1),
      team2_id: idAt(teamIds, match.team2),
      court_number: match.court,
      start_time: match.hour,
      team1_results: match.results ? JSON.stringify(match.results.team1) : null,
      team2_results: match.results ? JSON.stringify(match.results.team2) : null,
      outcome: match.outcome,
      winner_team_id: storedWinnerId(match),
      version: 1,
      created_at: match.stamp,
      updated_at: match.stamp,
    })),
  );
  await insertWithIds(trx, 'matches', matchRows);

  const unavailabilityRows = roundList.flatMap(({ round }, r) =>
    round.unavailabilities.map((entry) => ({
      round_id: idAt(roundIds, r),
      team_id: idAt(teamIds, entry.team),
      unavailable_hours: JSON.stringify(entry.hours),
    })),
  );
  await insertWithIds(trx, 'team_unavailabilities', unavailabilityRows);

  const leagueCount = (status: LeagueStatus) => tour.leagues.filter((league) => league.plan.status === status).length;
  const playedMatches = roundList.reduce((sum, { round }) => sum + round.matches.filter(isRecorded).length, 0);
  return {
    clubs: clubIds.length,
    leagues: { active: leagueCount('active'), inactive: leagueCount('inactive'), finished: leagueCount('finished') },
    groups: groupIds.length,
    players: playerIds.length,
    teams: teamIds.length,
    rounds: {
      active: roundList.filter(({ round }) => round.status === 'active').length,
      inactive: roundList.filter(({ round }) => round.status === 'inactive').length,
    },
    matches: { played: playedMatches, scheduled: matchRows.length - playedMatches },
    unavailabilities: unavailabilityRows.length,
  };
}
