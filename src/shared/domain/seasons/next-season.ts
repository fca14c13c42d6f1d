import { byLevel } from './levels.js';
import {
  SeasonPlanError,
  type FinalGroup,
  type MovesPerBoundary,
  type NextSeasonGroup,
  type NextSeasonPlan,
  type NextSeasonTeam,
  type SeasonTeam,
} from './types.js';

/**
 * The groups of the next season from the final order of this one (docs/seasons.md):
 *
 * 1. Leaving teams are taken out first, so the teams below them move up the order.
 * 2. Across each boundary between levels, the first `promote` teams of the lower group go up and
 *    the last `relegate` teams of the upper group go down (one number for every boundary, or one
 *    per boundary, top first). In a group too small for both, going up wins: a team is never sent
 *    both ways.
 * 3. Joining teams start at the level named for them, else at the bottom.
 * 4. Each leaving team's place, less the joining teams named for its level, is filled by the best
 *    team that was staying in the level below, whose own place is filled the same way from the
 *    level under it, and so on: every level keeps its size; the bottom level's places are filled
 *    by the joining teams only.
 *
 * Each new group lists the teams that came down first, then those that stayed (in last season's
 * order), then those that came up (a filled place after the promoted), then the new ones. Groups
 * keep their names. Whether the sizes that result are acceptable is level-sizes.ts.
 */
export function nextSeasonGroups(groups: readonly FinalGroup[], plan: NextSeasonPlan): NextSeasonGroup[] {
  const levels = byLevel(groups);
  if (levels.length === 0) throw new SeasonPlanError({ kind: 'noGroups' });
  const groupOf = checkedMembership(levels);
  checkLeaving(plan, groupOf);
  checkJoining(plan, groupOf, levels);

  const leaving = new Set(plan.leaving);
  const last = levels.length - 1;
  // promote[b] and relegate[b] cross the boundary between level b and level b + 1.
  const promote = perBoundary(plan.promote, 'promote', last);
  const relegate = perBoundary(plan.relegate, 'relegate', last);

  const cameDown: NextSeasonTeam[][] = levels.map(() => []);
  const stayed: NextSeasonTeam[][] = levels.map(() => []);
  const cameUp: NextSeasonTeam[][] = levels.map(() => []);
  levels.forEach((group, level) => {
    const remaining = group.ranking.filter((team) => !leaving.has(team.teamId));
    const up = level > 0 ? Math.min(promote[level - 1] ?? 0, remaining.length) : 0;
    const downFrom = level < last ? Math.max(up, remaining.length - (relegate[level] ?? 0)) : remaining.length;
    remaining.forEach((team, index) => {
      const moved = (move: NextSeasonTeam['move']): NextSeasonTeam => ({ ...pick(team), from: group.name, move });
      if (index < up) cameUp[level - 1]?.push(moved('up'));
      else if (index >= downFrom) cameDown[level + 1]?.push(moved('down'));
      else stayed[level]?.push(moved('stay'));
    });
  });

  const joined: NextSeasonTeam[][] = levels.map(() => []);
  // A leaving team's place, less the joining teams named for its level, is a vacancy to fill.
  const vacancies = levels.map((group) => group.ranking.filter((team) => leaving.has(team.teamId)).length);
  for (const team of plan.joining) {
    const level = team.groupName === undefined ? last : levels.findIndex((group) => group.name === team.groupName);
    joined[level]?.push({ ...pick(team), from: null, move: 'new' });
    if (team.groupName !== undefined && level >= 0) vacancies[level] = (vacancies[level] ?? 0) - 1;
  }
  // Top down: the best staying teams of the level below fill the places, which opens as many there.
  for (let level = 0; level < last; level++) {
    const filling = (stayed[level + 1] ?? []).splice(0, Math.max(0, vacancies[level] ?? 0));
    for (const team of filling) cameUp[level]?.push({ ...team, move: 'up' });
    vacancies[level + 1] = (vacancies[level + 1] ?? 0) + filling.length;
  }

  return levels.map((group, level) => ({
    name: group.name,
    teams: [...(cameDown[level] ?? []), ...(stayed[level] ?? []), ...(cameUp[level] ?? []), ...(joined[level] ?? [])],
  }));
}

const pick = ({ teamId, teamName }: SeasonTeam): SeasonTeam => ({ teamId, teamName });

/** One number per boundary between levels, from one number for all or a list that must have one per boundary. */
function perBoundary(moves: MovesPerBoundary, field: 'promote' | 'relegate', boundaries: number): number[] {
  const whole = (count: number) => Math.max(0, Math.floor(count));
  if (typeof moves === 'number') return Array.from({ length: boundaries }, () => whole(moves));
  if (moves.length !== boundaries)
    throw new SeasonPlanError({ kind: 'boundaryCount', field, given: moves.length, boundaries });
  return moves.map(whole);
}

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
