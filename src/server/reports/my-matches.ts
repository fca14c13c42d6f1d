import type { AppContext } from '../context.js';
import type { Session } from '../auth/index.js';
import { toMatchRecord } from '../lib/match-record.js';
import { toMatches } from '../matches/index.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import type { MyMatch, MyMatches } from '../../shared/schemas/reports.js';
import { withOpenReports } from './open-reports.js';
import { matchesOfTeams, teamsOfPlayer } from './queries.js';

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
  const teams = await teamsOfPlayer(db, playerId);
  const teamIds = teams.map((team) => team.id);
  if (teamIds.length === 0) return { upcoming: [], recent: [], toConfirm: [] };
  // A player sees what the public sees: no draft league or round.
  const rows = await matchesOfTeams(db, teamIds);
  const matches = await withOpenReports(db, await toMatches(db, rows), config.REPORT_AUTO_CONFIRM_HOURS);
  const at = now().getTime();
  const mine: { match: MyMatch; decided: boolean }[] = rows.map((row, index) => {
    const match = matches[index];
    if (!match) throw new Error('unreachable: one match per row');
    const myTeamId = row.team1_id !== null && teamIds.includes(row.team1_id) ? row.team1_id : (row.team2_id ?? 0);
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
        canReport: !decided && at >= startsAt.getTime(),
      },
      decided,
    };
  });
  const upcoming = mine.filter((entry) => !entry.decided).map((entry) => entry.match).sort(bySlot);
  const recent = mine
    .filter((entry) => entry.decided)
    .map((entry) => entry.match)
    .sort((a, b) => bySlot(b, a))
    .slice(0, RECENT_LIMIT);
  const toConfirm = upcoming.filter((match) => match.report?.status === 'pending' && match.report.reportedBy.teamId !== match.myTeamId);
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
