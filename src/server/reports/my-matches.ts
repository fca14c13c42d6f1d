import type { AppContext } from '../context.js';
import type { Session } from '../auth/index.js';
import { toMatchRecord } from '../lib/match-record.js';
import { toMatches } from '../matches/index.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import type { MyMatch, MyMatches } from '../../shared/schemas/reports.js';
import { withOpenReports } from './open-reports.js';
import { matchesOfTeams, substituteAppearancesOfPlayer, teamsOfPlayer } from './queries.js';

/** How many played matches `recent` lists. */
export const RECENT_LIMIT = 20;

/**
 * The player's matches in rounds the public sees (docs/reports.md, "My matches"): upcoming ones
 * without a result, soonest first; recent ones with a result, newest first; and the reports of the
 * other team waiting for this player's answer. Only confirmed results are a match's result, so a
 * match with a pending report is still upcoming.
 */
export async function listMyMatches({ db, config, now }: Pick<AppContext, 'db' | 'config' | 'now'>, session: Session): Promise<MyMatches> {
  const playerId = session.playerId;
  if (playerId === null) return { upcoming: [], recent: [], toConfirm: [] };
  const [teams, appearances] = await Promise.all([teamsOfPlayer(db, playerId), substituteAppearancesOfPlayer(db, playerId)]);
  const teamIds = teams.map((team) => team.id);
  // The matches the player played as a substitute are theirs too, for the team they stood in for
  // (docs/substitutes.md); the team's own players report and confirm them.
  const stoodInFor = new Map(appearances.map((appearance) => [appearance.match_id, appearance.team_id]));
  if (teamIds.length === 0 && stoodInFor.size === 0) return { upcoming: [], recent: [], toConfirm: [] };
  const teamOf = (row: { id: number; team1_id: number | null; team2_id: number | null }) => {
    const substituteFor = stoodInFor.get(row.id);
    if (substituteFor !== undefined && (substituteFor === row.team1_id || substituteFor === row.team2_id)) return { teamId: substituteFor, standIn: true };
    const own = [row.team1_id, row.team2_id].find((teamId) => teamId !== null && teamIds.includes(teamId));
    return own === undefined || own === null ? null : { teamId: own, standIn: false };
  };
  // A player sees what the public sees: no draft league or round; and a substitute of a team that
  // no longer plays the match is not in it.
  const rows = (await matchesOfTeams(db, teamIds, [...stoodInFor.keys()])).filter((row) => teamOf(row) !== null);
  const matches = await withOpenReports(db, await toMatches(db, rows), config.REPORT_AUTO_CONFIRM_HOURS);
  const at = now().getTime();
  const mine: { match: MyMatch; decided: boolean; standIn: boolean }[] = rows.map((row, index) => {
    const match = matches[index];
    if (!match) throw new Error('unreachable: one match per row');
    const side = teamOf(row);
    const myTeamId = side?.teamId ?? 0;
    const standIn = side?.standIn ?? false;
    const startsAt = matchStartsAt(
      { date: row.round_date, startHour: row.round_start_hour },
      row.start_time,
      config.TOUR_TIME_ZONE,
      row.start_minute,
    );
    const decided = hasRecordedResult(toMatchRecord(row));
    return {
      match: {
        ...match,
        clubId: row.club_id,
        clubName: row.club_name,
        leagueId: row.league_id,
        leagueName: row.league_name,
        roundName: row.round_name,
        date: row.round_date,
        myTeamId,
        startsAt: startsAt.toISOString(),
        // The report route's own rule (service.ts, refuseBeforeStart), as of this answer.
        canReport: !standIn && !decided && at >= startsAt.getTime(),
      },
      decided,
      standIn,
    };
  });
  const upcoming = mine.filter((entry) => !entry.decided).map((entry) => entry.match).sort(bySlot);
  const recent = mine
    .filter((entry) => entry.decided)
    .map((entry) => entry.match)
    .sort((a, b) => bySlot(b, a))
    .slice(0, RECENT_LIMIT);
  const standIns = new Set(mine.filter((entry) => entry.standIn).map((entry) => entry.match.id));
  const toConfirm = upcoming.filter(
    (match) => match.report?.status === 'pending' && match.report.reportedBy.teamId !== match.myTeamId && !standIns.has(match.id),
  );
  return { upcoming, recent, toConfirm };
}

/** Date, then start (unplaced last), then id. */
function bySlot(a: MyMatch, b: MyMatch): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const hourA = a.startMinutes ?? (a.startTime === null ? 9999 : a.startTime * 60);
  const hourB = b.startMinutes ?? (b.startTime === null ? 9999 : b.startTime * 60);
  if (hourA !== hourB) return hourA - hourB;
  return a.id - b.id;
}
