import type { Db } from '../db/database.js';
import { visibleRoundSql, type Reader } from '../lib/visibility.js';

/** The matches of rounds the reader sees that involve any of these teams, with where and when they are. */
export async function matchesInVisibleRounds(db: Db, reader: Reader, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  const ids = [...teamIds];
  const rows = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .innerJoin('clubs', 'clubs.id', 'leagues.club_id')
    .select([
      'matches.id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.court_number',
      'matches.start_time',
      'matches.start_minute',
      'matches.version',
      'matches.updated_at',
      'rounds.date',
      'rounds.slot_minutes',
      'rounds.name as round_name',
      'leagues.name as league_name',
      'clubs.name as club_name',
    ])
    .where(visibleRoundSql(reader))
    .where((eb) => eb.or([eb('matches.team1_id', 'in', ids), eb('matches.team2_id', 'in', ids)]))
    .execute();
  // Sorted here: the two databases put NULL start times at opposite ends of an ORDER BY.
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.start_time === null ? -1 : a.start_time * 60 + a.start_minute) -
        (b.start_time === null ? -1 : b.start_time * 60 + b.start_minute) ||
      a.id - b.id,
  );
}

export type CalendarMatchRow = Awaited<ReturnType<typeof matchesInVisibleRounds>>[number];
