import type { Db } from '../db/database.js';
import { Conflict, NotFound, ValidationFailed } from '../errors.js';
import { getPlayoff } from '../playoffs/index.js';
import { requireLeague } from '../lib/path-scope.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { toLeague } from '../leagues/index.js';
import { insertGroup, insertMembership, standingsOfGroup } from '../groups/index.js';
import { findTeamsByIds } from '../teams/index.js';
import { WHOLE_TOUR } from '../lib/visibility.js';
import {
  SeasonPlanError,
  byLevel,
  checkLevelSizes,
  nextSeasonGroups,
  orderByPlayoffs,
  playoffReach,
  type FinalGroup,
  type NextSeasonGroup,
  type SeasonPlanProblem,
} from '../../shared/domain/seasons/index.js';
import type { League } from '../../shared/schemas/league.js';
import type { NextSeasonPreview } from '../../shared/schemas/season.js';
import type { z } from 'zod';
import type { nextSeasonInput } from '../../shared/schemas/season.js';
import * as queries from './queries.js';

export type NextSeasonRequest = z.output<typeof nextSeasonInput>;
export type NextSeasonAnswer = { preview: true; body: NextSeasonPreview } | { preview: false; body: League };

/**
 * The next season of a box league (docs/seasons.md). The preview and the confirmation run the same
 * steps in one transaction; only the confirmation writes, and any refusal leaves nothing behind.
 */
export async function nextSeason(
  db: Db,
  clubId: number,
  leagueId: number,
  request: NextSeasonRequest,
): Promise<NextSeasonAnswer> {
  return db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, clubId, leagueId);
    if (league.next_league_id !== null) {
      throw new Conflict(`League "${league.name}" already has a next season`, [
        { field: 'leagueId', message: 'Already has a next season', nextLeagueId: league.next_league_id },
      ]);
    }
    const table = await finalGroups(trx, clubId, leagueId);
    const groups =
      request.topGroupOrder === 'playoffs' ? await topGroupByPlayoffs(trx, clubId, leagueId, table) : table;
    const joiningTeams = await findTeamsByIds(
      trx,
      request.joining.map((team) => team.teamId),
    );
    const unknown = request.joining.findIndex((team) => !joiningTeams.has(team.teamId));
    if (unknown >= 0) {
      throw new ValidationFailed('A joining team does not exist', [
        { field: `joining[${unknown}].teamId`, message: 'No such team' },
      ]);
    }
    const planned = planOrRefuse(groups, {
      promote: request.promote,
      relegate: request.relegate,
      leaving: request.leaving,
      joining: request.joining.map((team) => ({
        teamId: team.teamId,
        teamName: joiningTeams.get(team.teamId)?.name ?? '',
        groupName: team.groupName,
      })),
    });
    if (request.preview) return { preview: true, body: { groups: planned } };
    return { preview: false, body: await createNextSeason(trx, league, request.name, planned) };
  });
}

async function finalGroups(db: Db, clubId: number, leagueId: number): Promise<FinalGroup[]> {
  const groups = await queries.groupsOfLeague(db, leagueId);
  return Promise.all(
    groups.map(async (group) => {
      const { standings } = await standingsOfGroup(db, WHOLE_TOUR, clubId, leagueId, group.id);
      return { name: group.name, ranking: standings.map((row) => ({ teamId: row.teamId, teamName: row.teamName })) };
    }),
  );
}

/** The top group in the order the playoffs finished in (docs/seasons.md, "The top group by the playoffs"). */
async function topGroupByPlayoffs(
  db: Db,
  clubId: number,
  leagueId: number,
  groups: FinalGroup[],
): Promise<FinalGroup[]> {
  const playoff = await getPlayoff(db, WHOLE_TOUR, { clubId, leagueId }).catch((error: unknown) => {
    if (error instanceof NotFound)
      throw new Conflict('The league has no playoffs to order its top group by', [
        { field: 'topGroupOrder', message: 'No playoffs' },
      ]);
    throw error;
  });
  const { decided, reach } = playoffReach(playoff.brackets);
  if (!decided)
    throw new Conflict('The playoff final has no result yet', [
      { field: 'topGroupOrder', message: 'The final is not decided' },
    ]);
  const top = byLevel(groups)[0];
  return groups.map((group) => (group === top ? { ...group, ranking: orderByPlayoffs(group.ranking, reach) } : group));
}

/** The line-ups, refused when a rule or a level's size forbids them (docs/seasons.md). */
function planOrRefuse(...args: Parameters<typeof nextSeasonGroups>): NextSeasonGroup[] {
  try {
    const planned = nextSeasonGroups(...args);
    checkLevelSizes(args[0], planned);
    return planned;
  } catch (error) {
    if (error instanceof SeasonPlanError) throw refusalOf(error.problem);
    throw error;
  }
}

/** Each refusal names its field, as docs/seasons.md lists them. */
function refusalOf(problem: SeasonPlanProblem): Error {
  switch (problem.kind) {
    case 'noGroups':
      return new Conflict('The league has no groups to carry into a next season');
    case 'teamTwice':
      return new Conflict(`Team ${problem.teamId} is in two groups of the league`);
    case 'leavingUnknown':
      return new ValidationFailed('A leaving team does not play in this league', [
        { field: `leaving[${problem.index}]`, message: 'Not a team of this league' },
      ]);
    case 'leavingAndJoining':
      return new Conflict('A team cannot both leave and join', [
        { field: `joining[${problem.index}].teamId`, message: 'Also listed as leaving' },
      ]);
    case 'joiningAlreadyPlaying':
      return new Conflict(`A joining team already plays in group "${problem.groupName}": it would be in two groups`, [
        { field: `joining[${problem.index}].teamId`, message: `Already in group "${problem.groupName}"` },
      ]);
    case 'joiningTwice':
      return new Conflict('A team cannot join twice: it would be in two groups', [
        { field: `joining[${problem.index}].teamId`, message: 'Listed twice' },
      ]);
    case 'unknownGroup':
      return new ValidationFailed(`The league has no group "${problem.groupName}"`, [
        { field: `joining[${problem.index}].groupName`, message: 'No such group' },
      ]);
    case 'boundaryCount':
      return new ValidationFailed(
        `The league has ${problem.boundaries} ${problem.boundaries === 1 ? 'boundary' : 'boundaries'} between levels: give one number for all, or ${problem.boundaries} in a list`,
        [{ field: problem.field, message: `${problem.given} given for ${problem.boundaries} ${problem.boundaries === 1 ? 'boundary' : 'boundaries'}` }],
      );
    case 'levelSize': {
      const teams = `${problem.size} ${problem.size === 1 ? 'team' : 'teams'}`;
      const why = problem.size < problem.min ? `at least ${problem.min}` : `at most ${problem.max}`;
      return new ValidationFailed(`Group "${problem.groupName}" would start the next season with ${teams}: it needs ${why}`, [
        { field: 'groups', message: `Group "${problem.groupName}": ${teams}, ${why}`, groupName: problem.groupName, size: problem.size },
      ]);
    }
  }
}

/** The new league, its groups and their teams; the old league finished and linked. One transaction (the caller's). */
async function createNextSeason(
  trx: Db,
  previous: Awaited<ReturnType<typeof requireLeague>>,
  name: string,
  groups: NextSeasonGroup[],
) {
  const next = await queries.insertNextSeason(trx, previous, name);
  if (!(await queries.finishSeason(trx, previous.id, next.id)))
    throw new Conflict(`League "${previous.name}" already has a next season`, [
      { field: 'leagueId', message: 'Already has a next season' },
    ]);
  for (const group of groups) {
    const created = await insertGroup(trx, next.id, group.name);
    for (const team of group.teams) {
      try {
        await insertMembership(trx, next.id, created.id, team.teamId);
      } catch (error) {
        // The schema keeps a team to one group per league: the last word if a check above missed one.
        if (isUniqueViolation(error))
          throw new Conflict(`Team "${team.teamName}" would be in two groups of the new season`);
        throw error;
      }
    }
  }
  return toLeague({ ...next, next_league_id: null });
}
