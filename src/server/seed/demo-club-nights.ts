import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { toJsonColumn } from '../lib/json-column.js';
import { allRatings } from '../ratings/index.js';
import {
  americanoSchedule,
  nextRoundOfNight,
  onCourts,
  type NightForNextRound,
  type NightRoundPlan,
} from '../../shared/domain/club-nights/index.js';
import type { NightResultRound } from '../../shared/domain/club-nights/index.js';
import { Prng } from './prng.js';

/**
 * Club nights on the demo tour (docs/club-nights.md): in the first club, a finished Americano of 8
 * players on 2 courts a week ago, and today's Mexicano of 12 players on 3 courts under way (round 1
 * scored, round 2 half scored). Rounds come from the same shared functions the API uses; the
 * players are the tour's first, in id order. Deterministic: the same tour and day, the same rows.
 */
export async function seedDemoClubNights(trx: Transaction<Database>, today: string): Promise<void> {
  const club = await trx.selectFrom('clubs').select('id').orderBy('id').executeTakeFirst();
  const players = (
    await trx.selectFrom('players').select('id').where('guest', '=', 0).orderBy('id').limit(20).execute()
  ).map((row) => row.id);
  if (!club || players.length < 20) return;
  const rng = new Prng(0x2626);
  const at = `${today}T09:00:00.000Z`;
  const points = 24;
  const scoreOf = () => {
    const team1 = rng.int(6, 18);
    return { team1, team2: points - team1 };
  };

  const americanoPlayers = players.slice(0, 8);
  const americanoCourts = [1, 2];
  const americano = americanoSchedule({ players: americanoPlayers, courts: americanoCourts.length }).map((round) =>
    onCourts(round, americanoCourts),
  );
  await writeNight(trx, {
    clubId: club.id,
    name: 'Americano Friday',
    date: addDays(today, -7),
    startHour: 19,
    format: 'americano',
    courts: americanoCourts,
    players: americanoPlayers,
    at,
    rounds: americano.map((round) => ({ round, scores: round.matches.map(scoreOf) })),
  });

  // Today's Mexicano: round 1 by rating, round 2 from the leaderboard after it.
  const mexicanoPlayers = players.slice(8, 20);
  const ratings = await allRatings(trx);
  const night: NightForNextRound = {
    format: 'mexicano',
    plannedRounds: 6,
    courts: [1, 2, 3],
    mexicanoPairing: '1+3v2+4',
    mexicanoFirstRound: 'rating',
    players: mexicanoPlayers.map((id) => ({ id })),
    rounds: [],
  };
  const round1 = nextRoundOfNight(night, new Map(mexicanoPlayers.map((id) => [id, ratings.get(id)?.rating ?? 1500])));
  const scores1 = round1.matches.map(scoreOf);
  const played: NightResultRound[] = [withScores(round1, scores1)];
  const round2 = nextRoundOfNight({ ...night, rounds: played });
  const scores2 = round2.matches.map((_, index) => (index < Math.floor(round2.matches.length / 2) ? scoreOf() : null));
  await writeNight(trx, {
    clubId: club.id,
    name: 'Mexicano Tonight',
    date: today,
    startHour: 19,
    format: 'mexicano',
    courts: night.courts,
    players: mexicanoPlayers,
    at,
    plannedRounds: night.plannedRounds,
    rounds: [
      { round: round1, scores: scores1 },
      { round: round2, scores: scores2 },
    ],
  });
}

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

type Score = { team1: number; team2: number } | null;

const withScores = (round: NightRoundPlan, scores: readonly Score[]): NightResultRound => ({
  matches: round.matches.map((match, index) => ({
    ...match,
    team1Points: scores[index]?.team1 ?? null,
    team2Points: scores[index]?.team2 ?? null,
  })),
  resting: round.resting,
});

interface DemoNight {
  clubId: number;
  name: string;
  date: string;
  startHour: number;
  format: 'americano' | 'mexicano';
  courts: readonly number[];
  players: readonly number[];
  at: string;
  plannedRounds?: number;
  rounds: { round: NightRoundPlan; scores: readonly Score[] }[];
}

async function writeNight(trx: Transaction<Database>, night: DemoNight): Promise<void> {
  const { id } = await trx
    .insertInto('club_nights')
    .values({
      club_id: night.clubId,
      name: night.name,
      date: night.date,
      start_hour: night.startHour,
      format: night.format,
      scoring_kind: 'points',
      points_per_match: 24,
      minutes: null,
      courts: toJsonColumn(night.courts),
      mexicano_pairing: '1+3v2+4',
      mexicano_first_round: 'rating',
      planned_rounds: night.plannedRounds ?? night.rounds.length,
      created_at: night.at,
      updated_at: night.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('club_night_players')
    .values(night.players.map((player_id, position) => ({ night_id: id, player_id, position: position + 1 })))
    .execute();
  for (const [index, { round, scores }] of night.rounds.entries()) {
    const number = index + 1;
    await trx
      .insertInto('club_night_rounds')
      .values({ night_id: id, number, resting: toJsonColumn(round.resting) })
      .execute();
    await trx
      .insertInto('club_night_matches')
      .values(
        round.matches.map((match, court) => ({
          night_id: id,
          round_number: number,
          court_number: match.courtNumber,
          team1_player1_id: match.team1[0],
          team1_player2_id: match.team1[1],
          team2_player1_id: match.team2[0],
          team2_player2_id: match.team2[1],
          team1_points: scores[court]?.team1 ?? null,
          team2_points: scores[court]?.team2 ?? null,
          version: scores[court] ? 2 : 1,
          updated_at: night.at,
        })),
      )
      .execute();
  }
}
