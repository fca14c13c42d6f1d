import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { Conflict, NotFound } from '../errors.js';
import { requireGroup, requireRound } from '../lib/path-scope.js';
import { insertMatch, loadRuleContext, lockRound, placedMatchesOfRound, roundShapeOf, teamNameOf, teamsById, teamsOfGroups, toMatches, unavailableHoursOfRound, type MatchRow, type RoundPath } from '../matches/index.js';
import type { MatchArray } from '../../shared/schemas/match.js';
import type { Availability, ConfirmInput, GeneratedSchedule } from '../../shared/schemas/scheduling.js';
import type { Team } from '../../shared/schemas/team.js';
import {
  availableOpponents as opponentsNotMet,
  availableSlots,
  batchRuleViolations,
  generateSchedule,
} from '../../shared/scheduling/index.js';
import { WHOLE_TOUR, type Reader } from '../lib/visibility.js';
import { startValues } from '../lib/match-start.js';
import { hourOfStart, resolveStart } from '../../shared/domain/slots.js';
import * as queries from './queries.js';

/**
 * Proposals for one group or every group of the league: read-only, nothing is stored until the
 * admin confirms. The engine gets every match of the round (all groups share the courts).
 */
export async function generate(db: Db, path: RoundPath, groupId?: number): Promise<GeneratedSchedule> {
  const { round } = await requireRound(db, path.clubId, path.leagueId, path.roundId);
  const groupIds =
    groupId === undefined
      ? await queries.groupIdsOfLeague(db, path.leagueId)
      : [(await requireGroup(db, path.clubId, path.leagueId, groupId)).group.id];
  const [groupTeams, withdrawn, metPairs, roundMatches, unavailability] = await Promise.all([
    teamsOfGroups(db, groupIds),
    queries.withdrawnTeamIdsOfGroups(db, groupIds),
    queries.metPairsOfLeague(db, path.leagueId, WHOLE_TOUR),
    placedMatchesOfRound(db, round.id),
    unavailableHoursOfRound(db, round.id),
  ]);
  // A team withdrawn mid-season plays no more (docs/standings.md, "Withdrawals").
  const teams = groupTeams.filter((team) => !withdrawn.has(team.id));
  const { proposals, unscheduled, provenMaximum } = generateSchedule({
    teams: teams.map(({ id, groupId: group, name }) => ({ id, groupId: group, name })),
    metPairs,
    roundMatches,
    unavailability,
    round: roundShapeOf(round),
  });
  const byId = new Map<number, Team>(teams.map((team) => [team.id, team]));
  return {
    matches: proposals.map((proposal) => ({
      ...proposal,
      team1Name: teamNameOf(byId, proposal.team1Id),
      team2Name: teamNameOf(byId, proposal.team2Id),
    })),
    unscheduled: unscheduled.map(({ teamId, reason }) => ({ teamId, teamName: teamNameOf(byId, teamId), reason })),
    provenMaximum,
  };
}

/**
 * Creates every confirmed proposal in one transaction, each checked by the same round rules as a
 * hand-made match, against the round and the entries before it. One bad entry and nothing is
 * created: the 409 lists every offending entry with its position, so the admin can fix them all.
 */
export async function confirm(
  { db, dialect }: Pick<AppContext, 'db' | 'dialect'>,
  path: RoundPath,
  input: ConfirmInput,
): Promise<MatchArray> {
  return db.transaction().execute(async (trx) => {
    const { round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    await lockRound(trx, dialect, round.id);
    // Each entry's start settled against the round: startMinutes, else the slot in startTime's hour.
    const shape = roundShapeOf(round);
    const entries = input.matches.map((entry) => {
      const start = resolveStart(entry, shape) ?? 0;
      return { ...entry, startTime: hourOfStart(start), startMinutes: start };
    });
    const rules = await loadRuleContext(
      trx,
      round,
      entries.flatMap((entry) => [entry.team1Id, entry.team2Id]),
    );
    const offending = batchRuleViolations(entries, rules).flatMap((violations, index) =>
      violations.length === 0
        ? []
        : [
            {
              field: `matches.${index}`,
              index,
              entry: input.matches[index],
              message: violations.map((v) => v.message).join(' '),
            },
          ],
    );
    if (offending.length > 0) {
      const count = offending.length === 1 ? '1 proposed match breaks' : `${offending.length} proposed matches break`;
      throw new Conflict(`${count} the round's rules, so nothing was created: ${offending[0]?.message}`, offending);
    }
    const rows: MatchRow[] = [];
    for (const entry of entries) {
      const groupId = rules.groupOfTeam.get(entry.team1Id);
      if (groupId === undefined) throw new Error('unreachable: the rules refuse a team without a group');
      rows.push(
        await insertMatch(trx, round.id, {
          team1Id: entry.team1Id,
          team2Id: entry.team2Id,
          courtNumber: entry.courtNumber,
          ...startValues(entry.startMinutes),
          groupId,
          team1Results: null,
          team2Results: null,
          outcome: 'played',
          winnerTeamId: null,
        }),
      );
    }
    return { matches: await toMatches(trx, rows) };
  });
}

/**
 * Where two teams could meet in the round: free courts at starts whose slot overlaps no hour either
 * is unavailable, neither already playing. `matchId` is the match being edited, whose own slot and teams then count as free.
 */
export async function availability(
  db: Db,
  path: RoundPath,
  query: { team1Id: number; team2Id: number; matchId?: number | undefined },
): Promise<Availability> {
  const { round } = await requireRound(db, path.clubId, path.leagueId, path.roundId);
  const known = await teamsById(db, [query.team1Id, query.team2Id]);
  if (!known.has(query.team1Id) || !known.has(query.team2Id)) throw new NotFound('Team');
  const [roundMatches, unavailability] = await Promise.all([
    placedMatchesOfRound(db, round.id),
    unavailableHoursOfRound(db, round.id),
  ]);
  return {
    availableSlots: availableSlots({
      round: roundShapeOf(round),
      roundMatches,
      unavailability,
      team1Id: query.team1Id,
      team2Id: query.team2Id,
      excludeMatchId: query.matchId,
    }),
  };
}

/** Teams of the group the team has not met anywhere in the group's league, by name. */
export async function availableOpponents(db: Db, reader: Reader, teamId: number, groupId: number): Promise<Team[]> {
  if (!(await queries.teamExists(db, teamId))) throw new NotFound('Team');
  // A group of a draft league the reader may not see is not found; meetings count in rounds the reader sees.
  const group = await queries.findGroup(db, groupId, reader);
  if (!group) throw new NotFound('Group');
  const [allTeamIds, withdrawn, metPairs] = await Promise.all([
    queries.teamIdsOfGroup(db, group.id),
    queries.withdrawnTeamIdsOfGroups(db, [group.id]),
    queries.metPairsOfLeague(db, group.league_id, reader),
  ]);
  const groupTeamIds = allTeamIds.filter((id) => !withdrawn.has(id));
  const teams = await teamsById(db, opponentsNotMet(teamId, groupTeamIds, metPairs));
  return [...teams.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
