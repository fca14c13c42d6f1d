import type { Db } from '../db/database.js';
import { Conflict, NotFound } from '../errors.js';
import { pageEnvelope } from '../lib/paging.js';
import { countRecordedResults, refuseIfResultsRecorded } from '../lib/recorded-results.js';
import { refuseIfOnClubNight } from '../lib/club-night-members.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { Team, TeamList, TeamMatch, TeamMatches, TeamRecord } from '../../shared/schemas/team.js';
import { matchFormat, matchTiebreakGames } from '../../shared/schemas/league.js';
import { DEFAULT_MATCH_FORMAT } from '../../shared/domain/constants.js';
import { tallyMatch } from '../../shared/domain/match-outcome.js';
import { matchStageOf, toMatchRecord } from '../lib/match-record.js';
import type { Reader } from '../lib/visibility.js';
import { refuseIfInPlayoffDraw } from '../lib/playoff-draws.js';
import { refuseIfOtherClubsUse, type TourCaller } from './other-clubs-guard.js';
import * as queries from './queries.js';

export async function listTeams(db: Db, search: string | undefined, page: PageQuery): Promise<TeamList> {
  const text = search || undefined;
  const [rows, total] = await Promise.all([queries.listTeams(db, text, page), queries.countTeams(db, text)]);
  return { teams: rows.map(queries.toTeam), ...pageEnvelope(page, total) };
}

export async function getTeam(db: Db, id: number): Promise<Team> {
  const row = await queries.findTeam(db, id);
  if (!row) throw new NotFound('Team');
  return queries.toTeam(row);
}

/**
 * The team page's read (docs/rules.md, "Public site"): every match of the team in a round the
 * reader sees, and its record over those with a result (as the player statistics count them).
 */
export async function getTeamMatches(db: Db, reader: Reader, teamId: number): Promise<TeamMatches> {
  if (!(await queries.findTeam(db, teamId))) throw new NotFound('Team');
  const rows = await queries.matchesOfTeam(db, reader, teamId);
  const teams = await queries.findTeamsByIds(db, rows.flatMap((row) => [row.team1_id, row.team2_id]));
  const record: TeamRecord = { matchesPlayed: 0, matchesWon: 0, matchesLost: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 };
  const matches = rows.map((row): TeamMatch => {
    const stored = toMatchRecord(row);
    const tally = tallyMatch(
      stored,
      matchTiebreakGames.catch('one').parse(row.match_tiebreak_games),
      matchFormat.catch(DEFAULT_MATCH_FORMAT).parse(row.match_format),
    );
    // A match of the team against itself cannot be stored; the team's side is the one it plays.
    const side = row.team1_id === teamId ? 0 : 1;
    if (tally.counts) {
      record.matchesPlayed += 1;
      if (tally.winnerTeamId === teamId) record.matchesWon += 1;
      else record.matchesLost += 1;
      record.setsWon += tally.setsWon[side];
      record.setsLost += tally.setsWon[1 - side] ?? 0;
      record.gamesWon += tally.gamesWon[side];
      record.gamesLost += tally.gamesWon[1 - side] ?? 0;
    }
    const team1 = row.team1_id === null ? undefined : teams.get(row.team1_id);
    const team2 = row.team2_id === null ? undefined : teams.get(row.team2_id);
    return {
      id: row.id,
      clubId: row.club_id,
      leagueId: row.league_id,
      leagueName: row.league_name,
      roundId: row.round_id,
      roundName: row.round_name,
      date: row.date,
      stage: matchStageOf(row.stage),
      team1Id: row.team1_id,
      team2Id: row.team2_id,
      team1Name: team1?.name ?? '',
      team2Name: team2?.name ?? '',
      team1ShortName: team1?.shortName ?? '',
      team2ShortName: team2?.shortName ?? '',
      team1Results: [...stored.team1Results],
      team2Results: [...stored.team2Results],
      courtNumber: row.court_number,
      startTime: row.start_time,
      outcome: stored.outcome,
      winnerTeamId: stored.winnerTeamId,
      decided: tally.counts,
    };
  });
  return { teamId, record, matches };
}

export async function createTeam(db: Db, values: queries.TeamValues): Promise<Team> {
  return db.transaction().execute(async (trx) => {
    await checkPair(trx, values, null);
    const { id } = await queries.insertTeam(trx, normalised(values));
    return getTeam(trx, id);
  });
}

export async function updateTeam(db: Db, id: number, values: queries.TeamValues): Promise<Team> {
  return db.transaction().execute(async (trx) => {
    const current = await queries.findTeam(trx, id);
    if (!current) throw new NotFound('Team');
    const playersChange = current.player1_id !== values.player1Id || current.player2_id !== values.player2Id;
    // Swapping players would rewrite past player statistics; a new team is the honest record.
    if (playersChange && (await countRecordedResults(trx, { teamId: id })) > 0) {
      throw new Conflict('The players of a team with recorded results cannot change; create a new team instead', [
        { field: 'player1Id', message: 'This team has recorded results' },
      ]);
    }
    await checkPair(trx, values, id);
    await queries.updateTeam(trx, id, normalised(values));
    return getTeam(trx, id);
  });
}

/**
 * Removes the team with its memberships, unavailabilities and unplayed matches, unless results
 * would go too or a league of a club the caller does not run uses it (other-clubs-guard.ts).
 */
export async function deleteTeam(db: Db, id: number, caller: TourCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const team = await getTeam(trx, id);
    await refuseIfOtherClubsUse(trx, [id], caller, `delete team "${team.name}"`);
    await refuseIfResultsRecorded(trx, { teamId: id }, `team "${team.name}"`);
    await refuseIfOnClubNight(trx, { teamId: id }, `team "${team.name}"`);
    await refuseIfInPlayoffDraw(trx, { teamIds: [id] }, `team "${team.name}"`);
    await queries.deleteTeamsWithTheirSchedule(trx, [id]);
  });
}

/** Both players exist and do not already form another team, in either order (docs/rules.md, "Players and teams"). */
async function checkPair(db: Db, { player1Id, player2Id }: queries.TeamValues, teamId: number | null): Promise<void> {
  const existing = await queries.existingPlayerIds(db, [player1Id, player2Id]);
  if (!existing.has(player1Id) || !existing.has(player2Id)) throw new NotFound('Player');
  const pair = await queries.findTeamOfPair(db, player1Id, player2Id);
  if (pair && pair.id !== teamId) {
    const team = queries.toTeam(pair);
    throw new Conflict(`These two players already form team "${team.name}"`, [
      { field: 'player2Id', message: 'These two players already form a team', teamId: team.id },
    ]);
  }
}

// The display name trims what was set (teamDisplayName), so the stored one does too.
const normalised = (values: queries.TeamValues): queries.TeamValues => ({
  ...values,
  name: values.name?.trim() || null,
});
