import { byLevel } from './levels.js';
import {
  SeasonPlanError,
  type FinalGroup,
  type NextSeasonGroup,
  type NextSeasonPlan,
  type NextSeasonTeam,
  type SeasonTeam,
} from './types.js';

/**
 * The groups of the next season from the final order of this one (docs/seasons.md):
 *
 * 1. Leaving teams are taken out first, so the teams below them move up the order.
 * 2. In each group but the top one, the first `promote` teams go up one level; in each group but the
 *    bottom one, the last `relegate` teams go down one level. In a group too small for both, going
 *    up wins: a team is never sent both ways.
 * 3. Joining teams start at the level named for them, else at the bottom.
 *
 * Each new group lists the teams that came down first, then those that stayed (in last season's
 * order), then those that came up, then the new ones. Groups keep their names.
 */
export function nextSeasonGroups(groups: readonly FinalGroup[], plan: NextSeasonPlan): NextSeasonGroup[] {
  const levels = byLevel(groups);
  if (levels.length === 0) throw new SeasonPlanError({ kind: 'noGroups' });
  const groupOf = checkedMembership(levels);
  checkLeaving(plan, groupOf);
  checkJoining(plan, groupOf, levels);

  const leaving = new Set(plan.leaving);
  const promote = Math.max(0, Math.floor(plan.promote));
  const relegate = Math.max(0, Math.floor(plan.relegate));
  const last = levels.length - 1;

  const cameDown: NextSeasonTeam[][] = levels.map(() => []);
  const stayed: NextSeasonTeam[][] = levels.map(() => []);
  const cameUp: NextSeasonTeam[][] = levels.map(() => []);
  levels.forEach((group, level) => {
    const remaining = group.ranking.filter((team) => !leaving.has(team.teamId));
    const up = level > 0 ? Math.min(promote, remaining.length) : 0;
    const downFrom = level < last ? Math.max(up, remaining.length - relegate) : remaining.length;
    remaining.forEach((team, index) => {
      const moved = (move: NextSeasonTeam['move']): NextSeasonTeam => ({ ...pick(team), from: group.name, move });
      if (index < up) cameUp[level - 1]?.push(moved('up'));
      else if (index >= downFrom) cameDown[level + 1]?.push(moved('down'));
      else stayed[level]?.push(moved('stay'));
    });
  });

  const joined: NextSeasonTeam[][] = levels.map(() => []);
  for (const team of plan.joining) {
    const level = team.groupName === undefined ? last : levels.findIndex((group) => group.name === team.groupName);
    joined[level]?.push({ ...pick(team), from: null, move: 'new' });
  }

  return levels.map((group, level) => ({
    name: group.name,
    teams: [...(cameDown[level] ?? []), ...(stayed[level] ?? []), ...(cameUp[level] ?? []), ...(joined[level] ?? [])],
  }));
}

const pick = ({ teamId, teamName }: SeasonTeam): SeasonTeam => ({ teamId, teamName });

/** Team id → group name; a team listed in two groups (or twice in one) is refused. */
function checkedMembership(levels: readonly FinalGroup[]): Map<number, string> {
  const groupOf = new Map<number, string>();
  for (const group of levels) {
    for (const team of group.ranking) {
      if (groupOf.has(team.teamId)) throw new SeasonPlanError({ kind: 'teamTwice', teamId: team.teamId });
      groupOf.set(team.teamId, group.name);
    }
  }
  return groupOf;
}

function checkLeaving(plan: NextSeasonPlan, groupOf: ReadonlyMap<number, string>): void {
  plan.leaving.forEach((teamId, index) => {
    if (!groupOf.has(teamId)) throw new SeasonPlanError({ kind: 'leavingUnknown', teamId, index });
  });
}

function checkJoining(plan: NextSeasonPlan, groupOf: ReadonlyMap<number, string>, levels: readonly FinalGroup[]): void {
  const leaving = new Set(plan.leaving);
  const seen = new Set<number>();
  plan.joining.forEach((team, index) => {
    const { teamId } = team;
    if (leaving.has(teamId)) throw new SeasonPlanError({ kind: 'leavingAndJoining', teamId, index });
    const current = groupOf.get(teamId);
    if (current !== undefined)
      throw new SeasonPlanError({ kind: 'joiningAlreadyPlaying', teamId, index, groupName: current });
    if (seen.has(teamId)) throw new SeasonPlanError({ kind: 'joiningTwice', teamId, index });
    seen.add(teamId);
    if (team.groupName !== undefined && !levels.some((group) => group.name === team.groupName)) {
      throw new SeasonPlanError({ kind: 'unknownGroup', groupName: team.groupName, index });
    }
  });
}
