import type { Db } from '../db/database.js';
import { pageEnvelope } from '../lib/paging.js';
import { requireClub, requireLeague } from '../lib/path-scope.js';
import { refuseIfResultsRecorded } from '../lib/recorded-results.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { matchFormats, type League, type LeagueList, type LeagueStatus } from '../../shared/schemas/league.js';
import type { Reader } from '../lib/visibility.js';
import * as queries from './queries.js';

export async function listLeagues(
  db: Db,
  reader: Reader,
  clubId: number,
  query: PageQuery & { status?: LeagueStatus | undefined },
): Promise<LeagueList> {
  await requireClub(db, clubId);
  const filter = { reader, status: query.status };
  const [rows, total] = await Promise.all([queries.listLeagues(db, clubId, filter, query), queries.countLeagues(db, clubId, filter)]);
  return { leagues: await withVisibleLinks(db, reader, rows.map(queries.toLeague)), ...pageEnvelope(query, total) };
}

/**
 * One league, with whether it has playoffs the reader sees (they may be on a draft round), and
 * its season line: its number in its chain and the year of the rounds the reader sees.
 */
export async function getLeague(db: Db, reader: Reader, clubId: number, leagueId: number): Promise<League> {
  const league = queries.toLeague(await requireLeague(db, clubId, leagueId, reader));
  const [[shown], playoffs, before, span] = await Promise.all([
    withVisibleLinks(db, reader, [league]),
    queries.visiblePlayoffs(db, reader, leagueId),
    queries.publicSeasonsBefore(db, leagueId),
    queries.roundDateSpan(db, reader, leagueId),
  ]);
  const stages = playoffs
    ? { hasPlayoffs: true, playoffMatchFormat: matchFormats.find((format) => format === playoffs.match_format) ?? league.matchFormat }
    : { hasPlayoffs: false };
  return { ...(shown ?? league), ...stages, seasonNumber: before + 1, seasonYear: seasonYearOf(span.first, span.last) };
}

/**
 * "2026", or "2025–2026" when the rounds span the new year; null without rounds. A round's date is
 * a day on the tour's calendar (TOUR_TIME_ZONE), so its year is read from the date as it stands.
 */
export function seasonYearOf(first: string | null | undefined, last: string | null | undefined): string | null {
  if (!first || !last) return null;
  const [from, to] = [first.slice(0, 4), last.slice(0, 4)];
  return from === to ? from : `${from}–${to}`;
}

/** A season before or after that is a draft the reader may not see is no link (docs/seasons.md). */
async function withVisibleLinks(db: Db, reader: Reader, leagues: League[]): Promise<League[]> {
  const linked = leagues.flatMap((league) => [league.previousLeagueId, league.nextLeagueId]).filter((id): id is number => id !== null);
  const visible = await queries.visibleLeagueIds(db, reader, linked);
  const link = (id: number | null) => (id !== null && visible.has(id) ? id : null);
  return leagues.map((league) => ({ ...league, previousLeagueId: link(league.previousLeagueId), nextLeagueId: link(league.nextLeagueId) }));
}

export async function createLeague(db: Db, clubId: number, values: queries.LeagueValues): Promise<League> {
  await requireClub(db, clubId);
  return queries.toLeague(await queries.insertLeague(db, clubId, values));
}

/** Name, description and rules as given; status, scoring settings and match format only when given. */
export type LeagueChanges = Omit<queries.LeagueValues, SettingKey> & Partial<Pick<queries.LeagueValues, SettingKey>>;
type SettingKey =
  | 'status'
  | 'pointsForWin'
  | 'pointsForLoss'
  | 'tiebreakers'
  | 'matchTiebreakGames'
  | 'matchFormat'
  | 'rankByPointsPerMatch'
  | 'maxSubstituteAppearances'
  | 'substituteMaxLevelAbove'
  | 'autoApproveReschedules'
  | 'pointsForDraw'
  | 'deuceRule';

export async function updateLeague(db: Db, clubId: number, leagueId: number, changes: LeagueChanges): Promise<League> {
  return db.transaction().execute(async (trx) => {
    const current = queries.toLeague(await requireLeague(trx, clubId, leagueId));
    const values: queries.LeagueValues = {
      name: changes.name,
      description: changes.description,
      rules: changes.rules,
      status: changes.status ?? current.status,
      pointsForWin: changes.pointsForWin ?? current.pointsForWin,
      pointsForLoss: changes.pointsForLoss ?? current.pointsForLoss,
      tiebreakers: changes.tiebreakers ?? current.tiebreakers,
      matchTiebreakGames: changes.matchTiebreakGames ?? current.matchTiebreakGames,
      // Recorded results stay as they are; the new format judges writes from now on.
      matchFormat: changes.matchFormat ?? current.matchFormat,
      rankByPointsPerMatch: changes.rankByPointsPerMatch ?? current.rankByPointsPerMatch,
      // Appearances already made stay; the new limits judge line-ups from now on (docs/substitutes.md).
      maxSubstituteAppearances: changes.maxSubstituteAppearances ?? current.maxSubstituteAppearances,
      substituteMaxLevelAbove: changes.substituteMaxLevelAbove === undefined ? current.substituteMaxLevelAbove : changes.substituteMaxLevelAbove,
      autoApproveReschedules: changes.autoApproveReschedules ?? current.autoApproveReschedules,
      pointsForDraw: changes.pointsForDraw ?? current.pointsForDraw,
      deuceRule: changes.deuceRule ?? current.deuceRule,
    };
    return queries.toLeague(await queries.updateLeague(trx, leagueId, values));
  });
}

/** Removes the league with everything in it, unless results would go with it. */
export async function deleteLeague(db: Db, clubId: number, leagueId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, clubId, leagueId);
    await refuseIfResultsRecorded(trx, { leagueId }, `league "${league.name}"`);
    await queries.deleteLeague(trx, leagueId);
  });
}
