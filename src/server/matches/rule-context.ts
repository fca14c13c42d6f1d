import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { Conflict, ValidationFailed } from '../errors.js';
import {
  matchRuleViolations,
  ruleViolationStatus,
  type PlacedMatch,
  type RoundShape,
  type RuleContext,
} from '../../shared/scheduling/index.js';
import { groupsOfTeams, placedMatchesOfRound, unavailableHoursOfRound } from './queries.js';
import { namesOf, teamsById } from './team-rows.js';

export type RoundRow = Selectable<Database['rounds']>;

export const roundShapeOf = (round: RoundRow): RoundShape => ({
  startHour: round.start_hour,
  endHour: round.end_hour,
  courtCount: round.court_number,
});

/**
 * Everything the shared round rules need to judge writes into one round, read inside the
 * writer's transaction (after the round lock) so the check and the write see the same state.
 */
export async function loadRuleContext(db: Db, round: RoundRow, teamIds: readonly number[]): Promise<RuleContext> {
  const [otherMatches, unavailableHours, groupOfTeam] = await Promise.all([
    placedMatchesOfRound(db, round.id),
    unavailableHoursOfRound(db, round.id),
    groupsOfTeams(db, round.league_id, teamIds),
  ]);
  const namedTeams = [...teamIds, ...otherMatches.flatMap((match) => [match.team1Id, match.team2Id])];
  const teamNames = namesOf(await teamsById(db, namedTeams));
  return { round: roundShapeOf(round), otherMatches, unavailableHours, groupOfTeam, teamNames };
}

/**
 * Refuses a match the round rules reject: 400 when it leaves the round's courts or hours, else
 * 409; the message joins every problem so the admin can fix them in one go. Answers the match's
 * group, which both teams share once the rules pass.
 */
export function enforceMatchRules(candidate: PlacedMatch, ctx: RuleContext): number {
  refuseRuleViolations(candidate, ctx);
  const groupId = candidate.team1Id === null ? undefined : ctx.groupOfTeam.get(candidate.team1Id);
  if (groupId === undefined) throw new Error('unreachable: the rules refuse a team without a group');
  return groupId;
}

/** The refusal part of enforceMatchRules, for playoff matches too (which have no group). */
export function refuseRuleViolations(candidate: PlacedMatch, ctx: RuleContext): void {
  const violations = matchRuleViolations(candidate, ctx);
  const status = ruleViolationStatus(violations);
  const details = violations.map(({ field, message }) => ({ field, message }));
  const message = violations.map((violation) => violation.message).join(' ');
  if (status === 400) throw new ValidationFailed(message, details);
  if (status === 409) throw new Conflict(message, details);
}
