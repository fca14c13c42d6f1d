import type { DatabaseDialect, Db } from '../db/database.js';
import { Conflict, NotFound, Stale, ValidationFailed, type ErrorDetail } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { toJsonColumn } from '../lib/json-column.js';
import { requireClub } from '../lib/path-scope.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { allRatings } from '../ratings/index.js';
import { findPlayerId } from '../players/index.js';
import {
  americanoRoundLimits,
  americanoSchedule,
  CLUB_NIGHT_LIMITS,
  nextRoundOfNight,
  nextRoundProblem,
  onCourts,
  presentPlayers,
  remadeRounds,
  remakeNeedsRatings,
  teamAmericanoRoundLimits,
  teamAmericanoSchedule,
  type NightRoundPlan,
} from '../../shared/domain/club-nights/index.js';
import {
  clubNightScoreFor,
  type ClubNight,
  type ClubNightMatch,
  type ClubNightScoreInput,
  type ClubNightSettings,
  type ClubNightSummary,
  type PlayerClubNight,
} from '../../shared/schemas/club-night.js';
import { leaderboardOf, rowsOfNights, scoringOf, toNight, toSummary } from './night-view.js';
import * as queries from './queries.js';

export interface NightWriter {
  db: Db;
  dialect: DatabaseDialect;
}

export interface NightPath {
  clubId: number;
  clubNightId: number;
}

// ---- Reads ----

export async function listNights(db: Db, clubId: number): Promise<ClubNightSummary[]> {
  await requireClub(db, clubId);
  return (await rowsOfNights(db, await queries.nightsOfClub(db, clubId))).map(toSummary);
}

export async function getNight(db: Db, { clubId, clubNightId }: NightPath): Promise<ClubNight> {
  const night = await queries.findNight(db, clubId, clubNightId);
  if (!night) {
    await requireClub(db, clubId);
    throw new NotFound('Club night');
  }
  const [rows] = await rowsOfNights(db, [night]);
  return toNight(db, rows!);
}

/** The nights a player is on, with where they finished (or stand now). */
export async function nightsOfPlayer(db: Db, playerId: number): Promise<PlayerClubNight[]> {
  if (!(await findPlayerId(db, playerId))) throw new NotFound('Player');
  const nights = await rowsOfNights(db, await queries.nightsOfPlayer(db, playerId));
  return nights.flatMap((rows) => {
    const row = leaderboardOf(rows).find((line) => line.playerId === playerId);
    return row ? [{ night: toSummary(rows), rank: row.rank, points: row.points, played: row.played }] : [];
  });
}

// ---- Creating a night ----

/** Ratings by player for a Mexicano's round 1 (docs/ratings.md). */
async function ratingsOf(db: Db, players: readonly number[]): Promise<Map<number, number>> {
  const ratings = await allRatings(db);
  return new Map(players.map((id) => [id, ratings.get(id)?.rating ?? 1500]));
}

async function refuseUnknownPlayers(db: Db, ids: readonly number[], field: string): Promise<void> {
  const known = new Set((await queries.existingPlayers(db, ids)).map((row) => row.id));
  const details: ErrorDetail[] = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ field: `${field}[${index}]`, message: `No player ${id}` }],
  );
  if (details.length > 0) throw new ValidationFailed('A player on the list does not exist', details);
}

/** The pairs of a Team Americano: known teams, no player in two of them. */
async function playersOfTeams(db: Db, teamIds: readonly number[]): Promise<Map<number, [number, number]>> {
  const teams = new Map(
    (await queries.teamsByIds(db, teamIds)).map((team) => [
      team.id,
      [team.player1_id, team.player2_id] as [number, number],
    ]),
  );
  const details: ErrorDetail[] = [];
  const seen = new Set<number>();
  teamIds.forEach((id, index) => {
    const players = teams.get(id);
    if (!players) details.push({ field: `teams[${index}]`, message: `No team ${id}` });
    else if (players.some((player) => seen.has(player)))
      details.push({ field: `teams[${index}]`, message: 'A player of this team is in another team of the night' });
    for (const player of players ?? []) seen.add(player);
  });
  if (details.length > 0) throw new ValidationFailed('The teams cannot play one night together', details);
  return teams;
}

async function writeRounds(
  db: Db,
  nightId: number,
  firstNumber: number,
  rounds: readonly NightRoundPlan[],
  at: string,
): Promise<void> {
  for (const [index, round] of rounds.entries()) {
    const number = firstNumber + index;
    try {
      await queries.insertRound(db, { night_id: nightId, number, resting: toJsonColumn(round.resting) });
    } catch (error) {
      // Two phones making the same round: the key (night, number) lets one through.
      if (isUniqueViolation(error)) throw new Conflict(`Round ${number} was already made`);
      throw error;
    }
    await queries.insertMatches(
      db,
      round.matches.map((match) => ({
        night_id: nightId,
        round_number: number,
        court_number: match.courtNumber,
        team1_player1_id: match.team1[0],
        team1_player2_id: match.team1[1],
        team2_player1_id: match.team2[0],
        team2_player2_id: match.team2[1],
        updated_at: at,
      })),
    );
  }
}

export async function createNight({ db }: NightWriter, clubId: number, input: ClubNightSettings): Promise<ClubNight> {
  return db.transaction().execute(async (trx) => {
    await requireClub(trx, clubId);
    const at = nowIso();
    const courts = input.courts;
    let players: number[];
    let teams: number[] = [];
    let planned: number;
    let rounds: NightRoundPlan[];
    let ratings: Map<number, number> | undefined;
    if (input.format === 'teamAmericano' && input.openEntries && (input.teams ?? []).length === 0) {
      // Open entries, no pair yet: the pairs and rounds come with the confirmed pair entries.
      players = [];
      planned = input.rounds ?? 0;
      rounds = [];
    } else if (input.format === 'teamAmericano') {
      teams = input.teams ?? [];
      const pairs = await playersOfTeams(trx, teams);
      players = teams.flatMap((id) => pairs.get(id)!);
      const schedule = teamAmericanoSchedule({
        teams,
        courts: courts.length,
        ...(input.rounds ? { rounds: input.rounds } : {}),
      });
      rounds = schedule.map((round) =>
        onCourts(
          {
            matches: round.matches.map((match) => ({ team1: pairs.get(match.team1)!, team2: pairs.get(match.team2)! })),
            resting: round.resting.flatMap((id) => pairs.get(id)!),
          },
          courts,
        ),
      );
      planned = rounds.length;
    } else {
      players = input.players ?? [];
      await refuseUnknownPlayers(trx, players, 'players');
      if (input.openEntries && players.length === 0) {
        // Open entries, nobody yet: the rounds are laid out when the entries fill it (docs/entries.md).
        planned = input.rounds ?? 0;
        rounds = [];
      } else if (input.format === 'americano') {
        rounds = americanoSchedule({
          players,
          courts: courts.length,
          ...(input.rounds ? { rounds: input.rounds } : {}),
        }).map((round) => onCourts(round, courts));
        planned = rounds.length;
      } else {
        planned = input.rounds ?? americanoRoundLimits(players.length, courts.length).defaultRounds;
        if (input.mexicanoFirstRound === 'rating') ratings = await ratingsOf(trx, players);
        rounds = [];
      }
    }
    const night = await queries.insertNight(trx, {
      club_id: clubId,
      name: input.name,
      date: input.date,
      start_hour: input.startHour,
      format: input.format,
      scoring_kind: input.scoring.kind,
      points_per_match: input.scoring.kind === 'points' ? input.scoring.pointsPerMatch : null,
      minutes: input.scoring.kind === 'timed' ? input.scoring.minutes : null,
      courts: toJsonColumn(courts),
      mexicano_pairing: input.mexicanoPairing,
      mexicano_first_round: input.mexicanoFirstRound,
      planned_rounds: planned,
      created_at: at,
      updated_at: at,
    });
    if (players.length > 0)
      await queries.insertNightPlayers(
        trx,
        players.map((player_id, position) => ({ night_id: night.id, player_id, position: position + 1 })),
      );
    if (teams.length > 0)
      await queries.insertNightTeams(
        trx,
        teams.map((team_id, position) => ({ night_id: night.id, team_id, position: position + 1 })),
      );
    if (input.format === 'mexicano' && players.length > 0) {
      const first = await getNight(trx, { clubId, clubNightId: night.id });
      rounds = [nextRoundOfNight(first, ratings)];
    }
    await writeRounds(trx, night.id, 1, rounds, at);
    return getNight(trx, { clubId, clubNightId: night.id });
  });
}

// ---- Writes on a night ----

/** The night under its lock, at the version the caller read (If-Match), or 404 / 412. */
async function lockedNight(
  { db, dialect }: NightWriter,
  path: NightPath,
  expectedVersion: number | undefined,
): Promise<ClubNight> {
  const row = await queries.findNight(db, path.clubId, path.clubNightId);
  if (!row) {
    await requireClub(db, path.clubId);
    throw new NotFound('Club night');
  }
  await queries.lockNight(db, dialect, row.id);
  const night = await getNight(db, path);
  if (expectedVersion !== undefined && night.version !== expectedVersion) {
    throw new Stale(`This club night changed since it was read (now version ${night.version})`, night);
  }
  return night;
}

const NEXT_ROUND_REFUSALS = {
  notMexicano: 'Only a Mexicano makes its rounds one at a time; this night has every round already',
  allRoundsMade: 'The night has all its rounds',
  outOfOrder: 'That is not the next round',
  previousNotScored: 'Score every match of the last round first',
  tooFewPlayers: 'A round needs 4 players on the night',
} as const;

export async function makeNextRound(
  writer: NightWriter,
  path: NightPath,
  number: number,
  expectedVersion: number | undefined,
): Promise<ClubNight> {
  return writer.db.transaction().execute(async (trx) => {
    const night = await lockedNight({ ...writer, db: trx }, path, expectedVersion);
    const problem = nextRoundProblem(night, number);
    if (problem === 'notMexicano')
      throw new ValidationFailed(NEXT_ROUND_REFUSALS.notMexicano, [
        { field: 'number', message: NEXT_ROUND_REFUSALS.notMexicano },
      ]);
    if (problem === 'outOfOrder')
      throw new Conflict(`Round ${number} is not the next round: the night has ${night.rounds.length}`);
    if (problem) throw new Conflict(NEXT_ROUND_REFUSALS[problem]);
    const at = nowIso();
    await writeRounds(trx, night.id, number, [nextRoundOfNight(night)], at);
    await queries.bumpNightVersion(trx, night.id, at);
    return getNight(trx, path);
  });
}

/**
 * Makes again the rounds not yet started, for the players now on the night (docs/club-nights.md,
 * "Changes during the night"): every round up to the last started one stays as it is. The rounds
 * are the shared `remadeRounds`, which the organiser's phone runs offline on the same night.
 */
const LIST_CHANGE_REFUSALS = {
  teamAmericano: "A Team Americano's pairs are fixed: players cannot join or leave it",
  everyRoundStarted: 'Every round of the night has started: no round is left to make again',
  everyRoundMadeAndStarted: 'Every round of the night has been made and started: the change would play no part',
} as const;

async function regenerate(trx: Db, night: ClubNight, at: string): Promise<void> {
  const ratings = remakeNeedsRatings(night) ? await ratingsOf(trx, presentPlayers(night)) : undefined;
  const remade = remadeRounds(night, ratings);
  if ('problem' in remade) throw new Conflict(LIST_CHANGE_REFUSALS[remade.problem]);
  if (remade.rounds.length === 0) return;
  await queries.deleteRoundsFrom(trx, night.id, remade.keep + 1);
  if (remade.plannedRounds !== night.plannedRounds) await queries.setPlannedRounds(trx, night.id, remade.plannedRounds);
  await writeRounds(trx, night.id, remade.keep + 1, remade.rounds, at);
}

function refuseTeamAmericano(night: ClubNight): void {
  if (night.format !== 'teamAmericano') return;
  throw new ValidationFailed(LIST_CHANGE_REFUSALS.teamAmericano, [
    { field: 'playerId', message: 'Not for a Team Americano' },
  ]);
}

/**
 * A change of the night's list (a late arrival, a drop-out): on the locked night, then the rounds
 * not yet started made again for the new list and the night's version moved on.
 */
async function changeList(
  writer: NightWriter,
  path: NightPath,
  expectedVersion: number | undefined,
  change: (trx: Db, night: ClubNight) => Promise<void>,
): Promise<ClubNight> {
  return writer.db.transaction().execute(async (trx) => {
    const night = await lockedNight({ ...writer, db: trx }, path, expectedVersion);
    refuseTeamAmericano(night);
    await change(trx, night);
    const at = nowIso();
    await regenerate(trx, await getNight(trx, path), at);
    await queries.bumpNightVersion(trx, night.id, at);
    return getNight(trx, path);
  });
}

export async function addLatePlayer(
  writer: NightWriter,
  path: NightPath,
  playerId: number,
  expectedVersion: number | undefined,
): Promise<ClubNight> {
  return changeList(writer, path, expectedVersion, async (trx, night) => {
    if (!(await findPlayerId(trx, playerId))) throw new NotFound('Player');
    const onList = night.players.find((player) => player.id === playerId);
    if (onList && !onList.droppedOut) throw new Conflict('This player is already on the night');
    if (presentPlayers(night).length >= CLUB_NIGHT_LIMITS.players.max) {
      throw new Conflict(`A night has at most ${CLUB_NIGHT_LIMITS.players.max} players`);
    }
    // A player who dropped out and comes back keeps their place in the list.
    if (onList) await queries.setDroppedOut(trx, night.id, playerId, false);
    else
      await queries.insertNightPlayers(trx, [
        { night_id: night.id, player_id: playerId, position: (await queries.lastPosition(trx, night.id)) + 1 },
      ]);
  });
}

export async function dropPlayer(
  writer: NightWriter,
  path: NightPath,
  playerId: number,
  expectedVersion: number | undefined,
): Promise<ClubNight> {
  return changeList(writer, path, expectedVersion, async (trx, night) => {
    const onList = night.players.find((player) => player.id === playerId);
    if (!onList) throw new NotFound('Player on this night');
    if (onList.droppedOut) throw new Conflict('This player has already left the night');
    if (presentPlayers(night).length <= CLUB_NIGHT_LIMITS.players.min) {
      throw new Conflict(`A night needs at least ${CLUB_NIGHT_LIMITS.players.min} players: nobody else could play`);
    }
    await queries.setDroppedOut(trx, night.id, playerId, true);
  });
}

export async function deleteNight(
  writer: NightWriter,
  path: NightPath,
  expectedVersion: number | undefined,
): Promise<void> {
  await writer.db.transaction().execute(async (trx) => {
    const night = await lockedNight({ ...writer, db: trx }, path, expectedVersion);
    await queries.deleteNight(trx, night.id);
  });
}

// ---- Scores ----

export interface NightMatchPath extends NightPath {
  nightMatchId: number;
}

const findMatch = (night: ClubNight, matchId: number): ClubNightMatch | undefined =>
  night.rounds.flatMap((round) => round.matches).find((match) => match.id === matchId);

/**
 * A match's score, unless the match moved on since the phone read it (If-Match: its version). A
 * score equal to the stored one changes nothing and keeps the version.
 */
export async function scoreMatch(
  writer: NightWriter,
  path: NightMatchPath,
  score: ClubNightScoreInput,
  expectedVersion: number | undefined,
): Promise<ClubNightMatch> {
  return writer.db.transaction().execute(async (trx) => {
    const night = await lockedNight({ ...writer, db: trx }, path, undefined);
    const match = findMatch(night, path.nightMatchId);
    if (!match) throw new NotFound('Club night match');
    if (expectedVersion !== undefined && match.version !== expectedVersion) {
      throw new Stale(`This match changed since it was read (now version ${match.version})`, match);
    }
    const row = await queries.findNight(trx, path.clubId, path.clubNightId);
    const checked = clubNightScoreFor(scoringOf(row!)).safeParse(score);
    if (!checked.success) {
      const details = checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new ValidationFailed(details[0]?.message ?? 'Invalid score', details);
    }
    if (match.team1Points === score.team1Points && match.team2Points === score.team2Points) return match;
    const updated = await queries.updateMatchScore(trx, match.id, score, nowIso());
    return { ...match, team1Points: updated.team1_points, team2Points: updated.team2_points, version: updated.version };
  });
}

// ---- Entries (docs/entries.md) ----

/**
 * The confirmed players of the night's entries join it: a night made with open entries and no
 * players yet gets its rounds laid out as at creation (a Mexicano its first round); a night already
 * under way takes them as late arrivals. Answers the players added; those already on it are left.
 */
/**
 * A Team Americano's fixed pairs from the confirmed pair entries (as teams of the tour): a night
 * made with open entries and no pairs yet gets them, in arrival order, and its rounds laid out as
 * at creation. Its pairs are fixed once its rounds exist: entries already on it change nothing
 * (the organiser pressing again), a new one is refused. Answers the teams added.
 */
export async function fillTeamNightFromEntries(
  writer: Omit<NightWriter, 'db'> & { db: Db },
  path: NightPath,
  teamIds: readonly number[],
): Promise<number[]> {
  const night = await lockedNight(writer, path, undefined);
  const trx = writer.db;
  const onNight = new Set(night.teams.map((team) => team.id));
  const added = [...new Set(teamIds)].filter((id) => !onNight.has(id));
  if (added.length === 0) return [];
  if (night.rounds.length > 0 || night.teams.length > 0)
    throw new Conflict("A Team Americano's pairs are fixed once its rounds are laid out: a new pair cannot join it");
  if (added.length < CLUB_NIGHT_LIMITS.teams.min)
    throw new Conflict(
      `A Team Americano needs at least ${CLUB_NIGHT_LIMITS.teams.min} confirmed pairs to make its rounds`,
    );
  if (added.length > CLUB_NIGHT_LIMITS.teams.max)
    throw new Conflict(`A Team Americano has at most ${CLUB_NIGHT_LIMITS.teams.max} pairs`);
  const pairs = await playersOfTeams(trx, added);
  const players = added.flatMap((id) => pairs.get(id)!);
  const { maxRounds } = teamAmericanoRoundLimits(added.length, night.courts.length);
  const schedule = teamAmericanoSchedule({
    teams: added,
    courts: night.courts.length,
    ...(night.plannedRounds > 0 ? { rounds: Math.min(night.plannedRounds, maxRounds) } : {}),
  });
  const rounds = schedule.map((round) =>
    onCourts(
      {
        matches: round.matches.map((match) => ({ team1: pairs.get(match.team1)!, team2: pairs.get(match.team2)! })),
        resting: round.resting.flatMap((id) => pairs.get(id)!),
      },
      night.courts,
    ),
  );
  const at = nowIso();
  await queries.insertNightPlayers(
    trx,
    players.map((player_id, position) => ({ night_id: night.id, player_id, position: position + 1 })),
  );
  await queries.insertNightTeams(
    trx,
    added.map((team_id, position) => ({ night_id: night.id, team_id, position: position + 1 })),
  );
  await queries.setPlannedRounds(trx, night.id, rounds.length);
  await writeRounds(trx, night.id, 1, rounds, at);
  await queries.bumpNightVersion(trx, night.id, at);
  return added;
}

export async function fillNightFromEntries(
  writer: Omit<NightWriter, 'db'> & { db: Db },
  path: NightPath,
  playerIds: readonly number[],
): Promise<number[]> {
  const night = await lockedNight(writer, path, undefined);
  refuseTeamAmericano(night);
  const trx = writer.db;
  const onList = new Map(night.players.map((player) => [player.id, player]));
  const added = [...new Set(playerIds)].filter((id) => !onList.get(id) || onList.get(id)!.droppedOut);
  const present = presentPlayers(night).length + added.length;
  if (present > CLUB_NIGHT_LIMITS.players.max)
    throw new Conflict(`A night has at most ${CLUB_NIGHT_LIMITS.players.max} players`);
  if (added.length === 0) return [];
  let position = await queries.lastPosition(trx, night.id);
  for (const id of added) {
    if (onList.has(id)) await queries.setDroppedOut(trx, night.id, id, false);
    else await queries.insertNightPlayers(trx, [{ night_id: night.id, player_id: id, position: (position += 1) }]);
  }
  const at = nowIso();
  if (night.rounds.length === 0) {
    if (present < CLUB_NIGHT_LIMITS.players.min)
      throw new Conflict(`A night needs at least ${CLUB_NIGHT_LIMITS.players.min} players to make its rounds`);
    const filled = await getNight(trx, path);
    const players = presentPlayers(filled);
    if (filled.format === 'americano') {
      const planned =
        filled.plannedRounds > 0
          ? Math.min(filled.plannedRounds, americanoRoundLimits(players.length, filled.courts.length).maxRounds)
          : americanoRoundLimits(players.length, filled.courts.length).defaultRounds;
      const rounds = americanoSchedule({ players, courts: filled.courts.length, rounds: planned }).map((round) =>
        onCourts(round, filled.courts),
      );
      await queries.setPlannedRounds(trx, night.id, rounds.length);
      await writeRounds(trx, night.id, 1, rounds, at);
    } else {
      if (filled.plannedRounds === 0)
        await queries.setPlannedRounds(
          trx,
          night.id,
          americanoRoundLimits(players.length, filled.courts.length).defaultRounds,
        );
      const ratings = filled.mexicanoFirstRound === 'rating' ? await ratingsOf(trx, players) : undefined;
      await writeRounds(
        trx,
        night.id,
        1,
        [nextRoundOfNight({ ...filled, plannedRounds: Math.max(filled.plannedRounds, 1) }, ratings)],
        at,
      );
    }
  } else {
    await regenerate(trx, await getNight(trx, path), at);
  }
  await queries.bumpNightVersion(trx, night.id, at);
  return added;
}
