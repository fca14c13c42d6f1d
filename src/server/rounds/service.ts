import type { Db } from '../db/database.js';
import { Conflict, type ErrorDetail } from '../errors.js';
import { pageEnvelope } from '../lib/paging.js';
import { requireLeague, requireRound } from '../lib/path-scope.js';
import { refuseIfResultsRecorded } from '../lib/recorded-results.js';
import { findTeamsByIds } from '../teams/index.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { Round, RoundList, RoundStatus } from '../../shared/schemas/round.js';
import { formatMinutes, isStartInRound, MINUTES_PER_HOUR } from '../../shared/domain/slots.js';
import { fallbackTeamName } from '../../shared/domain/team-name.js';
import type { Reader } from '../lib/visibility.js';
import * as queries from './queries.js';

export async function listRounds(
  db: Db,
  reader: Reader,
  clubId: number,
  leagueId: number,
  query: PageQuery & { status?: RoundStatus | undefined },
): Promise<RoundList> {
  await requireLeague(db, clubId, leagueId, reader);
  const filter = { reader, status: query.status };
  const [rows, total] = await Promise.all([queries.listRounds(db, leagueId, filter, query), queries.countRounds(db, leagueId, filter)]);
  return { rounds: rows.map(queries.toRound), ...pageEnvelope(query, total) };
}

export async function getRound(db: Db, reader: Reader, clubId: number, leagueId: number, roundId: number): Promise<Round> {
  const { round } = await requireRound(db, clubId, leagueId, roundId, reader);
  return queries.toRound(round);
}

export async function createRound(db: Db, clubId: number, leagueId: number, values: queries.RoundValues): Promise<Round> {
  await requireLeague(db, clubId, leagueId);
  return queries.toRound(await queries.insertRound(db, leagueId, values));
}

/**
 * A round may not shrink under its matches: every match written obeys the round (docs/rules.md, "Rounds"), so
 * hours, slots or courts that matches still use are refused, naming those matches to move first.
 */
export async function updateRound(db: Db, clubId: number, leagueId: number, roundId: number, values: queries.RoundValues): Promise<Round> {
  return db.transaction().execute(async (trx) => {
    await requireRound(trx, clubId, leagueId, roundId);
    const outside = matchesOutside(await queries.placedMatchesOf(trx, roundId), values);
    if (outside.length > 0) throw await outsideConflict(trx, outside, values);
    return queries.toRound(await queries.updateRound(trx, roundId, values));
  });
}

/** Removes the round with its scheduled matches and unavailabilities, unless results would go with it. */
export async function deleteRound(db: Db, clubId: number, leagueId: number, roundId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { round } = await requireRound(trx, clubId, leagueId, roundId);
    await refuseIfResultsRecorded(trx, { roundId }, `round "${round.name}"`);
    await queries.deleteRound(trx, roundId);
  });
}

type OutsideMatch = Awaited<ReturnType<typeof queries.placedMatchesOf>>[number];

const startOf = (match: OutsideMatch): number | null =>
  match.start_time === null ? null : match.start_time * MINUTES_PER_HOUR + match.start_minute;

/** Placed matches on a court the shape no longer has, or at a start that is none of its slots. */
function matchesOutside(placed: readonly OutsideMatch[], values: queries.RoundValues): OutsideMatch[] {
  const shape = { startHour: values.start_hour, endHour: values.end_hour, slotMinutes: values.slot_minutes };
  return placed.filter((match) => {
    const start = startOf(match);
    return (
      (match.court_number !== null && match.court_number > values.court_number) ||
      (start !== null && !isStartInRound(start, shape))
    );
  });
}

/** 409 naming each match by its teams, court and hour, with the round field it clashes with. */
async function outsideConflict(db: Db, outside: readonly OutsideMatch[], values: queries.RoundValues): Promise<Conflict> {
  const teams = await findTeamsByIds(db, outside.flatMap((match) => [match.team1_id, match.team2_id]));
  const nameOf = (teamId: number | null) => (teamId === null ? undefined : teams.get(teamId)?.name) ?? fallbackTeamName(teamId);
  const labels = outside.map(
    (match) =>
      `${nameOf(match.team1_id)} vs ${nameOf(match.team2_id)} (court ${match.court_number ?? '-'}, ${formatMinutes(startOf(match))})`,
  );
  const details: ErrorDetail[] = outside.map((match, index) => ({
    field: clashingField(match, values),
    message: `${labels[index]} would fall outside the round`,
    matchId: match.id,
  }));
  const count = outside.length === 1 ? '1 match' : `${outside.length} matches`;
  return new Conflict(`${count} would fall outside the round: ${labels.join('; ')}. Move or delete them first.`, details);
}

function clashingField(
  match: OutsideMatch,
  values: queries.RoundValues,
): 'court_number' | 'start_hour' | 'end_hour' | 'slot_minutes' {
  if (match.court_number !== null && match.court_number > values.court_number) return 'court_number';
  const start = startOf(match) ?? 0;
  if (start < values.start_hour * MINUTES_PER_HOUR) return 'start_hour';
  if (start > values.end_hour * MINUTES_PER_HOUR) return 'end_hour';
  return 'slot_minutes';
}
