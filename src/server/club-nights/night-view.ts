import type { Db } from '../db/database.js';
import { numberListColumn } from '../lib/json-column.js';
import { isRoundScored, nightLeaderboard, type NightResultRound } from '../../shared/domain/club-nights/index.js';
import { fullName, teamDisplayName } from '../../shared/domain/team-name.js';
import type {
  ClubNight,
  ClubNightPlayer,
  ClubNightRound,
  ClubNightScoring,
  ClubNightStatus,
  ClubNightSummary,
  ClubNightTeam,
} from '../../shared/schemas/club-night.js';
import { CLUB_NIGHT_FORMATS, type ClubNightFormat } from '../../shared/domain/club-nights/index.js';
import { MEXICANO_FIRST_ROUND_ORDERS, MEXICANO_PAIRINGS } from '../../shared/domain/club-nights/index.js';
import * as queries from './queries.js';

/**
 * A night as read back (docs/club-nights.md, "Server"), built from its rows: players in the night's
 * order, rounds with their matches in the order of the night's courts, the leaderboard and the
 * status worked out from the scores (never stored).
 */
export interface NightRows {
  night: queries.NightRow;
  players: Awaited<ReturnType<typeof queries.playersOfNights>>;
  rounds: queries.NightRoundRow[];
  matches: queries.NightMatchRow[];
}

/** Every night's players, rounds and matches, in three queries whatever the number of nights. */
export async function rowsOfNights(db: Db, nights: readonly queries.NightRow[]): Promise<NightRows[]> {
  const ids = nights.map((night) => night.id);
  const [players, rounds, matches] = await Promise.all([
    queries.playersOfNights(db, ids),
    queries.roundsOfNights(db, ids),
    queries.matchesOfNights(db, ids),
  ]);
  return nights.map((night) => ({
    night,
    players: players.filter((row) => row.night_id === night.id),
    rounds: rounds.filter((row) => row.night_id === night.id),
    matches: matches.filter((row) => row.night_id === night.id),
  }));
}

const oneOf = <T extends string>(values: readonly T[], value: string): T => values.find((item) => item === value) ?? values[0]!;

export const formatOf = (night: queries.NightRow): ClubNightFormat => oneOf(CLUB_NIGHT_FORMATS, night.format);

export const scoringOf = (night: queries.NightRow): ClubNightScoring =>
  night.scoring_kind === 'timed' ? { kind: 'timed', minutes: night.minutes ?? 0 } : { kind: 'points', pointsPerMatch: night.points_per_match ?? 0 };

export const courtsOf = (night: queries.NightRow): number[] => numberListColumn(night.courts);

function playersOf({ players }: NightRows): ClubNightPlayer[] {
  return players.map((row) => ({
    id: row.player_id,
    name: fullName({ firstName: row.first_name, lastName: row.last_name }),
    guest: row.guest === 1,
    droppedOut: row.dropped_out === 1,
  }));
}

function roundsOf({ night, rounds, matches }: NightRows): ClubNightRound[] {
  const courts = courtsOf(night);
  const place = (court: number) => {
    const index = courts.indexOf(court);
    return index < 0 ? courts.length + court : index;
  };
  return rounds.map((round) => ({
    number: round.number,
    matches: matches
      .filter((match) => match.round_number === round.number)
      .sort((a, b) => place(a.court_number) - place(b.court_number))
      .map((match) => ({
        id: match.id,
        courtNumber: match.court_number,
        team1: [match.team1_player1_id, match.team1_player2_id] as [number, number],
        team2: [match.team2_player1_id, match.team2_player2_id] as [number, number],
        team1Points: match.team1_points,
        team2Points: match.team2_points,
        version: match.version,
      })),
    resting: numberListColumn(round.resting),
  }));
}

function statusOf(night: queries.NightRow, rounds: readonly NightResultRound[]): ClubNightStatus {
  const scored = rounds.some((round) => round.matches.some((match) => match.team1Points !== null));
  if (!scored) return 'upcoming';
  const done = rounds.length >= night.planned_rounds && rounds.every(isRoundScored);
  return done ? 'finished' : 'running';
}

export function toSummary(rows: NightRows): ClubNightSummary {
  const { night } = rows;
  return {
    id: night.id,
    clubId: night.club_id,
    name: night.name,
    date: night.date,
    startHour: night.start_hour,
    format: formatOf(night),
    status: statusOf(night, roundsOf(rows)),
    playerCount: rows.players.filter((row) => row.dropped_out !== 1).length,
  };
}

export function leaderboardOf(rows: NightRows) {
  return nightLeaderboard(playersOf(rows), roundsOf(rows));
}

export async function toNight(db: Db, rows: NightRows): Promise<ClubNight> {
  const { night } = rows;
  const players = playersOf(rows);
  const rounds = roundsOf(rows);
  const teams: ClubNightTeam[] =
    formatOf(night) === 'teamAmericano'
      ? (await queries.teamsOfNight(db, night.id)).map((team) => {
          const name = (id: number) => {
            const player = rows.players.find((row) => row.player_id === id);
            return { firstName: player?.first_name ?? '', lastName: player?.last_name ?? '' };
          };
          return {
            id: team.team_id,
            name: teamDisplayName(team.name, name(team.player1_id), name(team.player2_id)),
            players: [team.player1_id, team.player2_id],
          };
        })
      : [];
  return {
    ...toSummary(rows),
    scoring: scoringOf(night),
    courts: courtsOf(night),
    mexicanoPairing: oneOf(MEXICANO_PAIRINGS, night.mexicano_pairing),
    mexicanoFirstRound: oneOf(MEXICANO_FIRST_ROUND_ORDERS, night.mexicano_first_round),
    plannedRounds: night.planned_rounds,
    players,
    teams,
    rounds,
    leaderboard: nightLeaderboard(players, rounds),
    version: night.version,
  };
}
